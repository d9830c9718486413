import { describe, expect, it } from "vitest";
import { CycleError, guardedStringify, stableStringify } from "./stable-stringify.js";

describe("stableStringify", () => {
  it("gives equal text for equal schemas whatever their key order", () => {
    const a = { type: "object", properties: { b: { type: "string" }, a: { type: "number" } } };
    const b = { properties: { a: { type: "number" }, b: { type: "string" } }, type: "object" };
    expect(stableStringify(a)).toBe(stableStringify(b));
    expect(stableStringify(a)).toBe(
      '{"properties":{"a":{"type":"number"},"b":{"type":"string"}},"type":"object"}',
    );
  });

  it("keeps array order and drops what JSON drops", () => {
    expect(stableStringify({ enum: [2, 1, undefined], f: () => 1, u: undefined })).toBe(
      '{"enum":[2,1,null]}',
    );
  });

  it("guardedStringify writes what JSON.stringify writes, keys in their own order", () => {
    const schema = {
      type: "object",
      properties: { b: { type: "string" }, a: { const: new Date(0) } },
      enum: [2, undefined, () => 1],
      u: undefined,
    };
    expect(guardedStringify(schema)).toBe(JSON.stringify(schema));
  });

  it("tells different schemas apart", () => {
    expect(stableStringify({ type: "string" })).not.toBe(stableStringify({ type: "number" }));
    expect(stableStringify(true)).toBe("true");
  });

  it("throws on a cycle, so the cache can report the schema as not JSON", () => {
    const schema: Record<string, unknown> = { type: "object" };
    schema.self = schema;
    expect(() => stableStringify(schema)).toThrow("[validate] the schema contains a cycle");
    expect(() => stableStringify(schema)).toThrow(CycleError);
  });

  it("passes on what reading the value throws, as it is (not as a cycle)", () => {
    const error = new Error("y");
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw error;
        },
      },
    );
    expect(() => stableStringify({ a: proxy })).toThrow(error);
  });

  it("accepts a shared (non-cyclic) subschema twice", () => {
    const shared = { type: "string" };
    expect(stableStringify({ a: shared, b: shared })).toBe(
      '{"a":{"type":"string"},"b":{"type":"string"}}',
    );
  });
});
