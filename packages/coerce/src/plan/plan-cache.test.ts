import { describe, expect, it } from "vitest";
import { coerce } from "../coerce.js";
import type { JsonSchema } from "../types.js";
import { PlanCache } from "./plan-cache.js";

const cacheFor = (root: JsonSchema) => new PlanCache({ root, budget: 1_000, analyzeUnions: false });

describe("PlanCache inert plans", () => {
  it("leaves alone an object whose properties all accept strings (or nothing at all)", () => {
    const item: JsonSchema = {
      type: "object",
      properties: { oldText: { type: "string" }, newText: { type: "string" } },
      additionalProperties: false,
    };
    const cache = cacheFor(item);
    const plan = cache.plan(item);
    expect(cache.objectView(plan)).toBeUndefined();
    // The object itself is not inert: a string there may be JSON text to decode.
    expect(cache.inert(plan)).toBe(false);
    expect(cache.inert(cache.plan({ type: "string" }))).toBe(true);
  });

  it("leaves alone an object of required strings under rule omit alone, not under markup or with an optional key", () => {
    const item = (required: string[]): JsonSchema => ({
      type: ["object", "string"],
      properties: { oldText: { type: "string" }, newText: { type: "string" } },
      required,
    });
    const rules = (splitMarkup: boolean) => ({
      omitOptionals: true,
      splitMarkup,
      wrapArrays: false,
      codeGeneration: false,
    });
    const inert = (schema: JsonSchema, splitMarkup: boolean): boolean => {
      const cache = new PlanCache(
        { root: schema, budget: 1_000, analyzeUnions: false },
        true,
        rules(splitMarkup),
      );
      return cache.inert(cache.plan(schema));
    };
    // `omit` drops only optional keys; `markup` can move text to any declared key that is absent.
    expect(inert(item(["oldText", "newText"]), false)).toBe(true);
    expect(inert(item(["oldText"]), false)).toBe(false);
    expect(inert(item(["oldText", "newText"]), true)).toBe(false);
  });

  it("keeps the view of an object with a property that may change", () => {
    const root: JsonSchema = {
      type: "object",
      properties: { path: { type: "string" }, dryRun: { type: "boolean" } },
    };
    const cache = cacheFor(root);
    expect(cache.objectView(cache.plan(root))).toBeDefined();
    expect(coerce({ path: "a", dryRun: "true" }, root).value).toEqual({ path: "a", dryRun: true });
  });

  it("does not skip a string-accepting array whose items may change", () => {
    const root: JsonSchema = {
      type: "object",
      properties: { tags: { type: ["array", "string"], items: { type: "boolean" } } },
    };
    const cache = cacheFor(root);
    const tags = cache.plan((root.properties as Record<string, JsonSchema>).tags);
    expect(cache.inert(tags)).toBe(false);
    expect(coerce({ tags: ["true"] }, root).value).toEqual({ tags: [true] });
  });

  it("does not skip a string-accepting object whose properties may change", () => {
    const root: JsonSchema = {
      type: "array",
      items: { type: ["object", "string"], properties: { n: { type: "integer" } } },
    };
    expect(coerce([{ n: "5" }], root).value).toEqual([{ n: 5 }]);
  });

  it("counts a plan met again while its own answer is pending as not inert (a $ref cycle)", () => {
    // p's answer depends on back ($ref to the root), whose answer depends on p again: p is not
    // inert because of f, so back must not be taken for inert either.
    const root: JsonSchema = {
      type: ["object", "string"],
      properties: {
        p: {
          type: ["object", "string"],
          properties: { back: { $ref: "#" }, f: { type: "boolean" } },
        },
      },
    };
    const input = { p: { back: { p: { f: "true" } } } };
    expect(coerce(input, root).value).toEqual({ p: { back: { p: { f: true } } } });
  });

  it("reads a conjunction's schemas together: one inert schema does not make the property inert", () => {
    const root: JsonSchema = {
      allOf: [
        { properties: { a: { type: ["string", "boolean"] } } },
        { properties: { a: { type: "boolean" } } },
      ],
    };
    expect(coerce({ a: "true" }, root).value).toEqual({ a: true });
  });

  it("follows additionalProperties, patternProperties and tuple items", () => {
    const root: JsonSchema = {
      type: "object",
      properties: { s: { type: "string" } },
      patternProperties: { "^n_": { type: "integer" } },
      additionalProperties: { type: "number" },
    };
    expect(coerce({ s: "1", n_1: "2", x: "3" }, root).value).toEqual({ s: "1", n_1: 2, x: 3 });
    const tuple: JsonSchema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "array",
      items: [{ type: "string" }],
      additionalItems: { type: "boolean" },
    };
    expect(coerce(["true", "true"], tuple).value).toEqual(["true", true]);
  });

  it("past its work bound, answers not inert and still repairs: 400 $refs to a 400-property definition", () => {
    const wide: Record<string, JsonSchema> = {};
    for (let i = 0; i < 400; i++) wide[`k${i}`] = { type: "string" };
    wide.flag = { type: "boolean" };
    const properties: Record<string, JsonSchema> = {};
    for (let i = 0; i < 400; i++) properties[`p${i}`] = { $ref: "#/$defs/wide" };
    const root: JsonSchema = {
      type: "object",
      properties,
      $defs: { wide: { type: "object", properties: wide } },
    };
    const result = coerce({ p0: { k0: "x", flag: "true" }, p399: { flag: "false" } }, root);
    expect(result.value).toEqual({ p0: { k0: "x", flag: true }, p399: { flag: false } });
    const cache = cacheFor(root);
    // Not inert because of flag, whether or not the bound was reached first.
    expect(cache.inert(cache.plan(root))).toBe(false);
  });
});
