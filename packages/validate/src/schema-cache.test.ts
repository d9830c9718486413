import type { Dialect } from "@tool-input/coerce";
import { describe, expect, it } from "vitest";
import { SchemaCache } from "./schema-cache.js";

/** How many schemas Ajv holds in its internal cache, over every instance the cache made. */
function ajvHeld(cache: SchemaCache): number {
  let held = 0;
  for (const ajv of [...cache.ajvInstances.values(), ...cache.reportingAjvInstances.values()]) {
    held += (ajv as unknown as { _cache: Map<unknown, unknown> })._cache.size;
  }
  return held;
}

function schemaNumber(i: number) {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    type: "object",
    properties: { [`p${i}`]: { type: "string" } },
  };
}

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

describe("SchemaCache: compiling once per schema content", () => {
  it("compiles two equal schemas once, whatever their key order", () => {
    const cache = new SchemaCache(10);
    const a = cache.lookup({ type: "object", properties: { x: { type: "string" } } });
    const b = cache.lookup({ properties: { x: { type: "string" } }, type: "object" });
    expect(b).toBe(a);
    expect(cache.compiles).toBe(1);
  });

  it("compiles nothing until a schema is looked up (lazy)", () => {
    const cache = new SchemaCache(10);
    expect(cache.compiles).toBe(0);
    expect(cache.ajvInstances.size).toBe(0);
  });

  it("keeps memory flat for 2,000 fresh deep copies of the same schema", () => {
    const cache = new SchemaCache(500);
    const first = cache.lookup(structuredClone(editFile));
    const heldAfterFirst = ajvHeld(cache);
    for (let i = 0; i < 2000; i++) {
      const entry = cache.lookup(structuredClone(editFile));
      expect(entry).toBe(first);
    }
    expect(cache.compiles).toBe(1);
    expect(cache.size).toBe(1);
    expect(ajvHeld(cache)).toBe(heldAfterFirst);
  });

  it("does not compile from, keep, or mutate the caller's object", () => {
    const cache = new SchemaCache(10);
    const schema = structuredClone(editFile);
    const frozen = JSON.stringify(schema);
    const entry = cache.lookup(schema);
    expect(JSON.stringify(schema)).toBe(frozen);
    expect(entry.source).not.toBe(schema);
    expect(entry.source).toEqual(schema);
    for (const ajv of cache.ajvInstances.values()) {
      expect((ajv as unknown as { _cache: Map<unknown, unknown> })._cache.has(schema)).toBe(false);
    }
  });

  it("answers the same entry by identity, without stringifying again", () => {
    const cache = new SchemaCache(10);
    const schema = schemaNumber(1);
    const entry = cache.lookup(schema);
    expect(cache.peek(schema)).toBe(entry);
    expect(cache.peek(schemaNumber(1))).toBeUndefined();
    expect(cache.peek(undefined)).toBeUndefined();
    expect(cache.peek(true)).toBeUndefined();
  });
});

