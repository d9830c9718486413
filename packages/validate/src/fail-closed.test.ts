// docs/security.md, "Fail closed" and "Isolation": an input is accepted only when a validator
// accepted it, or when the schema itself is broken and `onSchemaError` is "pass".
import { describe, expect, it } from "vitest";
import { createValidator } from "./create-validator.js";
import { faultOf } from "./engine/ajv/fault-of.js";
import { runModule } from "./test-support/run-module.js";
import type { ToolInputResult } from "./types.js";

const needsQ = { name: "needs_q", inputSchema: { type: "object", required: ["q"] } };

function rejected(result: ToolInputResult) {
  if (result.ok) throw new Error(`expected a rejection, got ${JSON.stringify(result)}`);
  return result;
}

describe("fail closed: code generation refused (finding 1)", () => {
  // A child process, since the flag is per process: what a Worker or an MV3 extension imposes.
  const script = `
    import { createValidator } from "@tool-input/validate";
    const tool = ${JSON.stringify(needsQ)};
    const answers = ["auto", "ajv"].map((engine) =>
      createValidator({ engine }).validateToolInput(tool, { m: 1 }));
    process.stdout.write(JSON.stringify(answers));`;
  const child = runModule(script, {
    timeout: 60_000,
    nodeFlags: ["--disallow-code-generation-from-strings"],
  });

  it("never answers ok: true for an input no engine checked", () => {
    expect(child.stderr).toBe("");
    const [auto, ajvOnly] = JSON.parse(child.stdout) as ToolInputResult[];
    expect(auto?.ok).toBe(false);
    expect(rejected(ajvOnly as ToolInputResult).message).toBe(
      "needs_q failed due to the following issue:\nThe input could not be checked, because no validation engine could compile the tool's input schema here (ajv: Code generation from strings disallowed for this context)",
    );
    expect(rejected(ajvOnly as ToolInputResult).schemaError).toBe(
      "The input of tool `needs_q` could not be checked: no validation engine could compile its input schema here (ajv: Code generation from strings disallowed for this context); the input was rejected.",
    );
  });
});

describe("fail closed: a polluted Object.prototype while a schema compiles", () => {
  // Ajv reads an enumerable property of Object.prototype as part of every schema: its compile
  // failed, and the failure was taken for the schema's, so every input passed unchecked.
  const strict = {
    type: "object",
    properties: { n: { type: "number" } },
    required: ["n"],
    additionalProperties: false,
  };

  it("rejects the input as not checked, naming the property, on every engine", () => {
    const answers = (["ajv", "auto"] as const).map((engine) => {
      const polluted = Object.prototype as Record<string, unknown>;
      polluted.foo = 1;
      try {
        return createValidator({ engine }).validateToolInput(
          { name: "count", inputSchema: structuredClone(strict) },
          { evil: "rm -rf" },
        );
      } finally {
        delete polluted.foo;
      }
    });
    const [ajv, auto] = answers.map((answer) => rejected(answer as ToolInputResult));
    expect(ajv?.message).toBe(
      "count failed due to the following issue:\nThe input could not be checked, because no validation engine could compile the tool's input schema here (ajv: vs.forEach is not a function, where `Object.prototype.foo` is enumerable, which Ajv reads as part of the schema)",
    );
    expect(auto?.message).toContain(
      "(ajv: vs.forEach is not a function, where `Object.prototype.foo` is enumerable",
    );
    // Once the property is gone, a fresh validator checks the schema as ever.
    const clean = createValidator().validateToolInput(
      { name: "count", inputSchema: strict },
      { n: 1 },
    );
    expect(clean.ok).toBe(true);
  });
});

describe("fail closed: a mistake where Ajv compiles nothing, code generation refused", () => {
  // An unused definition whose $ref resolves to nothing: the interpreter took the schema for a
  // broken one and passed every input unchecked, on "auto" too (docs/pipeline.md, "Engines").
  const tool = {
    name: "create_issue",
    inputSchema: {
      type: "object",
      properties: { title: { type: "integer" } },
      required: ["title"],
      $defs: { unused: { $ref: "#/definitions/gone" } },
    },
  };
  const script = `
    import { createValidator } from "@tool-input/validate";
    const tool = ${JSON.stringify(tool)};
    const answers = ["auto", "interpreter"].map((engine) =>
      createValidator({ engine }).validateToolInput(tool, { title: "not a number" }));
    process.stdout.write(JSON.stringify(answers));`;
  const child = runModule(script, {
    timeout: 60_000,
    nodeFlags: ["--disallow-code-generation-from-strings"],
  });

  it("checks the input, as Ajv does where it can generate code", () => {
    expect(child.stderr).toBe("");
    const answers = JSON.parse(child.stdout) as ToolInputResult[];
    expect(answers.map((answer) => rejected(answer).message)).toEqual([
      "create_issue failed due to the following issue:\nThe parameter `title` type is expected as `integer` but provided as `string`",
      "create_issue failed due to the following issue:\nThe parameter `title` type is expected as `integer` but provided as `string`",
    ]);
  });
});

