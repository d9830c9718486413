import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { obj } from "./test-support/coerce-cases.js";
import type { JsonSchema } from "./types.js";

describe("coerce: bounds", () => {
  it("leaves values deeper than maxDepth unchanged", () => {
    const schema = { type: "array", items: { $ref: "#" }, prefixItems: [] } as const;
    const leaf = { type: ["array", "number"], items: { $ref: "#" } };
    const input = [[["1"]]];
    expect(coerce(input, leaf, { maxDepth: 3 }).value).toEqual([[[1]]]);
    expect(coerce(input, leaf, { maxDepth: 2 }).value).toBe(input);
    expect(coerce(input, schema).value).toBe(input);
  });

  it("does not decode JSON that would reach past maxDepth", () => {
    const schema = {
      type: "array",
      items: { type: ["array", "number"], items: { type: "number" } },
    };
    expect(coerce(["[1]"], schema, { maxDepth: 2 }).value).toEqual([[1]]);
    const input = ["[1]"];
    expect(coerce(input, schema, { maxDepth: 1 }).value).toBe(input);
  });

  it("leaves a value unchanged when the analysis passes the node budget", () => {
    const schema = { allOf: [{ allOf: [{ allOf: [{ type: "number" }] }] }] };
    expect(coerce("1", schema, { budget: 3 }).value).toBe("1");
    expect(coerce("1", schema, { budget: 4 }).value).toBe(1);
  });

  it("does not decode strings longer than maxStringLength", () => {
    const schema = { type: "array" };
    expect(coerce("[1]", schema, { maxStringLength: 2 }).value).toBe("[1]");
    expect(coerce("[1]", schema, { maxStringLength: 3 }).value).toEqual([1]);
  });
});

describe("coerce: identity and copy-on-write", () => {
  it("returns the same reference when nothing changed", () => {
    const input = { a: 1, b: [1, 2], c: { d: "x" } };
    const result = coerce(
      input,
      obj({ a: { type: "number" }, b: { type: "array" }, c: obj({ d: { type: "string" } }) }),
    );
    expect(result.value).toBe(input);
    expect(result.coercions).toEqual([]);
  });

  it("copies only the containers on the path of a change", () => {
    const input = { left: { n: "1" }, right: { n: 2 }, list: [{ n: 3 }] };
    const n = obj({ n: { type: "number" } });
    const result = coerce(input, obj({ left: n, right: n, list: { type: "array", items: n } }));
    const value = result.value as typeof input;
    expect(value).not.toBe(input);
    expect(value.left).not.toBe(input.left);
    expect(value.right).toBe(input.right);
    expect(value.list).toBe(input.list);
    expect(input.left.n).toBe("1");
  });

  it("keeps an own __proto__ key as data when copying, and pollutes nothing", () => {
    const input = JSON.parse('{"__proto__":{"polluted":true},"n":"1"}');
    const schema = {
      type: "object",
      properties: { n: { type: "number" } },
      additionalProperties: { type: "object" },
    };
    const value = coerce(input, schema).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "n"]);
    expect(value.n).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("returns an input holding NaN as it is, and coercing twice gives the same", () => {
    const schema = obj({
      n: { type: "number" },
      list: { type: "array", items: { type: "number" } },
    });
    const input = { n: Number.NaN, list: [Number.NaN, 1] };
    const once = coerce(input, schema);
    expect(once.value).toBe(input);
    expect(once.coercions).toEqual([]);
    const repaired = coerce({ n: Number.NaN, list: ["2"] }, schema).value;
    expect(coerce(repaired, schema).value).toBe(repaired);
  });

  it("keeps a null prototype on the copy of an object that has one", () => {
    const input = Object.assign(Object.create(null) as Record<string, unknown>, { n: "1", s: "x" });
    const value = coerce(input, obj({ n: { type: "number" } })).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect({ ...value }).toEqual({ n: 1, s: "x" });
  });

  it("keeps an array's own named properties in its copy", () => {
    const input = Object.assign(["1", "x"], { note: "kept" });
    const value = coerce(input, { type: "array", prefixItems: [{ type: "number" }] }).value;
    expect(value).toEqual(Object.assign([1, "x"], { note: "kept" }));
    expect((value as unknown as { note: string }).note).toBe("kept");
    expect(input[0]).toBe("1");
  });

  it("leaves non-JSON objects alone", () => {
    const date = new Date(0);
    expect(coerce(date, obj({ a: { type: "number" } })).value).toBe(date);
  });
});

describe("coerce: never throws", () => {
  it.each([
    { name: "a number as schema", schema: 5 },
    { name: "null as schema", schema: null },
    { name: "an array as schema", schema: [{ type: "number" }] },
    { name: "type of the wrong type", schema: { type: 5 } },
    { name: "properties of the wrong type", schema: { type: "object", properties: "a" } },
    { name: "items of the wrong type", schema: { type: "array", items: 3, prefixItems: "x" } },
    { name: "allOf of the wrong type", schema: { allOf: {} } },
    { name: "anyOf of the wrong type", schema: { anyOf: "x" } },
    { name: "$ref of the wrong type", schema: { $ref: 1 } },
    { name: "enum of the wrong type", schema: { enum: "x" } },
  ])("with $name", ({ schema }) => {
    for (const input of ["1", { a: "1" }, ["1"], null, 1, true, undefined]) {
      expect(coerce(input, schema as JsonSchema).value).toBe(input);
    }
  });
});