describe("SchemaCache: the reporting function, compiled lazily", () => {
  it("compiles only the checking function on lookup, and no reporting instance", () => {
    const cache = new SchemaCache(10);
    const entry = cache.lookup(structuredClone(editFile));
    expect(entry.check).toBeDefined();
    expect(entry.report).toBeUndefined();
    expect(cache.reportCompiles).toBe(0);
    expect(cache.reportingAjvInstances.size).toBe(0);
  });

  it("the checking function stops at the first error and has no verbose fields", () => {
    const cache = new SchemaCache(10);
    const check = cache.lookup(structuredClone(editFile)).check;
    expect(check?.({ path: 1, edits: "x" })).toBe(false);
    expect(check?.errors).toHaveLength(1);
    expect(check?.errors?.[0]).not.toHaveProperty("parentSchema");
  });

  it("compiles the reporting function once, on the first call, under the same dialect", () => {
    const cache = new SchemaCache(10);
    const entry = cache.lookup(structuredClone(editFile));
    const report = entry.reporter();
    expect(entry.reporter()).toBe(report);
    expect(entry.report).toBe(report);
    expect(cache.reportCompiles).toBe(1);
    expect(cache.compiles).toBe(1);
    expect([...cache.reportingAjvInstances.keys()]).toEqual(["draft-07"]);
    expect(report?.({ path: 1, edits: "x" })).toBe(false);
    expect(report?.errors?.map((error) => error.instancePath)).toEqual(["/path", "/edits"]);
    expect(report?.errors?.[0]?.parentSchema).toEqual({ type: "string" });
    expect(report?.errors?.[0]?.data).toBe(1);
  });

  it("a schema without $schema reports under the dialect that compiled it (draft-07 after 2020-12 failed)", () => {
    const cache = new SchemaCache(10);
    const entry = cache.lookup({ type: "array", items: [{ type: "string" }] });
    expect(entry.reporter()?.([1])).toBe(false);
    expect([...cache.reportingAjvInstances.keys()]).toEqual(["draft-07"]);
  });

  it("a schema that cannot compile has no reporting function either", () => {
    const cache = new SchemaCache(10);
    expect(cache.lookup({ $ref: "#/nope" }).reporter()).toBeUndefined();
    expect(cache.lookup(undefined).reporter()).toBeUndefined();
    expect(cache.reportCompiles).toBe(0);
  });

  it("eviction removes both functions from Ajv, and a recompiled entry reports again", () => {
    const cache = new SchemaCache(1);
    const schema = schemaNumber(1);
    const before = cache.lookup(schema);
    before.reporter();
    const heldWithBoth = ajvHeld(cache);
    cache.lookup(schemaNumber(2));
    expect(before.evicted).toBe(true);
    expect(before.report).toBeUndefined();
    expect(before.reporter()).toBeUndefined();
    // Schema 2's checking function replaces schema 1's; schema 1's reporting function is gone.
    expect(ajvHeld(cache)).toBe(heldWithBoth - 1);
    const after = cache.lookup(schema);
    expect(after.reporter()?.({ p1: 1 })).toBe(false);
    expect(cache.reportCompiles).toBe(2);
  });
});

describe("SchemaCache: the LRU bound", () => {
  it("holds at most `capacity` schemas, and eviction removes them from Ajv", () => {
    const cache = new SchemaCache(3);
    cache.lookup(schemaNumber(0));
    const heldWithOne = ajvHeld(cache);
    const entries = [];
    for (let i = 1; i < 50; i++) entries.push(cache.lookup(schemaNumber(i)));
    expect(cache.size).toBe(3);
    expect(cache.compiles).toBe(50);
    expect(ajvHeld(cache)).toBe(heldWithOne + 2);
    const evicted = entries[0];
    expect(evicted?.evicted).toBe(true);
    expect(evicted?.check).toBeUndefined();
    expect(evicted?.source).toBeUndefined();
  });

  it("recompiles an evicted schema on its next lookup, even by identity", () => {
    const cache = new SchemaCache(1);
    const schema = schemaNumber(1);
    const before = cache.lookup(schema);
    cache.lookup(schemaNumber(2));
    expect(before.evicted).toBe(true);
    const after = cache.lookup(schema);
    expect(after).not.toBe(before);
    expect(after.check?.({ p1: "x" })).toBe(true);
    expect(after.check?.({ p1: 1 })).toBe(false);
    expect(cache.compiles).toBe(3);
  });

  it("a lookup refreshes recency, so the used schema survives", () => {
    const cache = new SchemaCache(2);
    const kept = cache.lookup(schemaNumber(1));
    cache.lookup(schemaNumber(2));
    cache.lookup(schemaNumber(1));
    cache.lookup(schemaNumber(3));
    expect(kept.evicted).toBe(false);
    expect(cache.compiles).toBe(3);
  });
});

