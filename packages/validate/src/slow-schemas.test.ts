// docs/security.md, "Complexity budget" and "Fail closed": schemas within the budget that made
// a call take seconds (issue 25, finding 5) are answered within a bound. Each case runs in a
// child process under a hang bound, so a regression shows as a timeout, not as a slow suite;
// the bound is several times what a call needs on a loaded machine, not a measure of speed.
import { describe, expect, it } from "vitest";
import { runModule } from "./test-support/run-module.js";

const setup = `
  import { createValidator } from "@tool-input/validate";
  const unions = {
    type: "object",
    anyOf: Array.from({ length: 60 }, (_, i) => ({ properties: { ["p" + i]: { type: "string" } }, required: ["p" + i] })),
    unevaluatedProperties: false,
  };
  const wide = Object.fromEntries(Array.from({ length: 250_000 }, (_, i) => ["k" + i, i]));
  wide.p3 = "x";
  const bigEnum = { type: "object", properties: { e: { enum: Array.from({ length: 1_000_000 }, (_, i) => "v" + i) } } };
  const answer = (value) => process.stdout.write(JSON.stringify(value));`;

const cases: Record<string, string> = {
  "60 anyOf branches with unevaluatedProperties over 250,000 keys, Ajv engine": `
    const v = createValidator({ engine: "ajv" });
    const tool = { name: "t", inputSchema: unions };
    answer([v.validateToolInput(tool, { p3: "x" }).ok, v.validateToolInput(tool, wide).ok, v.validateToolInput(tool, wide).ok]);`,
  "60 anyOf branches with unevaluatedProperties over 250,000 keys, interpreter": `
    const v = createValidator({ engine: "interpreter" });
    const tool = { name: "t", inputSchema: unions };
    answer([v.validateToolInput(tool, { p3: "x" }).ok, v.validateToolInput(tool, wide).ok, v.validateToolInput(tool, wide).ok]);`,
  "30 rejected calls against a 1,000,000-value enum": `
    const v = createValidator();
    const tool = { name: "t", inputSchema: bigEnum };
    const answers = [v.validateToolInput(tool, { e: "v7" }).ok];
    for (let i = 0; i < 30; i++) answers.push(v.validateToolInput(tool, { e: "v" + i + "x" }).ok);
    answer([answers[0], answers.slice(1).every((ok) => !ok), answers.length]);`,
  // Each name fails propertyNames after its subschema's errors: the message once planned them
  // in time quadratic in the names (16,000 took 30 s), and named only the last.
  "30,000 names failing propertyNames, on both engines": `
    const names = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => ["K" + i, 1]));
    const lines = [];
    for (const engine of ["ajv", "interpreter"]) {
      for (const propertyNames of [{ pattern: "^[a-z]+$" }, { anyOf: [{ pattern: "^[a-z]+$" }, { maxLength: 1 }] }]) {
        const v = createValidator({ engine });
        const result = v.validateToolInput({ name: "t", inputSchema: { type: "object", propertyNames } }, names);
        lines.push(result.message.split("\\n").slice(1, 3).concat(result.message.split("\\n").slice(-1)).join(" | "));
      }
    }
    answer(lines);`,
};

function run(body: string) {
  return runModule(setup + body, { timeout: 40_000 });
}

describe("slow schemas under the budget answer within a bound (finding 5)", () => {
  it.each([
    [
      "60 anyOf branches with unevaluatedProperties over 250,000 keys, Ajv engine",
      [true, false, false],
    ],
    [
      "60 anyOf branches with unevaluatedProperties over 250,000 keys, interpreter",
      [true, false, false],
    ],
    ["30 rejected calls against a 1,000,000-value enum", [true, true, 31]],
    [
      "30,000 names failing propertyNames, on both engines",
      [0, 1].flatMap(() => [
        "The parameter `K0` has a name that is not allowed (names must match the pattern `^[a-z]+$`) | The parameter `K1` has a name that is not allowed (names must match the pattern `^[a-z]+$`) | …and 29980 more issues",
        "The parameter `K0` has a name that is not allowed | The parameter `K1` has a name that is not allowed | …and 29980 more issues",
      ]),
    ],
  ] as const)(
    "%s",
    (name, expected) => {
      const child = run(cases[name] as string);
      expect(child.error?.message ?? child.stderr).toBe("");
      expect(JSON.parse(child.stdout)).toEqual(expected);
    },
    60_000,
  );
});
