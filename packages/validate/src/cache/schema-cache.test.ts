import { describe, expect, it } from "vitest";
import { createAjvEngine } from "../engine/ajv/ajv-engine.js";
import type { LiveEntry } from "./cache-entry.js";
import { SchemaCache } from "./schema-cache.js";

function cacheOf(capacity: number): SchemaCache {
  return new SchemaCache(capacity, [createAjvEngine()]);
}

function reasonOf(entry: LiveEntry): string | undefined {
  return entry.state === "broken" ? entry.reason : undefined;
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

  it("reads a schema through its toJSON, so the verdict does not depend on what came first", () => {
    const own = () => ({ type: "object", properties: { a: { type: "string" } } });
    const written = { type: "object", properties: { a: { type: "number" } } };
    const withToJson = () => ({ ...own(), toJSON: () => written });
    for (const order of [[withToJson], [own, withToJson]]) {
      const cache = cacheOf(10);
      const entries = order.map((make) => cache.lookup(make()));
      const last = entries[entries.length - 1] as LiveEntry;
      expect(last.state === "compiled" && last.check({ a: 1 })).toBe(true);
    }
    // Its fresh copies share one entry, as any equal content does.
    const cache = cacheOf(10);
    expect(cache.lookup(withToJson())).toBe(cache.lookup(withToJson()));
    expect(cache.compiles).toBe(1);
  });

  it("reads a wrapper object as the primitive it wraps, so the verdict does not depend on what came first", () => {
    const strict = () => ({ type: "object", additionalProperties: new Boolean(false) });
    const open = { type: "object", additionalProperties: {} };
    for (const order of [[strict], [() => open, strict]]) {
      const cache = cacheOf(10);
      const entries = order.map((make) => cache.lookup(make()));
      const last = entries[entries.length - 1] as LiveEntry;
      expect(last.state === "compiled" && last.check({ extra: 1 })).toBe(false);
    }
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
  it("holds at most `capacity` schemas, and an evicted one holds nothing but its state", () => {
    const cache = cacheOf(3);
    const first = schemaNumber(0);
    const copy = structuredClone(first);
    cache.lookup(first);
    cache.lookup(copy);
    for (let i = 1; i < 50; i++) cache.lookup(schemaNumber(i));
    expect(cache.size).toBe(3);
    expect(cache.compiles).toBe(50);
    // Both objects of that content see it: no compiled function stays reachable through either.
    expect(cache.peek(first)).toEqual({ state: "evicted" });
    expect(cache.peek(copy)).toEqual({ state: "evicted" });
  });

  it("recompiles an evicted schema on its next lookup, even by identity", () => {
    const cache = cacheOf(1);
    const schema = schemaNumber(1);
    const before = cache.lookup(schema);
    cache.lookup(schemaNumber(2));
    expect(cache.peek(schema)?.state).toBe("evicted");
    const after = cache.lookup(schema);
    expect(after).not.toBe(before);
    expect(after.state).toBe("compiled");
    expect(after.state === "compiled" && after.check({ p1: "x" })).toBe(true);
    expect(after.state === "compiled" && after.check({ p1: 1 })).toBe(false);
    expect(cache.peek(schema)).toBe(after);
    expect(cache.compiles).toBe(3);
  });

  it("a lookup refreshes recency, so the used schema survives", () => {
    const cache = cacheOf(2);
    const schema = schemaNumber(1);
    const kept = cache.lookup(schema);
    cache.lookup(schemaNumber(2));
    cache.lookup(schemaNumber(1));
    cache.lookup(schemaNumber(3));
    expect(cache.peek(schema)).toBe(kept);
    expect(kept.state).toBe("compiled");
    expect(cache.compiles).toBe(3);
  });

  it("evicts a broken schema's entry too, and finds the same fault again", () => {
    const cache = cacheOf(1);
    const schema = { type: "object", properties: { a: { $ref: "#/nope" } } };
    const before = cache.lookup(schema);
    cache.lookup(schemaNumber(1));
    expect(cache.peek(schema)).toEqual({ state: "evicted" });
    const after = cache.lookup(schema);
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
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

  it.each(cases)("$name is a broken entry with its reason and no function", ({ schema, error }) => {
    const cache = cacheOf(10);
    const entry = cache.lookup(schema);
    expect(entry).toMatchObject({ state: "broken", fault: "schema", reason: error });
    expect(Object.keys(entry).sort()).toEqual(
      [
        "coercers",
        "defaultCoercer",
        "fault",
        "reason",
        "source",
        "state",
        "firstPassCoercer",
      ].sort(),
    );
  });

  it("a schema the engines cannot check is broken by the engines' fault, its copy kept for coercion", () => {
    const cache = cacheOf(10);
    const schema = {
      $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
      properties: { x: { $ref: "#/$defs/a" } },
    };
    const entry = cache.lookup(schema);
    expect(entry).toMatchObject({
      state: "broken",
      fault: "engine",
      reason:
        "its references lead back to themselves with no schema between: #/$defs/b → #/$defs/a → #/$defs/b",
      source: schema,
    });
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
    expect(reasonOf(entry)).toBe("the schema is not JSON (it refers to itself)");
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
    expect(reasonOf(cache.lookup(proxy))).toBe("the schema could not be read (y)");
    const getter = {
      type: "object",
      get properties(): never {
        throw new TypeError("no properties here");
      },
    };
    expect(reasonOf(cache.lookup(getter))).toBe(
      "the schema could not be read (no properties here)",
    );
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
    expect(reasonOf(cache.lookup(proxy))).toBe("the schema could not be read (out of range)");
  });

  it("a schema nested deeper than the stack is refused after reading 201 levels of it", () => {
    const cache = cacheOf(10);
    let schema: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 100_000; i++) schema = { items: schema };
    expect(reasonOf(cache.lookup(schema))).toBe(
      "the schema is too complex to check (it nests more than 200 levels deep)",
    );
  });

  it("boolean schemas compile", () => {
    const cache = cacheOf(10);
    const always = cache.lookup(true);
    const never = cache.lookup(false);
    expect(always.state === "compiled" && always.check({ any: 1 })).toBe(true);
    expect(never.state).toBe("compiled");
    expect(never.state === "compiled" && never.check({})).toBe(false);
  });
});

describe("SchemaCache: a schema that reads differently each time", () => {
  const honest = {
    type: "object",
    properties: { age: { type: "integer" } },
    required: ["age"],
    additionalProperties: false,
  };
  const huge: Record<string, unknown> = {};
  for (let i = 0; i < 3000; i++) huge[`p${i}`] = { type: "string" };

  // Small for the first `small` reads of `properties`, then another value.
  function shifting(small: number, then: unknown) {
    let reads = 0;
    return {
      type: "object",
      get properties() {
        reads += 1;
        return reads > small ? then : honest.properties;
      },
      required: ["age"],
      additionalProperties: false,
    };
  }

  it.each([1, 2, 3, 4])(
    "leaves no entry another schema's content is answered by (small for %i reads, then too complex)",
    (small) => {
      const cache = cacheOf(10);
      cache.lookup(shifting(small, huge));
      const entry = cache.lookup(structuredClone(honest));
      expect(entry.state).toBe("compiled");
      expect(entry.state === "compiled" && entry.check({ age: "not a number", evil: true })).toBe(
        false,
      );
    },
  );

  it("reads the copy under the bounds of the key: shared parts written out past the limit fall back to the first read", () => {
    let shared: unknown = { type: "string" };
    for (let i = 0; i < 21; i++) shared = { anyOf: [shared, shared] };
    const cache = cacheOf(10);
    // The size check and the key read the honest properties, the copy meets the shared ones.
    const entry = cache.lookup(shifting(2, { age: shared }));
    expect(entry.state).toBe("compiled");
    expect(entry.source).toEqual(honest);
  });
});