describe("SchemaCache: dialects", () => {
  const prefixItems = { type: "array", prefixItems: [{ type: "number" }] };
  const cases: {
    name: string;
    schema: Record<string, unknown>;
    input: unknown;
    valid: boolean;
    dialect: Dialect;
  }[] = [
    {
      name: "no $schema compiles as 2020-12 (prefixItems applies)",
      schema: prefixItems,
      input: ["x"],
      valid: false,
      dialect: "2020-12",
    },
    {
      name: "draft-07 ignores prefixItems",
      schema: { ...prefixItems, $schema: "http://json-schema.org/draft-07/schema#" },
      input: ["x"],
      valid: true,
      dialect: "draft-07",
    },
    {
      name: "draft-07 spelled with https and no # is still draft-07",
      schema: { ...prefixItems, $schema: "https://json-schema.org/draft-07/schema" },
      input: ["x"],
      valid: true,
      dialect: "draft-07",
    },
    {
      name: "2019-09 runs on its own instance",
      schema: {
        $schema: "https://json-schema.org/draft/2019-09/schema",
        type: "object",
        dependentRequired: { a: ["b"] },
      },
      input: { a: 1 },
      valid: false,
      dialect: "2019-09",
    },
    {
      name: "2020-12 named explicitly",
      schema: { ...prefixItems, $schema: "https://json-schema.org/draft/2020-12/schema" },
      input: [1],
      valid: true,
      dialect: "2020-12",
    },
    {
      name: "an unknown $schema is dropped, not fatal (2020-12)",
      schema: { ...prefixItems, $schema: "https://example.com/custom-meta" },
      input: ["x"],
      valid: false,
      dialect: "2020-12",
    },
    {
      name: "no $schema falls back to draft-07 when 2020-12 cannot compile (items as an array)",
      schema: { type: "array", items: [{ type: "number" }] },
      input: ["x"],
      valid: false,
      dialect: "draft-07",
    },
    {
      name: "draft-04 compiles on the draft-07 instance",
      schema: {
        $schema: "http://json-schema.org/draft-04/schema#",
        type: "object",
        properties: { n: { type: "integer" } },
      },
      input: { n: 1.5 },
      valid: false,
      dialect: "draft-07",
    },
  ];

  it.each(cases)("$name", ({ schema, input, valid, dialect }) => {
    const cache = new SchemaCache(10);
    const entry = cache.lookup(schema);
    expect(entry.error).toBeUndefined();
    expect(entry.check?.(input)).toBe(valid);
    expect(dialectsHolding(cache, withoutSchema(schema))).toEqual([dialect]);
  });
});

/** The dialects whose Ajv instance holds a compiled schema equal to `schema`. */
function dialectsHolding(cache: SchemaCache, schema: unknown): Dialect[] {
  const text = JSON.stringify(schema);
  return [...cache.ajvInstances]
    .filter(([, ajv]) =>
      [...(ajv as unknown as { _cache: Map<unknown, unknown> })._cache.keys()].some(
        (key) => JSON.stringify(key) === text,
      ),
    )
    .map(([dialect]) => dialect);
}

function withoutSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dropped, ...rest } = schema;
  return rest;
}

describe("SchemaCache: $id", () => {
  it("two different tools sharing one $id both compile and keep their own rules", () => {
    const cache = new SchemaCache(10);
    const a = cache.lookup({
      $id: "https://example.com/input.json",
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
    });
    const b = cache.lookup({
      $id: "https://example.com/input.json",
      type: "object",
      properties: { b: { type: "number" } },
      required: ["b"],
    });
    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(a.check?.({ a: "x" })).toBe(true);
    expect(a.check?.({ b: 1 })).toBe(false);
    expect(b.check?.({ b: 1 })).toBe(true);
    expect(b.check?.({ a: "x" })).toBe(false);
  });

  it("two tools sharing a nested $id each resolve their own", () => {
    const cache = new SchemaCache(10);
    const withItem = (type: string) => ({
      type: "object",
      properties: { x: { $ref: "item.json" } },
      $defs: { item: { $id: "item.json", type } },
    });
    const numbers = cache.lookup(withItem("number"));
    const strings = cache.lookup(withItem("string"));
    expect(numbers.check?.({ x: 1 })).toBe(true);
    expect(numbers.check?.({ x: "s" })).toBe(false);
    expect(strings.check?.({ x: "s" })).toBe(true);
    expect(strings.check?.({ x: 1 })).toBe(false);
  });

  it("a $ref through the root's own $id still resolves", () => {
    const cache = new SchemaCache(10);
    const entry = cache.lookup({
      $id: "https://example.com/tree.json",
      type: "object",
      properties: { child: { $ref: "https://example.com/tree.json#/$defs/leaf" } },
      $defs: { leaf: { type: "string" } },
    });
    expect(entry.error).toBeUndefined();
    expect(entry.check?.({ child: "x" })).toBe(true);
    expect(entry.check?.({ child: 1 })).toBe(false);
  });

  it("an evicted schema with $id can be compiled again", () => {
    const cache = new SchemaCache(1);
    const schema = { $id: "https://example.com/x.json", type: "string" };
    cache.lookup(schema);
    cache.lookup({ type: "number" });
    const again = cache.lookup(structuredClone(schema));
    expect(again.error).toBeUndefined();
    expect(again.check?.("x")).toBe(true);
  });
});

