import { describe, expect, it } from "vitest";
import { createAjvPool, isSelfContained, schemasPerInstance } from "./ajv-pool.js";
import { compileOnAjv } from "./compile-on-ajv.js";
import { createAjv } from "./create-ajv.js";

describe("isSelfContained", () => {
  it.each([
    [{ type: "object", properties: { a: { $ref: "#/$defs/a" } }, $defs: { a: {} } }, true],
    [{ properties: { $id: { type: "string" } } }, true], // a property named $id is not one
    [{ $id: "https://example.com/a" }, false],
    [{ properties: { a: { $anchor: "x" } } }, false],
    [{ properties: { a: { $ref: "other.json" } } }, false],
    [{ items: [{ $dynamicAnchor: "x" }] }, false],
  ])("%j: %s", (schema, expected) => {
    expect(isSelfContained(schema)).toBe(expected);
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
