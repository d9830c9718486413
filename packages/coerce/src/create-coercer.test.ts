import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { createCoercer } from "./create-coercer.js";
import type { CoerceOptions, JsonSchema } from "./types.js";

const schema = {
  type: "object",
  properties: {
    paths: { type: "array", items: { type: "string" } },
    dryRun: { type: "boolean" },
    head: { type: "integer" },
  },
};

describe("createCoercer", () => {
  it("gives the same results as coerce, call after call", () => {
    const coercer = createCoercer(schema);
    const inputs = [
      { paths: '["a.txt"]', dryRun: "false", head: "5" },
      { paths: ["a.txt"], dryRun: false, head: 5 },
      { paths: "a.txt", dryRun: "no", head: "5.5" },
      { paths: '["a.txt"]', dryRun: "false", head: "5" },
    ];
    for (const input of inputs) expect(coercer(input)).toEqual(coerce(input, schema));
  });

  it("returns the input itself, with no coercions, for a value that needs no change", () => {
    const coercer = createCoercer(schema);
    const input = { paths: ["a"], dryRun: true, head: 1, other: "x" };
    const first = coercer(input);
    const second = coercer(input);
    expect(first.value).toBe(input);
    expect(second.value).toBe(input);
    expect(first.coercions).toEqual([]);
  });

  it("reuses the analysis it made of a node: a later change to that schema node is not seen", () => {
    const local = structuredClone(schema) as { properties: { head: { type: string } } };
    const coercer = createCoercer(local);
    expect(coercer({ head: "5" }).value).toEqual({ head: 5 });
    local.properties.head.type = "string";
    expect(coercer({ head: "5" }).value).toEqual({ head: 5 });
    expect(coerce({ head: "5" }, local).value).toEqual({ head: "5" });
  });

  it("never throws for an input with a throwing getter, returning it unchanged", () => {
    const input = {};
    Object.defineProperty(input, "head", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    const coercer = createCoercer(schema);
    const result = coercer(input);
    expect(result.value).toBe(input);
    expect(result.coercions).toEqual([]);
    // The walk stopped midway: the next call still reports clean paths.
    expect(coercer({ dryRun: "true" }).coercions).toEqual([
      { path: ["dryRun"], rule: "boolean", from: "true", to: true },
    ]);
  });

  it("keeps separate calls separate (paths and coercions do not leak between calls)", () => {
    const coercer = createCoercer(schema);
    coercer({ head: "1" });
    expect(coercer({ dryRun: "true" }).coercions).toEqual([
      { path: ["dryRun"], rule: "boolean", from: "true", to: true },
    ]);
  });
});

describe('createCoercer holds "never throws" at its entry', () => {
  const throwing = (keyword: string): Record<string, unknown> => {
    const node = {};
    Object.defineProperty(node, keyword, {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    return node;
  };

  it.each([
    { name: "a property schema whose getter throws", schema: obj(throwing("type")) },
    { name: "a tuple schema that throws when its dialect is read", schema: tupleThrowing() },
    {
      name: "a Proxy schema that throws on every read",
      schema: new Proxy(
        {},
        {
          get: () => {
            throw new Error("boom");
          },
          ownKeys: () => {
            throw new Error("boom");
          },
        },
      ),
    },
  ])("returns the input untouched for $name", ({ schema: hostile }) => {
    const input = { n: "1", t: ["1"] };
    const coercer = createCoercer(hostile as JsonSchema);
    for (let call = 0; call < 2; call++) {
      const result = coercer(input);
      expect(result.value).toBe(input);
      expect(result.coercions).toEqual([]);
    }
  });

  it("returns the input untouched for options whose getter throws, and creating it reads nothing", () => {
    const options = throwing("booleans") as CoerceOptions;
    const coercer = createCoercer(schema, options);
    const input = { head: "1" };
    expect(coercer(input)).toEqual({ value: input, coercions: [] });
  });
});

function obj(n: Record<string, unknown>): Record<string, unknown> {
  return { type: "object", properties: { n } };
}

function tupleThrowing(): Record<string, unknown> {
  const defs = {};
  Object.defineProperty(defs, "x", {
    enumerable: true,
    get() {
      throw new Error("boom");
    },
  });
  return {
    type: "object",
    $defs: defs,
    properties: { t: { type: "array", prefixItems: [{ type: "integer" }] } },
  };
}

describe("createCoercer re-entrancy", () => {
  it("gives a call made from inside another call (a getter in the input) its own state", () => {
    const coercer = createCoercer(schema);
    let inner: unknown;
    const input = { head: "1" };
    Object.defineProperty(input, "dryRun", {
      enumerable: true,
      get() {
        inner = coercer({ dryRun: "true" });
        return "false";
      },
    });
    const outer = coercer(input);
    expect(inner).toEqual({
      value: { dryRun: true },
      coercions: [{ path: ["dryRun"], rule: "boolean", from: "true", to: true }],
    });
    expect(outer.coercions).toEqual([
      { path: ["head"], rule: "integer", from: "1", to: 1 },
      { path: ["dryRun"], rule: "boolean", from: "false", to: false },
    ]);
    expect(coercer({ head: "2" }).coercions).toEqual([
      { path: ["head"], rule: "integer", from: "2", to: 2 },
    ]);
  });
});

describe("createCoercer analysis reuse", () => {
  it("reads each schema node once, however many calls follow", () => {
    let reads = 0;
    const counted = (type: string) => {
      const node = {};
      Object.defineProperty(node, "type", {
        enumerable: true,
        get() {
          reads++;
          return type;
        },
      });
      return node;
    };
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 20; i++) properties[`p${i}`] = counted(i % 2 === 0 ? "integer" : "boolean");
    const coercer = createCoercer({ type: "object", properties });
    const input = Object.fromEntries(
      Object.keys(properties).map((key, i) => [key, i % 2 === 0 ? "1" : "true"]),
    );
    coercer(input);
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThanOrEqual(20);
    for (let i = 0; i < 10; i++) expect(coercer(input).coercions).toHaveLength(20);
    expect(reads).toBe(afterFirst);
  });

  it("analyses again on every cold coerce call (no global cache keyed by schema)", () => {
    let reads = 0;
    const node = {};
    Object.defineProperty(node, "type", {
      enumerable: true,
      get() {
        reads++;
        return "number";
      },
    });
    const schema = { type: "object", properties: { n: node } };
    coerce({ n: "1" }, schema);
    const once = reads;
    coerce({ n: "1" }, schema);
    expect(reads).toBe(2 * once);
  });
});