describe("SchemaCache: schemas that cannot compile", () => {
  const cases: { name: string; schema: unknown; error: string }[] = [
    {
      name: "an unresolvable $ref",
      schema: { type: "object", properties: { a: { $ref: "#/$defs/missing" } } },
      error: "can't resolve reference #/$defs/missing from id #",
    },
    {
      name: "a draft-04 boolean exclusiveMinimum in a draft-07 schema",
      schema: {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "number",
        minimum: 1,
        exclusiveMinimum: true,
      },
      error: "schema is invalid: data/exclusiveMinimum must be number",
    },
    {
      name: "an unknown type name",
      schema: { type: "dict" },
      error:
        "schema is invalid: data/type must be equal to one of the allowed values, data/type must be array, data/type must match a schema in anyOf",
    },
    { name: "a missing schema", schema: undefined, error: "the tool has no input schema" },
    {
      name: "null",
      schema: null,
      error: "the schema is null, not a JSON Schema object or boolean",
    },
    {
      name: "a string",
      schema: "object",
      error: "the schema is a string, not a JSON Schema object or boolean",
    },
    {
      name: "an array",
      schema: [{ type: "string" }],
      error: "the schema is an array, not a JSON Schema object or boolean",
    },
  ];

  it.each(cases)("$name gives its reason and no compiled function", ({ schema, error }) => {
    const cache = new SchemaCache(10);
    const entry = cache.lookup(schema);
    expect(entry.check).toBeUndefined();
    expect(entry.error).toBe(error);
  });

  it("caches the failure: a broken schema is compiled once", () => {
    const cache = new SchemaCache(10);
    const schema = { type: "object", properties: { a: { $ref: "#/nope" } } };
    const first = cache.lookup(schema);
    expect(cache.lookup(structuredClone(schema))).toBe(first);
    expect(cache.lookup(schema)).toBe(first);
    expect(cache.compiles).toBe(1);
  });

  it("a failed compile leaves nothing behind in Ajv", () => {
    const cache = new SchemaCache(10);
    cache.lookup({ type: "string" });
    const held = ajvHeld(cache);
    cache.lookup({ $schema: "https://json-schema.org/draft/2020-12/schema", $ref: "#/nope" });
    expect(ajvHeld(cache)).toBe(held);
  });

  it("a schema that refers to itself by object identity is reported, not followed", () => {
    const cache = new SchemaCache(10);
    const schema: Record<string, unknown> = { type: "object" };
    schema.properties = { self: schema };
    const entry = cache.lookup(schema);
    expect(entry.error).toBe("the schema is not JSON (it refers to itself)");
    expect(cache.lookup(schema)).toBe(entry);
  });

  it("a schema that cannot be read gives the thrown error's message, not a cycle", () => {
    const cache = new SchemaCache(10);
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("y");
        },
      },
    );
    expect(cache.lookup(proxy).error).toBe("the schema could not be read (y)");
    const getter = {
      type: "object",
      get properties(): never {
        throw new TypeError("no properties here");
      },
    };
    expect(cache.lookup(getter).error).toBe("the schema could not be read (no properties here)");
  });

  it("a throwing RangeError that is not a stack overflow is not read as deep nesting", () => {
    const cache = new SchemaCache(10);
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new RangeError("out of range");
        },
      },
    );
    expect(cache.lookup(proxy).error).toBe("the schema could not be read (out of range)");
  });

  it("a schema nested deeper than the stack is reported as such", () => {
    const cache = new SchemaCache(10);
    let schema: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 100_000; i++) schema = { items: schema };
    expect(cache.lookup(schema).error).toBe("the schema is nested too deeply to read");
  });

  it("boolean schemas compile", () => {
    const cache = new SchemaCache(10);
    expect(cache.lookup(true).check?.({ any: 1 })).toBe(true);
    expect(cache.lookup(false).check?.({})).toBe(false);
  });
});
