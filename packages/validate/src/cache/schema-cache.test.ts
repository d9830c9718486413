import { describe, expect, it } from "vitest";
import { createAjvEngine } from "../engine/ajv/ajv-engine.js";
import { SchemaCache } from "./schema-cache.js";

function cacheOf(capacity: number): SchemaCache {
  return new SchemaCache(capacity, [createAjvEngine()]);
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
    const cache = cacheOf(10);
    const a = cache.lookup({ type: "object", properties: { x: { type: "string" } } });
    const b = cache.lookup({ properties: { x: { type: "string" } }, type: "object" });
    expect(b).toBe(a);
    expect(cache.compiles).toBe(1);
  });

  it("compiles nothing until a schema is looked up (lazy)", () => {
    const engine = createAjvEngine();
    const cache = new SchemaCache(10, [engine]);
    expect(cache.compiles).toBe(0);
    expect(engine.compiled).toEqual({ check: 0, report: 0 });
  });

  it("keeps memory flat for 2,000 fresh deep copies of the same schema", () => {
    const cache = cacheOf(500);
    const first = cache.lookup(structuredClone(editFile));
    for (let i = 0; i < 2000; i++) {
      const entry = cache.lookup(structuredClone(editFile));
      expect(entry).toBe(first);
    }
    expect(cache.compiles).toBe(1);
    expect(cache.size).toBe(1);
  });

  it("does not compile from, keep, or mutate the caller's object", () => {
    const cache = cacheOf(10);
    const schema = structuredClone(editFile);
    const frozen = JSON.stringify(schema);
    const entry = cache.lookup(schema);
    expect(JSON.stringify(schema)).toBe(frozen);
    expect(entry.source).not.toBe(schema);
    expect(entry.source).toEqual(schema);
  });

  it("answers the same entry by identity, without stringifying again", () => {
    const cache = cacheOf(10);
    const schema = schemaNumber(1);
    const entry = cache.lookup(schema);
    expect(cache.peek(schema)).toBe(entry);
    expect(cache.peek(schemaNumber(1))).toBeUndefined();
    expect(cache.peek(undefined)).toBeUndefined();
    expect(cache.peek(true)).toBeUndefined();
  });
});

describe("SchemaCache: the LRU bound", () => {
  it("holds at most `capacity` schemas, and eviction drops their functions", () => {
    const cache = cacheOf(3);
    cache.lookup(schemaNumber(0));
    const entries = [];
    for (let i = 1; i < 50; i++) entries.push(cache.lookup(schemaNumber(i)));
    expect(cache.size).toBe(3);
    expect(cache.compiles).toBe(50);
    const evicted = entries[0];
    expect(evicted?.evicted).toBe(true);
    expect(evicted?.check).toBeUndefined();
    expect(evicted?.report).toBeUndefined();
    expect(evicted?.source).toBeUndefined();
  });

  it("recompiles an evicted schema on its next lookup, even by identity", () => {
    const cache = cacheOf(1);
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
    const cache = cacheOf(2);
    const kept = cache.lookup(schemaNumber(1));
    cache.lookup(schemaNumber(2));
    cache.lookup(schemaNumber(1));
    cache.lookup(schemaNumber(3));
    expect(kept.evicted).toBe(false);
    expect(cache.compiles).toBe(3);
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
    const cache = cacheOf(10);
    const entry = cache.lookup(schema);
    expect(entry.check).toBeUndefined();
    expect(entry.error).toBe(error);
  });

  it("caches the failure: a broken schema is compiled once", () => {
    const cache = cacheOf(10);
    const schema = { type: "object", properties: { a: { $ref: "#/nope" } } };
    const first = cache.lookup(schema);
    expect(cache.lookup(structuredClone(schema))).toBe(first);
    expect(cache.lookup(schema)).toBe(first);
    expect(cache.compiles).toBe(1);
  });

  it("a schema that refers to itself by object identity is reported, not followed", () => {
    const cache = cacheOf(10);
    const schema: Record<string, unknown> = { type: "object" };
    schema.properties = { self: schema };
    const entry = cache.lookup(schema);
    expect(entry.error).toBe("the schema is not JSON (it refers to itself)");
    expect(cache.lookup(schema)).toBe(entry);
  });

  it("a schema that cannot be read gives the thrown error's message, not a cycle", () => {
    const cache = cacheOf(10);
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
    const cache = cacheOf(10);
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

  it("a schema nested deeper than the stack is refused after reading 201 levels of it", () => {
    const cache = cacheOf(10);
    let schema: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 100_000; i++) schema = { items: schema };
    expect(cache.lookup(schema).error).toBe(
      "the schema is too complex to check (it nests more than 200 levels deep)",
    );
  });

  it("boolean schemas compile", () => {
    const cache = cacheOf(10);
    expect(cache.lookup(true).check?.({ any: 1 })).toBe(true);
    expect(cache.lookup(false).check?.({})).toBe(false);
  });
});
