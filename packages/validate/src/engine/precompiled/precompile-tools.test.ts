import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { JsonSchema } from "@tool-input/coerce";
import { afterAll, describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { createAjvEngine } from "../ajv/ajv-engine.js";
import { maxReportedErrors } from "../ajv/cap-report-errors.js";
import type { CompiledSchema } from "../types.js";
import { precompileTools } from "./precompile-tools.js";
import { createPrecompiledEngine, type PrecompiledTools } from "./precompiled-engine.js";

// Issue 25, item 4: the code `precompileTools` writes answers as the Ajv engine does, for the
// keywords and formats tool-input replaces (docs/security.md, "Linear in the input") and for
// `__proto__` inside the schema's literals.

const root = fileURLToPath(new URL("../../../../..", import.meta.url));
// Inside the repository (in the ignored .tmp/), so the module's `import "@tool-input/validate"`
// resolves as the tests' own imports do.
const folder = join(root, ".tmp", `precompile-tools-${process.pid}`);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let written = 0;
async function precompiledOf(schemas: readonly unknown[]): Promise<PrecompiledTools> {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `validators-${written++}.js`);
  writeFileSync(
    file,
    precompileTools(schemas.map((inputSchema, i) => ({ name: `t${i}`, inputSchema }))),
  );
  return ((await import(pathToFileURL(file).href)) as { precompiled: PrecompiledTools })
    .precompiled;
}

function compiled(
  outcome: ReturnType<ReturnType<typeof createAjvEngine>["compile"]>,
): CompiledSchema {
  if (!outcome.ok) throw new Error(`not compiled: ${outcome.reason}`);
  return outcome;
}

/** What an engine answers for `input`: the verdict and every error, as plain data. */
function answer(schema: CompiledSchema, input: unknown): unknown {
  return JSON.parse(JSON.stringify({ check: schema.check(input), report: schema.report(input) }));
}

const proto = (text: string): unknown => JSON.parse(text);

const cases: { name: string; schema: unknown; inputs: unknown[] }[] = [
  {
    name: "uniqueItems",
    schema: { type: "object", properties: { tags: { type: "array", uniqueItems: true } } },
    inputs: [
      { tags: ["a", "b"] },
      { tags: ["a", "b", "a"] },
      {
        tags: [
          { x: 1, y: 2 },
          { y: 2, x: 1 },
        ],
      },
      { tags: [1, "1"] },
      { tags: "a" },
    ],
  },
  {
    name: "uniqueItems: false",
    schema: { type: "array", uniqueItems: false },
    inputs: [[1, 1], []],
  },
  {
    name: "format url",
    schema: { type: "object", properties: { link: { type: "string", format: "url" } } },
    inputs: [
      { link: "https://example.com/a?b=c" },
      { link: "not a url" },
      { link: `https://example.com/${"a".repeat(3_000)}` },
      { link: `${"a".repeat(3_000)}` },
      { link: 3 },
    ],
  },
  {
    name: "__proto__ in const",
    schema: proto('{"type":"object","properties":{"a":{"const":{"__proto__":{"x":1}}}}}'),
    inputs: [proto('{"a":{"__proto__":{"x":1}}}'), { a: {} }, { a: { x: 1 } }],
  },
  {
    name: "__proto__ in enum",
    schema: proto('{"properties":{"b":{"enum":[{"__proto__":{"x":1}},{"k":{"__proto__":[]}}]}}}'),
    inputs: [
      proto('{"b":{"__proto__":{"x":1}}}'),
      proto('{"b":{"k":{"__proto__":[]}}}'),
      { b: {} },
      { b: { k: {} } },
    ],
  },
  {
    name: "__proto__ as a property name and in a string",
    schema: proto(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"s":{"const":"\\"__proto__\\":{"}},"required":["__proto__"]}',
    ),
    inputs: [proto('{"__proto__":"x","s":"\\"__proto__\\":{"}'), proto('{"__proto__":1}'), {}],
  },
];

