import type { JsonSchema } from "@tool-input/coerce";
import type { ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import type { CompiledSchema } from "../types.js";
import { createAjvEngine } from "./ajv-engine.js";

const editFile = {
  type: "object",
  properties: {
    path: { type: "string" },
    edits: {
      type: "array",
      items: {
        type: "object",
        properties: { oldText: { type: "string" }, newText: { type: "string" } },
        required: ["oldText", "newText"],
      },
    },
    dryRun: { default: false, type: "boolean" },
  },
  required: ["path", "edits"],
  $schema: "http://json-schema.org/draft-07/schema#",
};

function compiled(schema: unknown, engine = createAjvEngine()): CompiledSchema {
  const outcome = engine.compile(schema as JsonSchema);
  if (!outcome.ok) throw new Error(`expected a compiled schema: ${outcome.reason}`);
  return outcome;
}

describe("Ajv engine: the reporting function, compiled lazily", () => {
  it("compiles only the checking function until the first report", () => {
    const engine = createAjvEngine();
    compiled(editFile, engine);
    expect(engine.compiled).toEqual({ check: 1, report: 0 });
  });

  it("the checking function stops at the first error and has no verbose fields", () => {
    const check = compiled(editFile).check as ValidateFunction;
    expect(check({ path: 1, edits: "x" })).toBe(false);
    expect(check.errors).toHaveLength(1);
    expect(check.errors?.[0]).not.toHaveProperty("parentSchema");
  });

  it("compiles the reporting function once, and it lists every error with its verbose fields", () => {
    const engine = createAjvEngine();
    const { report } = compiled(editFile, engine);
    const errors = report({ path: 1, edits: "x" });
    expect(report({ path: 2, edits: "y" })).toHaveLength(2);
    expect(engine.compiled).toEqual({ check: 1, report: 1 });
    expect(errors.map((error) => error.instancePath)).toEqual(["/path", "/edits"]);
    expect(errors[0]?.parentSchema).toEqual({ type: "string" });
    expect(errors[0]?.data).toBe(1);
    expect(report({ path: "a", edits: [] })).toEqual([]);
  });

  it("returns errors that a later call does not overwrite", () => {
    const { report } = compiled(editFile);
    const first = report({ path: 1, edits: [] });
    report({ edits: [] });
    expect(first.map((error) => error.instancePath)).toEqual(["/path"]);
  });

  it("a schema without $schema reports under the dialect that compiled it (draft-07 after 2020-12 failed)", () => {
    // Under 2020-12 an `items` array is invalid; draft-07 reads it as a tuple.
    const { report } = compiled({ type: "array", items: [{ type: "string" }] });
    expect(report([1]).map((error) => [error.instancePath, error.keyword])).toEqual([
      ["/0", "type"],
    ]);
  });
});

describe("Ajv engine: dialects", () => {
  const prefixItems = { type: "array", prefixItems: [{ type: "number" }] };
  const cases: { name: string; schema: Record<string, unknown>; input: unknown; valid: boolean }[] =
    [
      {
        name: "no $schema compiles as 2020-12 (prefixItems applies)",
        schema: prefixItems,
        input: ["x"],
        valid: false,
      },
      {
        name: "draft-07 ignores prefixItems",
        schema: { ...prefixItems, $schema: "http://json-schema.org/draft-07/schema#" },
        input: ["x"],
        valid: true,
      },
      {
        name: "draft-07 spelled with https and no # is still draft-07",
        schema: { ...prefixItems, $schema: "https://json-schema.org/draft-07/schema" },
        input: ["x"],
        valid: true,
      },
      {
        name: "2019-09 applies dependentRequired",
        schema: {
          $schema: "https://json-schema.org/draft/2019-09/schema",
          type: "object",
          dependentRequired: { a: ["b"] },
        },
        input: { a: 1 },
        valid: false,
      },
      {
        name: "2020-12 named explicitly",
        schema: { ...prefixItems, $schema: "https://json-schema.org/draft/2020-12/schema" },
        input: [1],
        valid: true,
      },
      {
        name: "an unknown $schema is dropped, not fatal (2020-12)",
        schema: { ...prefixItems, $schema: "https://example.com/custom-meta" },
        input: ["x"],
        valid: false,
      },
      {
        name: "no $schema falls back to draft-07 when 2020-12 cannot compile (items as an array)",
        schema: { type: "array", items: [{ type: "number" }] },
        input: ["x"],
        valid: false,
      },
      {
        name: "draft-04 compiles as draft-07",
        schema: {
          $schema: "http://json-schema.org/draft-04/schema#",
          type: "object",
          properties: { n: { type: "integer" } },
        },
        input: { n: 1.5 },
        valid: false,
      },
    ];

  it.each(cases)("$name", ({ schema, input, valid }) => {
    expect(compiled(schema).check(input)).toBe(valid);
  });
});

describe("Ajv engine: $id", () => {
  it("two different schemas sharing one $id both compile and keep their own rules", () => {
    const engine = createAjvEngine();
    const a = compiled(
      {
        $id: "https://example.com/input.json",
        type: "object",
        properties: { a: { type: "string" } },
        required: ["a"],
      },
      engine,
    );
    const b = compiled(
      {
        $id: "https://example.com/input.json",
        type: "object",
        properties: { b: { type: "number" } },
        required: ["b"],
      },
      engine,
    );
    expect([a.check({ a: "x" }), a.check({ b: 1 })]).toEqual([true, false]);
    expect([b.check({ b: 1 }), b.check({ a: "x" })]).toEqual([true, false]);
  });

  it("two schemas sharing a nested $id each resolve their own", () => {
    const engine = createAjvEngine();
    const withItem = (type: string) => ({
      type: "object",
      properties: { x: { $ref: "item.json" } },
      $defs: { item: { $id: "item.json", type } },
    });
    const numbers = compiled(withItem("number"), engine);
    const strings = compiled(withItem("string"), engine);
    expect([numbers.check({ x: 1 }), numbers.check({ x: "s" })]).toEqual([true, false]);
    expect([strings.check({ x: "s" }), strings.check({ x: 1 })]).toEqual([true, false]);
  });

  it("a $ref through the root's own $id still resolves", () => {
    const { check } = compiled({
      $id: "https://example.com/tree.json",
      type: "object",
      properties: { child: { $ref: "https://example.com/tree.json#/$defs/leaf" } },
      $defs: { leaf: { type: "string" } },
    });
    expect([check({ child: "x" }), check({ child: 1 })]).toEqual([true, false]);
  });

  it("one schema compiled twice on one engine compiles both times", () => {
    const engine = createAjvEngine();
    const schema = { $id: "https://example.com/x.json", type: "string" };
    compiled(schema, engine);
    expect(compiled(structuredClone(schema), engine).check("x")).toBe(true);
  });
});

describe("Ajv engine: whose fault a failed compile is", () => {
  it.each([
    [{ type: "dict" }, "schema"],
    [{ $ref: "#/nope" }, "schema"],
    [{ type: "string", pattern: "(" }, "schema"],
  ] as const)("%j: the schema's", (schema, fault) => {
    const outcome = createAjvEngine().compile(schema);
    expect(outcome.ok ? "compiled" : outcome.fault).toBe(fault);
  });
});