describe("fail closed: whose fault a failed compile is", () => {
  it.each([
    [new EvalError("Code generation from strings disallowed for this context"), "engine"],
    [new RangeError("Maximum call stack size exceeded"), "engine"],
    [new Error("CodeGen: name must be a valid identifier"), "engine"],
    [new Error("ajv implementation error"), "engine"],
    ["a thrown string", "engine"],
    [new Error("schema is invalid: data/type must be array"), "schema"],
    [new Error("can't resolve reference #/nope from id #"), "schema"],
  ] as const)("%s: %s", (error, fault) => {
    expect(faultOf(error)).toBe(fault);
  });

  it("a reference cycle that overflows Ajv's compiler rejects the input, on every engine, before any compiles (finding 4)", () => {
    const cycle = {
      name: "cycle",
      inputSchema: {
        $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
        $ref: "#/$defs/a",
      },
    };
    for (const engine of ["ajv", "interpreter", "auto"] as const) {
      const result = rejected(createValidator({ engine }).validateToolInput(cycle, { m: 1 }));
      expect(result.schemaError).toBe(
        "The input of tool `cycle` could not be checked: no validation engine could compile its input schema here (its references lead back to themselves with no schema between: #/$defs/b → #/$defs/a → #/$defs/b); the input was rejected.",
      );
    }
  });

  it('onSchemaError: "pass" does not pass what an engine could not check', () => {
    const cycle = { $defs: { a: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" };
    const validator = createValidator({ engine: "ajv", onSchemaError: "pass" });
    expect(validator.validateToolInput({ name: "c", inputSchema: cycle }, {}).ok).toBe(false);
    expect(validator.validate(cycle, {})).toEqual({
      valid: false,
      status: "unchecked",
      errors: [],
      schemaError:
        "The input could not be checked: no validation engine could compile the schema here (its references lead back to themselves with no schema between: #/$defs/a → #/$defs/a).",
    });
  });
});

describe('$ref: "#" without $id (finding 2)', () => {
  const tree = {
    name: "tree",
    inputSchema: {
      type: "object",
      properties: { v: { type: "number" }, kids: { type: "array", items: { $ref: "#" } } },
    },
  };

  it("compiles, accepts a valid tree and rejects an invalid one at its depth", () => {
    const validator = createValidator();
    const valid = { v: 1, kids: [{ v: 2, kids: [{ v: 3 }] }] };
    expect(validator.validateToolInput(tree, valid)).toEqual({
      ok: true,
      status: "accepted",
      value: valid,
      coercions: [],
    });
    expect(rejected(validator.validateToolInput(tree, { v: 1, kids: [{ v: "x" }] })).message).toBe(
      "tree failed due to the following issue:\nThe parameter `kids[0].v` type is expected as `number` but provided as `string`",
    );
  });
});

describe("isolation: one tool's schema cannot change how another is validated (finding 3)", () => {
  it("tools whose $id is a meta-schema URI and that fail to compile leave later tools checked", () => {
    const validator = createValidator();
    for (const id of [
      "https://json-schema.org/draft/2020-12/schema",
      "http://json-schema.org/draft-07/schema#",
    ]) {
      const poison = { $id: id, type: "object", properties: { x: { $ref: "#/nope" } } };
      const result = validator.validateToolInput({ name: "poison", inputSchema: poison }, {});
      expect(result.ok && result.schemaError !== undefined).toBe(true);
    }
    for (const schema of [
      needsQ.inputSchema,
      { ...needsQ.inputSchema, $schema: "http://json-schema.org/draft-07/schema#" },
      { ...needsQ.inputSchema, properties: { q: { type: "string", format: "uri" } } },
    ]) {
      const result = validator.validateToolInput(
        { name: "needs_q", inputSchema: schema },
        { m: 1 },
      );
      expect(rejected(result).issues).toEqual([{ kind: "missing", path: ["q"] }]);
    }
  });

  it("a tool whose $id is a meta-schema URI compiles as itself, not as the meta-schema", () => {
    const validator = createValidator();
    const own = {
      $id: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { n: { type: "number" } },
    };
    expect(validator.validateToolInput({ name: "own", inputSchema: own }, { n: 1 }).ok).toBe(true);
    expect(validator.validateToolInput({ name: "own", inputSchema: own }, { n: "x" }).ok).toBe(
      false,
    );
    // The meta-schemas still check the next schema: an invalid one is reported as such.
    expect(validator.validate({ type: "dict" }, {})).toMatchObject({
      schemaError: expect.stringMatching(/^The schema could not be compiled: schema is invalid: /),
    });
  });
});
