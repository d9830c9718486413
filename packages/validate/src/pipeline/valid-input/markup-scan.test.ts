// docs/security.md, "Inputs that are graphs": the checks on a valid input (leaked markup) read
// no more of it than a bound, and what they cannot read does not turn the schema's verdict. The
// fuzz run's case 250 of seed 25: a sparse array of length 2^32 − 1, valid under a schema the
// shapes cannot read, was walked hole by hole for minutes. Run in a child process under a hang
// bound, so that a regression shows as a timeout, not as a frozen test runner.
import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { runModule } from "../../test-support/run-module.js";

// Seed 25, case 250: `prefixItems` is no keyword of 2019-09, so every value is valid.
const fuzzSchema = {
  $schema: "https://json-schema.org/draft/2019-09/schema",
  prefixItems: [],
  $defs: { d: { multipleOf: 0.5, $ref: "#", const: "", type: "null" } },
};

const script = `
  import { createValidator } from "@tool-input/validate";
  const sparse = () => { const a = []; a.length = 2 ** 32 - 1; a[3] = "a"; return a; };
  const schemas = {
    "the fuzz run's schema": ${JSON.stringify(fuzzSchema)},
    "a $ref": { $ref: "#/$defs/d", $defs: { d: {} } },
    "an array property": { properties: { a: { type: "array" } } },
  };
  const answers = {};
  for (const engine of ["ajv", "interpreter"]) {
    for (const [name, schema] of Object.entries(schemas)) {
      const validator = createValidator({ engine });
      const tool = { name: "t", inputSchema: schema };
      const inputs = [sparse(), { a: sparse() }, { a: [sparse()] }];
      const started = Date.now();
      const calls = inputs.map((input) => [validator.validateToolInput(tool, input).ok, validator.validateToolInput(tool, input).ok]);
      answers[engine + ": " + name] = { calls, slow: Date.now() - started > 5_000 };
    }
  }
  process.stdout.write(JSON.stringify(answers));`;

describe("a sparse array of length 2^32 − 1 in a valid input", () => {
  const child = runModule(script, { timeout: 60_000 });
  const answers = JSON.parse(child.stdout || "{}") as Record<string, unknown>;
  const names = ["the fuzz run's schema", "a $ref", "an array property"];

  it.each(names.flatMap((name) => [`ajv: ${name}`, `interpreter: ${name}`]))(
    "%s: answered at once, cold and warm, as the schema's check decides",
    (name) => {
      expect(child.error?.message ?? child.stderr).toBe("");
      const ok = [true, true];
      expect(answers[name]).toEqual({ calls: [ok, ok, ok], slow: false });
    },
  );
});

describe("a value the markup scan cannot read", () => {
  const getter = () => ({
    a: "x",
    get b(): never {
      throw new Error("getter");
    },
  });

  it.each(["ajv", "interpreter"] as const)(
    "%s: is accepted where the schema's check does not reach it, as validate() accepts it",
    (engine) => {
      const validator = createValidator({ engine });
      const tool = { name: "t", inputSchema: fuzzSchema };
      expect(validator.validate(fuzzSchema, getter()).valid).toBe(true);
      expect(validator.validateToolInput(tool, getter()).ok).toBe(true);
      expect(validator.validateToolInput(tool, getter()).ok).toBe(true);
    },
  );
});
