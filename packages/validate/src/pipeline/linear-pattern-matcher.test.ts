import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { linearPatternMatcher } from "./linear-pattern-matcher.js";

// `^(a+)+$` backtracks catastrophically on a backtracking engine, so coercion alone refuses to
// run it; on RE2 it is safe, and the pipeline repairs the keys it matches.
const tool = {
  name: "counts",
  inputSchema: {
    type: "object",
    patternProperties: { "^(a+)+$": { type: "number" } },
    additionalProperties: { type: "string" },
  },
};

describe("linearPatternMatcher", () => {
  it("tests keys on RE2, and gives up on a pattern RE2 cannot run", () => {
    expect(linearPatternMatcher("^(a+)+$")?.("aaa")).toBe(true);
    expect(linearPatternMatcher("^(a+)+$")?.("aab")).toBe(false);
    expect(linearPatternMatcher("^(?=a)a$")).toBeUndefined();
  });

  it("lets the pipeline repair a key that a backtracking-prone pattern matches", () => {
    expect(createValidator().validateToolInput(tool, { aaa: "5", b: "x" })).toEqual({
      ok: true,
      status: "accepted",
      value: { aaa: 5, b: "x" },
      coercions: [{ path: ["aaa"], rule: "number", from: "5", to: 5 }],
    });
  });

  it("answers a long key that would make a backtracking engine hang", { timeout: 10_000 }, () => {
    const key = `${"a".repeat(50_000)}!`;
    const result = createValidator().validateToolInput(tool, { [key]: "5" });
    expect(result.ok).toBe(true);
  });
});
