import { describe, expect, it } from "vitest";
import { sameContent } from "./same-content.js";
import { stableStringify } from "./stable-stringify.js";

const copyOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? "null");

// A small random value of what schemas and their oddities hold, from a seeded generator.
function randomValue(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 9 : 12));
  const leaves: unknown[] = [
    null,
    true,
    false,
    0,
    -0,
    1.5,
    Number.NaN,
    Infinity,
    "",
    "a",
    "b",
    undefined,
  ];
  if (pick < 9) return leaves[Math.floor(next() * leaves.length)];
  if (pick === 9)
    return Array.from({ length: Math.floor(next() * 3) }, () => randomValue(next, depth + 1));
  if (pick === 10) return new Date(0);
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(next() * 3); i > 0; i--)
    object[next() < 0.5 ? "a" : "b"] = randomValue(next, depth + 1);
  return object;
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("sameContent", () => {
  it("holds for a schema and its JSON copy, in any key order", () => {
    const schema = { type: "object", properties: { x: { type: "string", enum: ["a", "b"] } } };
    expect(sameContent(schema, copyOf(schema))).toBe(true);
    expect(
      sameContent(
        { properties: { x: { enum: ["a", "b"], type: "string" } }, type: "object" },
        copyOf(schema),
      ),
    ).toBe(true);
  });

  it("reads a Number, String, Boolean or BigInt wrapper as JSON.stringify does: as its primitive", () => {
    const ownValueOf = Object.assign(new Number(3), { valueOf: () => 7 });
    const hidden = Object.defineProperty(new Boolean(false), Symbol.toStringTag, { value: "X" });
    // Converted through its own toString, which it now takes from Object.prototype.
    const moved = Object.setPrototypeOf(new String("ab"), Object.prototype);
    const schema = {
      additionalProperties: new Boolean(false),
      enum: [new Number(1), new String("a"), new Number(Number.NaN), ownValueOf, hidden, moved],
    };
    const written = '{"additionalProperties":false,"enum":[1,"a",null,7,false,"[object String]"]}';
    expect(JSON.stringify(schema)).toBe(written);
    expect(stableStringify(schema)).toBe(written);
    expect(sameContent(schema, copyOf(schema))).toBe(true);
    expect(
      sameContent({ additionalProperties: new Boolean(false) }, { additionalProperties: {} }),
    ).toBe(false);
    // A BigInt wrapper JSON cannot write: both throw, so it is no schema's content.
    expect(() => stableStringify({ const: Object(1n) })).toThrow(TypeError);
    expect(sameContent({ const: Object(1n) }, { const: {} })).toBe(false);
  });

  it("reads values JSON drops or writes as null as stableStringify does", () => {
    expect(sameContent({ a: undefined, b: () => 1, c: Symbol("c") }, {})).toBe(true);
    expect(sameContent([undefined, () => 1, Number.NaN, -Infinity], [null, null, null, null])).toBe(
      true,
    );
    expect(sameContent(-0, 0)).toBe(true);
    // biome-ignore lint/suspicious/noSparseArray: a hole
    expect(sameContent([1, , 2], [1, null, 2])).toBe(true);
    expect(sameContent({ a: null }, {})).toBe(false);
    expect(sameContent({}, { a: null })).toBe(false);
    expect(sameContent([1], [1, null])).toBe(false);
    expect(sameContent({ a: 1 }, [1])).toBe(false);
    expect(sameContent([1], { 0: 1 })).toBe(false);
    expect(sameContent("1", 1)).toBe(false);
  });

  it("reads a value through its toJSON, as JSON.stringify and stableStringify do", () => {
    const own = { type: "object", properties: { a: { type: "string" } } };
    const written = { type: "object", properties: { a: { type: "number" } } };
    const schema = { ...own, toJSON: () => written };
    expect(sameContent(schema, copyOf(written))).toBe(true);
    expect(sameContent(schema, copyOf(own))).toBe(false);
    expect(sameContent({ a: { toJSON: (key: string) => key } }, { a: "a" })).toBe(true);
    expect(sameContent([new Date(0)], ["1970-01-01T00:00:00.000Z"])).toBe(true);
    expect(stableStringify(schema)).toBe(stableStringify(written));
    expect(stableStringify([{ toJSON: (key: string) => key }])).toBe('["0"]');
  });

  it("answers false where reading throws", () => {
    const hostile = {
      get type(): string {
        throw new Error("no");
      },
    };
    expect(sameContent(hostile, { type: "string" })).toBe(false);
  });

  it("agrees with comparing stableStringify texts on 20,000 random pairs", () => {
    const next = seeded(24);
    let equal = 0;
    for (let i = 0; i < 20_000; i++) {
      const value = randomValue(next, 0);
      const copy = copyOf(next() < 0.3 ? value : randomValue(next, 0));
      const expected = stableStringify(value) === stableStringify(copy);
      if (expected) equal++;
      expect({ value, copy, same: sameContent(value, copy) }).toEqual({
        value,
        copy,
        same: expected,
      });
    }
    expect(equal).toBeGreaterThan(5_000);
  });
});
