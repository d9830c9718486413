import { describe, expect, it } from "vitest";
import { createInterpreterEngine } from "../interpreter/create-interpreter-engine.js";
import { isLinearPattern, maxRereadWidth } from "./linear-pattern.js";

// docs/pipeline.md, "Where the interpreter cannot match Ajv": the patternProperties patterns the
// interpreter leaves to V8's backtracking RegExp read each character of a key a bounded number of times.

describe("isLinearPattern", () => {
  it.each([
    ["^x-", true],
    ["^[a-z]+$", true],
    ["^\\d{4}-\\d{2}-\\d{2}$", true], // anchored, nothing repeated: one start, fixed width
    [`^${"a".repeat(999)}`, true],
    [`a{${maxRereadWidth - 1}}!`, true], // the width tried at each start, at the bound
    [`a{${maxRereadWidth}}!`, false],
    ["a".repeat(maxRereadWidth + 1), false],
    [`^a*a{${maxRereadWidth}}`, true], // the width read again as `a*` gives characters back
    [`^a*a{${maxRereadWidth + 1}}`, false],
    [`^a{${maxRereadWidth * 4}}b*c`, true], // the fixed part before the repeated atom is read once
    ["a{1000}!", false],
    ["^(a+)+$", false],
    ["a+", false], // repeated, and may start anywhere
    ["^a+b+", false],
  ])("%s: %s", (pattern, linear) => {
    expect(isLinearPattern(pattern)).toBe(linear);
  });
});

describe("a 1,000,000-character key against the widest pattern the interpreter accepts", () => {
  const key = "a".repeat(1_000_000);
  it.each([
    [`a{${maxRereadWidth - 1}}!`, "tried at every start"],
    [`^a*a{${maxRereadWidth - 1}}!`, "read again as `a*` gives characters back"],
  ])("%s (%s) is answered at once, in the check and the report", (pattern) => {
    const outcome = createInterpreterEngine().compile({
      type: "object",
      patternProperties: { [pattern]: false },
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    const started = performance.now();
    expect(outcome.check({ [key]: 1 })).toBe(true);
    expect(outcome.report({ [key]: 1 })).toEqual([]);
    // About 0.2 s on an idle machine; `a{1000}!` took 9 s before the width was bounded.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses `a{1000}!` as the engine's fault: the input is not checked, never passed", () => {
    expect(
      createInterpreterEngine().compile({ patternProperties: { "a{1000}!": false } }),
    ).toMatchObject({ ok: false, fault: "engine" });
  });
});
