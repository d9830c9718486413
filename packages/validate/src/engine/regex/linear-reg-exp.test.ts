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

  // Each start position costs RegExp about the pattern's width: 13 s and 7 s on RegExp before
  // the width counted (docs/security.md, "Patterns"); RE2 answers in well under a second.
  it("answers a pattern of bounded width that may start anywhere on a million characters", () => {
    const start = performance.now();
    expect(linearRegExp("a{1,1000}!").test(`!${"a".repeat(1_000_000)}`)).toBe(false);
    const digitEvery30 = `${"a".repeat(29)}1`.repeat(33_334);
    expect(linearRegExp("(?:[a-z]{1,30}[0-9]){1,30}!").test(digitEvery30)).toBe(false);
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it("throws a PatternError for a pattern that needs backtracking", () => {
    expect(() => linearRegExp("^(?=.*[A-Z]).+$")).toThrow(PatternError);
    expect(() => linearRegExp("(a)\\1")).toThrow(
      'the pattern "(a)\\\\1" needs a backtracking regular expression engine',
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

  it("a pattern of bounded width that may start anywhere is answered within a bound, in values and keys", () => {
    const pattern = "(?:[a-z]{1,30}[0-9]){1,30}!";
    const long = `!${`${"a".repeat(29)}1`.repeat(10_000)}`;
    const value = { type: "object", properties: { s: { type: "string", pattern } } };
    const patternKeys = {
      type: "object",
      patternProperties: { [pattern]: { type: "number" } },
      additionalProperties: false,
    };
    const namedKeys = { type: "object", propertyNames: { pattern } };
    const start = performance.now();
    for (const engine of ["ajv", "interpreter"] as const) {
      const result = createValidator({ engine }).validateToolInput(
        { name: "t", inputSchema: value },
        { s: long },
      );
      expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([["s"]]);
    }
    for (const inputSchema of [patternKeys, namedKeys]) {
      const result = createValidator().validateToolInput({ name: "t", inputSchema }, { [long]: 1 });
      expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([[long]]);
    }
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  // A limit of our engines, not a fault of the schema: never a reason to pass (SPEC, "Fail closed").
  it.each(["auto", "ajv", "interpreter"] as const)(
    "a pattern that needs backtracking rejects every input as not checked, whatever onSchemaError says (%s)",
    (engine) => {
      const tool = {
        name: "create_user",
        inputSchema: {
          type: "object",
          properties: { name: { type: "string", pattern: "^(?!admin$)[a-z]+$" } },
        },
      };
      const engines = engine === "auto" ? "ajv, interpreter" : engine;
      const reason = `${engines}: the pattern "^(?!admin$)[a-z]+$" needs a backtracking regular expression engine`;
      for (const onSchemaError of ["pass", "reject"] as const) {
        const result = createValidator({ engine }).validateToolInput(
          tool,
          { name: "admin" },
          { onSchemaError },
        );
        expect(result.ok).toBe(false);
        expect(!result.ok && result.message).toBe(
          `create_user failed due to the following issue:\nThe input could not be checked, because no validation engine could compile the tool's input schema here (${reason})`,
        );
        expect(result.schemaError).toBe(
          `The input of tool \`create_user\` could not be checked: no validation engine could compile its input schema here (${reason}); the input was rejected.`,
        );
      }
    },
  );
});
