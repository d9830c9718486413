import { describe, expect, it } from "vitest";
import { isSimplePattern, keyPattern, MAX_KEY_LENGTH } from "./key-pattern.js";

describe("isSimplePattern", () => {
  it.each([
    "^[a-z]+$",
    "^x-",
    ".*",
    "^[A-Za-z0-9_(){}*+]+$",
    "^(?:foo|bar)_\\d{1,3}$",
    "^a+b*$",
    "^[a-z]{2,16}$",
    "^(?<name>ab)c?$",
    "\\(+",
    "^https?://.+\\..+$",
    "^[a-z]+_[a-z]+$",
    `^${"[a-z]{0,9}".repeat(4)}$`,
  ])("runs %s", (pattern) => {
    expect(isSimplePattern(pattern)).toBe(true);
  });

  it.each([
    "^(a+)+$",
    "^(a|a)*$",
    "^(ab){2,}$",
    "^(\\w+\\s?)*$",
    "^a*a*a*b$",
    "^a{1,100}a{1,100}a+$",
    "^(a)\\1$",
    "^(?<x>a)\\k<x>$",
    "^(?=a)",
    "^(?!a)",
    "(?<=a)b",
    "[a-z]+_[a-z]+",
    `^${"[a-z]{0,9}".repeat(5)}$`,
    `^${"a?".repeat(17)}$`,
    `^${"\\??".repeat(17)}$`,
    `^${"(a|a)".repeat(17)}x`,
  ])("does not run %s", (pattern) => {
    expect(isSimplePattern(pattern)).toBe(false);
  });

  it("runs the patterns at the edge of its bound on a key built to backtrack, in bounded time", {
    timeout: 5_000,
  }, () => {
    const patterns = [
      `^${"(a|a)".repeat(16)}x`,
      `^${"a?".repeat(16)}$`,
      `^${"[a-z]{0,15}".repeat(4)}x`,
      "a?a*x",
      "^a*a*a?x",
      "^a{0,128}a{0,128}x$",
    ];
    const key = `${"a".repeat(MAX_KEY_LENGTH - 1)}!`;
    const started = Date.now();
    for (const pattern of patterns) {
      expect(isSimplePattern(pattern)).toBe(true);
      expect(keyPattern(pattern, undefined)?.(key)).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe("keyPattern", () => {
  it("tests keys with a simple pattern, and cannot tell past the key length bound", () => {
    const test = keyPattern("^a+$", undefined);
    expect(test?.("aaa")).toBe(true);
    expect(test?.("aab")).toBe(false);
    expect(test?.("a".repeat(MAX_KEY_LENGTH + 1))).toBeUndefined();
  });

  it("cannot tell for a catastrophic pattern, whatever the key", () => {
    expect(keyPattern("^(a+)+$", undefined)?.("a")).toBeUndefined();
  });

  it("is null for a pattern that does not compile", () => {
    expect(keyPattern("(", undefined)).toBeNull();
  });

  it("uses the matcher given for every pattern and any key length, and cannot tell where it cannot compile", () => {
    const seen: string[] = [];
    const matcher = (pattern: string) => {
      seen.push(pattern);
      return pattern === "^(a+)+$" ? (key: string) => /^a+$/.test(key) : undefined;
    };
    const test = keyPattern("^(a+)+$", matcher);
    expect(test?.(`${"a".repeat(10_000)}`)).toBe(true);
    expect(test?.(`${"a".repeat(27)}!`)).toBe(false);
    expect(keyPattern("^b$", matcher)?.("b")).toBeUndefined();
    expect(seen).toEqual(["^(a+)+$", "^b$"]);
  });
});
