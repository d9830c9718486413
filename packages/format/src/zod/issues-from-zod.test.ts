import { describe, expect, it } from "vitest";
import { issuesFromZod } from "./issues-from-zod.js";

describe("issuesFromZod on hand-written issues", () => {
  it("is never empty: anything that is not a ZodError or an issue list gives `is not valid`", () => {
    const notValid = [{ kind: "other", path: [], message: "is not valid" }];
    expect(issuesFromZod(undefined)).toEqual(notValid);
    expect(issuesFromZod("boom")).toEqual(notValid);
    expect(issuesFromZod({ issues: "no" })).toEqual(notValid);
    expect(issuesFromZod([null, 3])).toEqual(notValid);
    expect(issuesFromZod([{}])).toEqual([{ kind: "other", path: [], message: "is not valid" }]);
  });

  it("reads v4's received type from its message, and missing from `received undefined`", () => {
    const issues = [
      {
        code: "invalid_type",
        expected: "string",
        path: ["a"],
        message: "Invalid input: expected string, received undefined",
      },
      {
        code: "invalid_type",
        expected: "boolean",
        path: ["b"],
        message: "Invalid input: expected boolean, received number",
      },
      { code: "invalid_type", expected: "int", path: ["c"], message: "Invalid input", input: "3" },
    ];
    expect(issuesFromZod(issues)).toEqual([
      { kind: "missing", path: ["a"] },
      { kind: "type", path: ["b"], expected: "boolean", received: "number" },
      { kind: "type", path: ["c"], expected: "integer", received: "string" },
    ]);
  });

  it("maps v3's received names to JavaScript's", () => {
    const issues = [
      { code: "invalid_type", expected: "string", received: "integer", path: ["a"], message: "x" },
      { code: "invalid_type", expected: "string", received: "nan", path: ["b"], message: "x" },
    ];
    expect(issuesFromZod({ issues })).toEqual([
      { kind: "type", path: ["a"], expected: "string", received: "number" },
      { kind: "type", path: ["b"], expected: "string", received: "number" },
    ]);
  });

  it("prefers the input's own value when it is given", () => {
    const issues = [{ code: "invalid_value", values: ["a", "b"], path: ["m"], message: "x" }];
    expect(issuesFromZod(issues)).toEqual([{ kind: "enum", path: ["m"], allowed: ["a", "b"] }]);
    expect(issuesFromZod(issues, { m: "A" })).toEqual([
      { kind: "enum", path: ["m"], allowed: ["a", "b"], received: "A", suggestion: "a" },
    ]);
  });

  it("reads v4 object path segments and unrecognized keys under a nested path", () => {
    const issues = [
      { code: "unrecognized_keys", keys: ["x", "y"], path: ["edits", 0], message: "x" },
    ];
    expect(issuesFromZod(issues)).toEqual([
      { kind: "unexpected", path: ["edits", 0, "x"] },
      { kind: "unexpected", path: ["edits", 0, "y"] },
    ]);
  });

  it("reads v3 string checks", () => {
    const issues = [
      { code: "invalid_string", validation: { startsWith: "/" }, path: ["p"], message: "x" },
      { code: "invalid_string", validation: "regex", path: ["q"], message: "x" },
    ];
    expect(issuesFromZod(issues)).toEqual([
      { kind: "other", path: ["p"], message: "must start with `/`" },
      { kind: "other", path: ["q"], message: "must match the required pattern" },
    ]);
  });

  it("keeps zod's own message for codes it does not know", () => {
    const issues = [{ code: "custom", path: ["a"], message: "must be a prime" }];
    expect(issuesFromZod(issues)).toEqual([
      { kind: "other", path: ["a"], message: "is not valid (must be a prime)" },
    ]);
  });
});