describe("precompiled code answers as the Ajv engine does", () => {
  it.each(cases)("$name", async ({ schema, inputs }) => {
    const precompiled = await precompiledOf([schema]);
    expect(precompiled.tools[0]?.error).toBeUndefined();
    const copy = JSON.parse(JSON.stringify(schema)) as JsonSchema;
    const fromAjv = compiled(createAjvEngine().compile(copy));
    const fromModule = compiled(createPrecompiledEngine(precompiled).compile(copy));
    for (const input of inputs) {
      expect({ input, ...(answer(fromModule, input) as object) }).toEqual({
        input,
        ...(answer(fromAjv, input) as object),
      });
    }
  });

  it("stops a report past the errors it gathers, as the Ajv engine does", async () => {
    const names = Array.from({ length: 1_500 }, (_, i) => `k${i}`);
    const schema = { type: "array", items: { type: "object", required: names } };
    const fromModule = compiled(
      createPrecompiledEngine(await precompiledOf([schema])).compile(schema),
    );
    const errors = fromModule.report(Array.from({ length: 20_000 }, () => ({})));
    expect(errors).toHaveLength(maxReportedErrors + 1);
  });

  it("a duplicate's message names both items, as Ajv's does", async () => {
    const schema = { type: "array", uniqueItems: true };
    const fromModule = compiled(
      createPrecompiledEngine(await precompiledOf([schema])).compile(schema),
    );
    expect(fromModule.check([1, 2, 1])).toBe(false);
    expect(fromModule.report([1, 2, 1])).toMatchObject([
      {
        keyword: "uniqueItems",
        params: { i: 2, j: 0 },
        message: "must NOT have duplicate items (items ## 0 and 2 are identical)",
      },
    ]);
  });

  it("keeps Ajv's record of what was evaluated only where the schema reads it, as the Ajv engine does", async () => {
    const text = { properties: { a: { type: "string" } } };
    const single = { anyOf: [text] };
    const nullable = { anyOf: [text, text] };
    const closed = {
      anyOf: [{ properties: { a: {} } }, { properties: { b: {} } }],
      unevaluatedProperties: false,
    };
    const engine = createPrecompiledEngine(await precompiledOf([single, nullable, closed]));
    let reads = 0;
    const input = {
      get a() {
        reads++;
        return "x";
      },
    };
    const readsOf = (schema: unknown) => {
      const check = compiled(engine.compile(structuredClone(schema) as JsonSchema)).check;
      reads = 0;
      expect(check(input)).toBe(true);
      return reads;
    };
    // Where the record is kept, the second branch runs too and reads `a` as often again.
    expect(readsOf(single)).toBeGreaterThan(0);
    expect(readsOf(nullable)).toBe(readsOf(single));
    const both = compiled(engine.compile(structuredClone(closed)));
    expect(both.check({ a: 1, b: 2 })).toBe(true);
    expect(both.check({ a: 1, b: 2, c: 3 })).toBe(false);
  });

  it("the module's literals keep __proto__ as an own key, never a prototype", async () => {
    const schema = proto('{"const":{"__proto__":{"polluted":true}}}');
    const precompiled = await precompiledOf([schema]);
    const fromModule = compiled(createPrecompiledEngine(precompiled).compile(schema as JsonSchema));
    expect(fromModule.check({})).toBe(false);
    expect(fromModule.check(proto('{"__proto__":{"polluted":true}}'))).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("a schema whose text reads as Ajv's generated code", () => {
  it("is checked by the module's code, which keeps the text as it is", async () => {
    const inputSchema = {
      type: "object",
      properties: {
        snippet: { enum: ["const len0 = items.length;", "return 0;"] },
        count: { type: "integer", maximum: 10 },
      },
      required: ["snippet", "count"],
    };
    const precompiled = await precompiledOf([inputSchema]);
    expect(precompiled.tools[0]?.error).toBeUndefined();
    const validator = createValidator({ precompiled, engine: "interpreter" });
    const result = validator.validateToolInput(
      { name: "insert_snippet", inputSchema },
      { snippet: "rm -rf /", count: "lots" },
    );
    expect(result.ok ? undefined : result.message).toBe(
      "insert_snippet failed due to the following issues:\nThe parameter `count` type is expected as `integer` but provided as `string`\nThe parameter `snippet` must be one of `const len0 = items.length;`, `return 0;` but was `rm -rf /`",
    );
    expect(
      compiled(createPrecompiledEngine(precompiled).compile(inputSchema)).check({
        snippet: "return 0;",
        count: 1,
      }),
    ).toBe(true);
  });
});

describe("a schema no engine can check", () => {
  it("is left out of the module, so the precompiled engine hands it on as not held", async () => {
    const lookaround = { type: "string", pattern: "^(?!admin$)[a-z]+$" };
    const plain = { type: "string" };
    const precompiled = await precompiledOf([lookaround, plain]);
    expect(precompiled.tools.map((tool) => tool.name)).toEqual(["t1"]);
    expect(createPrecompiledEngine(precompiled).compile(lookaround)).toEqual({
      ok: false,
      fault: "engine",
      reason: "the schema is not in the precompiled module",
    });
  });

  it("is left out, with the validator's reason, where the validator refuses it before compiling", () => {
    const levels = 1_000;
    const deep = JSON.parse(
      `${'{"type":"object","properties":{"a":'.repeat(levels)}{"type":"string"}${"}}".repeat(levels)}`,
    ) as unknown;
    const wide = { anyOf: Array.from({ length: 5_000 }, (_, i) => ({ const: i })) };
    const cycle = {
      $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
      $ref: "#/$defs/a",
    };
    const leftOut: string[] = [];
    const module = precompileTools(
      [
        { name: "deep", inputSchema: deep },
        { name: "wide", inputSchema: wide },
        { name: "cycle", inputSchema: cycle },
        { name: "none", inputSchema: undefined },
        { name: "text", inputSchema: "object" },
        { name: "list", inputSchema: [] },
        { name: "plain", inputSchema: { type: "string" } },
      ],
      { onLeftOut: (name, reason) => leftOut.push(`${name}: ${reason}`) },
    );
    expect(leftOut).toEqual([
      "deep: the schema is too complex to check (it nests more than 200 levels deep)",
      "wide: the schema is too complex to check (it expands to more than 2,000 subschemas)",
      "cycle: its references lead back to themselves with no schema between: #/$defs/b → #/$defs/a → #/$defs/b",
      "none: the tool has no input schema",
      "text: the schema is a string, not a JSON Schema object or boolean",
      "list: the schema is an array, not a JSON Schema object or boolean",
    ]);
    expect(module).toContain('name: "plain"');
    expect(module).not.toMatch(/name: "(deep|wide|cycle|none|text|list)"/);
  });

  it("checks an object of another prototype on its own properties (docs/pipeline.md)", async () => {
    const inputSchema = {
      type: "object",
      properties: { file: { type: "object", required: ["path"] } },
      required: ["file"],
    };
    const precompiled = await precompiledOf([inputSchema]);
    const validator = createValidator({ precompiled, engine: "interpreter" });
    const tool = { name: "read_file", inputSchema };
    const inherits = { file: Object.create({ path: "notes.txt" }) as object };
    const result = validator.validateToolInput(tool, inherits);
    expect(result.ok ? undefined : result.message).toBe(
      "read_file failed due to the following issue:\nThe required parameter `file.path` is missing",
    );
    expect(validator.validateToolInput(tool, { file: { path: "notes.txt" } }).ok).toBe(true);
  });

  it("compares const and enum objects as JSON, as the engines do (docs/pipeline.md)", async () => {
    const inputSchema: Record<string, unknown> = {
      type: "object",
      properties: { x: { const: { a: 1 } }, y: { enum: [{ constructor: {} }, { b: 2 }] } },
    };
    const precompiled = await precompiledOf([inputSchema]);
    const validator = createValidator({ precompiled, engine: "interpreter" });
    const tool = { name: "t", inputSchema };
    const result = validator.validateToolInput(tool, { x: { valueOf: 1 } });
    expect(result.ok ? undefined : result.message).toBe(
      't failed due to the following issue:\nThe parameter `x` must be `{"a":1}` but was `{"valueOf":1}`',
    );
    expect(validator.validateToolInput(tool, { y: { constructor: {} } }).ok).toBe(true);
  });
});

describe("the valid-input flags in precompiled code (docs/pipeline.md, Precompiled validators)", () => {
  // Open by omission, as FastMCP writes it: a near-miss key is rejected, leaked markup too.
  const inputSchema = {
    type: "object",
    properties: {
      project_id: { type: "string" },
      note: { type: "string" },
      limit: { type: "integer" },
    },
    required: ["note"],
  };
  const tool = { name: "list_issues", inputSchema };
  const inputs = [
    { note: "a", project: "x" },
    { note: 'done</parameter>\n<parameter name="limit">5' },
    { note: "a", project_id: "x", limit: 3 },
    { note: "a", limit: "3" },
  ];

  it("are raised by the module's check, as by the Ajv engine's", async () => {
    const precompiled = await precompiledOf([inputSchema]);
    const schema = compiled(createPrecompiledEngine(precompiled).compile(inputSchema));
    const flags = schema.validInputFlags;
    expect(flags).toBeDefined();
    const raisedBy = (input: unknown): boolean => {
      const before = flags?.raised;
      schema.check(input);
      return flags?.raised !== before;
    };
    expect(inputs.map(raisedBy)).toEqual([true, true, false, false]);
  });

  it("give the Ajv engine's answers, accepted, rejected and repaired", async () => {
    const precompiled = await precompiledOf([inputSchema]);
    const fromModule = createValidator({ precompiled, engine: "interpreter" });
    const ajv = createValidator();
    const answers = inputs.map((input) => fromModule.validateToolInput(tool, input));
    expect(answers).toEqual(inputs.map((input) => ajv.validateToolInput(tool, input)));
    expect(answers.map((answer) => (answer.ok ? answer.value : answer.message))).toEqual([
      "list_issues failed due to the following issue:\nAn unexpected parameter `project` was provided (did you mean `project_id`?)",
      expect.stringContaining("list_issues failed due to the following issue"),
      inputs[2],
      { note: "a", limit: 3 },
    ]);
  });

  it("are not read from a module bound to another copy of the package, which is walked instead", async () => {
    const precompiled = await precompiledOf([inputSchema]);
    const elsewhere = { ...precompiled, runtime: {} };
    expect(createPrecompiledEngine(elsewhere).compile(inputSchema)).not.toHaveProperty(
      "validInputFlags",
    );
    const { runtime: _none, ...written } = precompiled;
    expect(createPrecompiledEngine(written).compile(inputSchema)).not.toHaveProperty(
      "validInputFlags",
    );
    const validator = createValidator({ precompiled: elsewhere, engine: "interpreter" });
    const result = validator.validateToolInput(tool, inputs[0]);
    expect(result.ok ? undefined : result.message).toBe(
      "list_issues failed due to the following issue:\nAn unexpected parameter `project` was provided (did you mean `project_id`?)",
    );
  });
});
