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
  ])("does not run %s", (pattern) => {
    expect(isSimplePattern(pattern)).toBe(false);
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
