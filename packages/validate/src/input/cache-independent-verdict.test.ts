// docs/security.md, "Inputs that are graphs": the verdict is the compiled check's, on the first
// call and on a warm one, through every entry point, and no input makes a check walk holes or
// shared children without bound (issue 25, finding 2). The hang-prone cases run in a child
// process so that a regression shows as a timeout, not as a frozen test runner.
import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { runModule } from "../test-support/run-module.js";

const script = `
  import { createValidator } from "@tool-input/validate";
  const sparse = () => { const a = []; a.length = 2 ** 32 - 1; a[7] = 1; return a; };
  const shared = (levels) => { let node = { v: 1 }; for (let i = 0; i < levels; i++) node = { a: node, b: node }; return node; };
  const cases = {
    "contains over a sparse array": [{ type: "array", contains: { type: "string" } }, sparse],
    "uniqueItems over a sparse array": [{ type: "array", uniqueItems: true }, sparse],
    "items without a type over a sparse array": [{ type: "array", items: { minimum: 1 } }, sparse],
    "prefixItems and items over a sparse array": [{ type: "array", prefixItems: [{}], items: { not: { type: "string" } } }, sparse],
    "uniqueItems over shared children": [{ type: "array", uniqueItems: true }, () => [shared(40), shared(40)]],
    "contains over a sparse array, draft-07": [{ $schema: "http://json-schema.org/draft-07/schema#", type: "array", items: [{}], additionalItems: { minimum: 0 }, contains: { type: "string" } }, sparse],
  };
  const answers = {};
  for (const engine of ["ajv", "interpreter"]) {
    for (const [name, [schema, make]] of Object.entries(cases)) {
      const validator = createValidator({ engine });
      const tool = { name: "t", inputSchema: schema };
      // The first call compiles; the second and third run the warm path.
      const calls = [make(), make(), make()].map((input) => validator.validateToolInput(tool, input).ok);
      const checked = validator.validate(schema, make()).valid;
      answers[engine + ": " + name] = { calls, checked };
    }
  }
  process.stdout.write(JSON.stringify(answers));`;

describe("hostile inputs are refused on every call and every entry point", () => {
  const child = runModule(script, { timeout: 90_000 });
  const answers = JSON.parse(child.stdout || "{}") as Record<string, unknown>;
  const names = [
    "contains over a sparse array",
    "uniqueItems over a sparse array",
    "items without a type over a sparse array",
    "prefixItems and items over a sparse array",
    "uniqueItems over shared children",
    "contains over a sparse array, draft-07",
  ];

  it.each(names.flatMap((name) => [`ajv: ${name}`, `interpreter: ${name}`]))(
    "%s: rejected cold and warm, and by validate()",
    (name) => {
      expect(child.error?.message ?? child.stderr).toBe("");
      expect(answers[name]).toEqual({ calls: [false, false, false], checked: false });
    },
  );
});

describe("the verdict does not depend on the cache", () => {
  const cyclic = () => {
    const input: Record<string, unknown> = { q: "x" };
    input.self = input;
    return input;
  };
  const getter = () => ({
    q: "x",
    get other(): never {
      throw new Error("read me not");
    },
  });
  const flat = { type: "object", properties: { q: { type: "string" } }, required: ["q"] };
  const reading = { ...flat, additionalProperties: { type: "string" } };
  const recursive = { type: "object", additionalProperties: { $ref: "#" } };
  // The fuzz run, seed 25, case 675: a Proxy whose traps throw, under a schema that never reads it.
  const proxy = () =>
    new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("trap");
        },
        get() {
          throw new Error("trap");
        },
      },
    );
  const unread = { type: "object", properties: { q: {} }, propertyNames: {} };

  it.each([
    ["a cycle the schema never walks", flat, cyclic],
    ["a cycle under a recursive schema", recursive, cyclic],
    ["a throwing getter the schema never reads", flat, getter],
    ["a throwing getter the schema reads", reading, getter],
    ["a throwing Proxy the schema never reads", unread, proxy],
  ] as const)("%s: the same verdict cold, warm and through validate()", (_, schema, make) => {
    for (const engine of ["ajv", "interpreter"] as const) {
      const tool = { name: "t", inputSchema: schema };
      const cold = createValidator({ engine }).validateToolInput(tool, make()).ok;
      const validator = createValidator({ engine });
      validator.validateToolInput(tool, { q: "warm" });
      const warm = validator.validateToolInput(tool, make()).ok;
      const checked = createValidator({ engine }).validate(schema, make()).valid;
      expect({ engine, cold, warm, checked }).toEqual({ engine, cold, warm: cold, checked: cold });
    }
  });

  // The fuzz run, seed 25, cases 296 and 492: `null` and `""` are valid as sent under these
  // schemas, and were read as `{}` (rule `empty`) on the first call only.
  it.each([
    ["null under a schema without type", { required: ["id"], propertyNames: {} }, null],
    ['"" in an enum', { additionalProperties: false, enum: [-5, ""] }, ""],
  ] as const)("%s: valid as sent, accepted as sent cold and warm", (_, schema, input) => {
    for (const engine of ["ajv", "interpreter"] as const) {
      const tool = { name: "t", inputSchema: schema };
      const cold = createValidator({ engine }).validateToolInput(tool, input);
      const validator = createValidator({ engine });
      validator.validateToolInput(tool, { id: 1 });
      const warm = validator.validateToolInput(tool, input);
      const checked = createValidator({ engine }).validate(schema, input).valid;
      expect({ engine, cold, warm, checked }).toEqual({
        engine,
        cold: { ok: true, status: "accepted", value: input, coercions: [] },
        warm: { ok: true, status: "accepted", value: input, coercions: [] },
        checked: true,
      });
    }
  });

  it("a cycle or a throwing getter the schema reads is rejected", () => {
    const validator = createValidator();
    expect(validator.validateToolInput({ name: "t", inputSchema: recursive }, cyclic()).ok).toBe(
      false,
    );
    expect(validator.validateToolInput({ name: "t", inputSchema: reading }, getter()).ok).toBe(
      false,
    );
  });

  it("toolInputSchema on a tool whose inputSchema getter throws rejects every input", () => {
    const tool = {
      name: "t",
      get inputSchema(): never {
        throw new Error("no schema for you");
      },
    };
    const schema = createValidator().toolInputSchema(tool);
    for (const input of [{}, { q: "x" }, "text"]) {
      const result = schema["~standard"].validate(input);
      expect("issues" in result && result.issues !== undefined).toBe(true);
    }
    expect(createValidator().validateToolInput(tool, {}).ok).toBe(false);
  });
});
