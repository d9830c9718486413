import { describe, expect, it } from "vitest";
import { sparse } from "../../../../../test/support/sparse-array.js";
import { createValidator } from "../../create-validator.js";
import { linearRegExp, PatternError } from "./linear-reg-exp.js";

describe("linearRegExp", () => {
  it.each([
    ["^[a-z]+$", "abc", true],
    ["^[a-z]+$", "abC", false],
    ["\\d{3}-\\w+", "x123-ab_", true],
    ["^\\p{L}+$", "héllo", true],
    ["a/b", "xa/b", true],
    ["^$", "", true],
  ])("%s on %j: %s, as RegExp#test answers", (pattern, text, expected) => {
    expect(linearRegExp(pattern).test(text)).toBe(expected);
    expect(new RegExp(pattern, "u").test(text)).toBe(expected);
  });

  it("answers a catastrophic pattern on a long text at once (finding 6)", () => {
    const text = `${"a".repeat(100_000)}!`;
    expect(linearRegExp("^(a+)+$").test(text)).toBe(false);
    // mcp-git git_fetch.remote, quadratic on a backtracking engine.
    expect(linearRegExp("^[a-zA-Z0-9._]+(?:[-._a-zA-Z0-9]*)$").test(text)).toBe(false);
  });

  it("throws a PatternError for a pattern that needs backtracking", () => {
    expect(() => linearRegExp("^(?=.*[A-Z]).+$")).toThrow(PatternError);
    expect(() => linearRegExp("(a)\\1")).toThrow(
      'the schema is too complex to check (the pattern "(a)\\\\1" needs a backtracking regular expression engine)',
    );
  });

  it("throws a TypeError for a pattern that is not a string, converting nothing to text", () => {
    for (const pattern of [sparse("a"), 1, null, { toString: () => "a" }]) {
      expect(() => linearRegExp(pattern as never)).toThrow(
        new TypeError("linearRegExp: the pattern is not a string"),
      );
    }
  });
});

describe("patterns in validation", () => {
  const remote = {
    name: "git_fetch",
    inputSchema: {
      type: "object",
      properties: {
        remote: { type: "string", maxLength: 100, pattern: "^[a-zA-Z0-9._]+(?:[-._a-zA-Z0-9]*)$" },
        name: { type: "string", pattern: "^(a+)+$" },
      },
    },
  };

  it("a catastrophic pattern on a long string is answered at once, with every error", () => {
    const validator = createValidator();
    const result = validator.validateToolInput(remote, {
      remote: `${"a".repeat(100_000)}!`,
      name: `${"a".repeat(100_000)}!`,
    });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      ["remote"],
      ["remote"],
      ["name"],
    ]);
  });

  it("a pattern that needs backtracking makes the schema too complex to check", () => {
    const tool = { name: "pw", inputSchema: { type: "string", pattern: "^(?=.*\\d).+$" } };
    expect(createValidator().validateToolInput(tool, "x")).toEqual({
      ok: true,
      status: "unchecked",
      value: "x",
      coercions: [],
      schemaError:
        'The input schema of tool `pw` could not be compiled: the schema is too complex to check (the pattern "^(?=.*\\\\d).+$" needs a backtracking regular expression engine); the input was not validated.',
    });
  });
});
