import { describe, expect, it } from "vitest";
import { createAjvPool, readSelfContained, schemasPerInstance } from "./ajv-pool.js";
import { compileOnAjv } from "./compile-on-ajv.js";
import { createAjv } from "./create-ajv.js";

describe("readSelfContained", () => {
  const reads = { readsEvaluated: true };
  const readsNot = { readsEvaluated: false };
  it.each([
    [{ type: "object", properties: { a: { $ref: "#/$defs/a" } }, $defs: { a: {} } }, readsNot],
    [{ properties: { $id: { type: "string" } } }, readsNot], // a property named $id is not one
    [{ $id: "https://example.com/a" }, undefined],
    [{ properties: { a: { $anchor: "x" } } }, undefined],
    [{ properties: { a: { $ref: "other.json" } } }, undefined],
    [{ items: [{ $dynamicAnchor: "x" }] }, undefined],
    [{ anyOf: [{ properties: { a: { items: [{ unevaluatedItems: false }] } } }] }, reads],
    [{ $defs: { x: { unevaluatedProperties: { type: "string" } } } }, reads],
    [{ properties: { unevaluatedItems: { type: "string" } } }, reads], // a name counts too
  ])("%j: %j", (schema, expected) => {
    expect(readSelfContained(schema)).toEqual(expected);
  });
});

describe("createAjvPool", () => {
  it("compiles schemas side by side on one instance, each resolving # to itself", () => {
    const pool = createAjvPool();
    const list = { type: "array", items: { $ref: "#" } };
    const number = {
      anyOf: [{ type: "number" }, { $ref: "#/$defs/n" }],
      $defs: { n: { type: "null" } },
    };
    const checkList = pool(list, "2020-12", "check");
    const checkNumber = pool(number, "2020-12", "check");
    expect(checkList([[[]], []])).toBe(true);
    expect(checkList([1])).toBe(false);
    expect(checkNumber(1)).toBe(true);
    expect(checkNumber(null)).toBe(true);
    expect(checkNumber([])).toBe(false);
    expect(list).toEqual({ type: "array", items: { $ref: "#" } }); // not written to
  });

  it("resolves # and #/… in each schema to that schema, whichever was compiled after it", () => {
    const pool = createAjvPool();
    const nestedArrays = { type: "array", items: { $ref: "#" } };
    const numbersOrArrays = {
      anyOf: [{ type: "number" }, { $ref: "#/$defs/list" }],
      $defs: { list: { type: "array", items: { $ref: "#" } } },
    };
    const emptyRef = { type: "object", properties: { again: { $ref: "" } }, required: ["id"] };
    const arrays = pool(nestedArrays, "2020-12", "check");
    const numbers = pool(numbersOrArrays, "2020-12", "check");
    const objects = pool(emptyRef, "2020-12", "check");
    expect(arrays([[], [[]]])).toBe(true);
    expect(arrays([1])).toBe(false);
    expect(numbers([1, [2, [3]]])).toBe(true);
    expect(numbers(["x"])).toBe(false);
    expect(objects({ id: 1, again: { id: 2 } })).toBe(true);
    expect(objects({ id: 1, again: {} })).toBe(false);
    expect(arrays([[], [[]]])).toBe(true);
    expect(numbersOrArrays.$defs.list).toEqual({ type: "array", items: { $ref: "#" } }); // not written to
  });

  it("stops a 2020-12 anyOf at its first passing branch where no schema reads what was evaluated", () => {
    const pool = createAjvPool();
    const text = { properties: { a: { type: "string" } } };
    const nullable = { anyOf: [text, text] };
    const check = pool(nullable, "2020-12", "check", false, false);
    let reads = 0;
    const input = {
      get a() {
        reads++;
        return "x";
      },
    };
    expect(check(input)).toBe(true);
    const once = reads;
    reads = 0;
    const tracked = pool(structuredClone(nullable), "2020-12", "check", false, true);
    expect(tracked(input)).toBe(true);
    // Ajv's 2020-12 class as it is runs the second branch too, reading the key as often again.
    expect(once).toBeGreaterThan(0);
    expect(reads).toBe(2 * once);
  });

  it("keeps Ajv's record of what was evaluated for a schema that reads it, beside one that does not", () => {
    const pool = createAjvPool();
    const either = { anyOf: [{ properties: { a: {} } }, { properties: { b: {} } }] };
    const closed = { ...either, unevaluatedProperties: false };
    for (const role of ["check", "report"] as const) {
      const open = pool(structuredClone(either), "2020-12", role, false, false);
      const check = pool(structuredClone(closed), "2020-12", role, false, true);
      expect(open({ a: 1, b: 2, c: 3 })).toBe(true);
      // Both branches pass, so both evaluated `a` and `b`; `c` was evaluated by neither.
      expect(check({ a: 1, b: 2 })).toBe(true);
      expect(check({ a: 1, b: 2, c: 3 })).toBe(false);
    }
  });

  it("without the record, compiles no other branch of an anyOf with an always-valid one (docs/performance.md)", () => {
    const pool = createAjvPool();
    const dangling = { properties: { a: { anyOf: [{}, { $ref: "#/$defs/missing" }] } } };
    const open = pool(structuredClone(dangling), "2020-12", "check", false, false);
    expect(open({ a: 1 })).toBe(true);
    const closed = { ...structuredClone(dangling), unevaluatedProperties: false };
    expect(() => pool(closed, "2020-12", "check", false, true)).toThrow(
      "can't resolve reference #/$defs/missing from id #",
    );
    // Nor the patterns of a patternProperties whose entries are all always valid.
    const lookahead = { patternProperties: { "^(?!x)": true } };
    expect(pool(structuredClone(lookahead), "2020-12", "check", false, false)({ a: 1 })).toBe(true);
    const tracked = { ...structuredClone(lookahead), unevaluatedProperties: false };
    expect(() => pool(tracked, "2020-12", "check", false, true)).toThrow(
      'the pattern "^(?!x)" needs a backtracking regular expression engine',
    );
  });

  it(`compiles on past ${schemasPerInstance} schemas and past a compile that throws`, () => {
    const pool = createAjvPool();
    const schema = { type: "string" };
    for (let i = 0; i < schemasPerInstance; i++) pool({ ...schema }, "draft-07", "check");
    expect(() => pool({ $ref: "#/nope" }, "draft-07", "check")).toThrow();
    const after = pool({ ...schema }, "draft-07", "check");
    expect(after("x")).toBe(true);
    expect(after(1)).toBe(false);
  });

  it("a failed pooled compile throws Ajv's own reason, as an instance of its own gives it", () => {
    const schema = { properties: { x: { $ref: "#/nope" } } };
    const reason = (compile: () => unknown) => {
      try {
        compile();
      } catch (error) {
        return String(error);
      }
      return "compiled";
    };
    const own = reason(() => createAjv("2020-12", "check", true).compile(schema));
    expect(own).toMatch(/can't resolve reference #\/nope/);
    expect(reason(() => compileOnAjv(schema, "2020-12", "check"))).toBe(own);
  });
});
