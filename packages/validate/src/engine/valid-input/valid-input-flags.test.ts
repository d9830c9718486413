import type { JsonSchema } from "@tool-input/coerce";
import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { extraSchema, leak } from "../../test-support/valid-input-schemas.js";
import { createAjvEngine } from "../ajv/ajv-engine.js";
import { createInterpreterEngine } from "../interpreter/create-interpreter-engine.js";
import type { Engine } from "../types.js";
import { validInputFlags } from "./flag-counter.js";

// docs/pipeline.md, "Checks on a valid input": the flag each engine's check raises, Ajv's
// generated code and the interpreter's closures alike.

const engines: readonly Engine[] = [createAjvEngine(), createInterpreterEngine()];

/** What the check of `input` under `schema` raised (and that it accepted it). */
function flagsRaised(engine: Engine, schema: Record<string, unknown>, input: unknown) {
  const compiled = engine.compile(structuredClone(schema) as JsonSchema);
  if (!compiled.ok) throw new Error(compiled.reason);
  expect(compiled.validInputFlags).toBe(validInputFlags);
  const { raised, otherPrototype } = validInputFlags;
  expect(compiled.check(input)).toBe(true);
  return {
    raised: validInputFlags.raised !== raised,
    otherPrototype: validInputFlags.otherPrototype !== otherPrototype,
  };
}

const pair = {
  type: "object",
  properties: { a: { type: "string" }, b: { type: "string" } },
};

describe.each(engines)(
  "the flag the $name engine's check raises for the checks on a valid input",
  (engine) => {
    const raises = (schema: Record<string, unknown>, input: unknown): boolean =>
      flagsRaised(engine, schema, input).raised;

    it("stays down for an object holding every declared key, whatever its strings hold", () => {
      expect(raises(pair, { a: `x${leak("b")}`, b: "y" })).toBe(false);
    });

    it("stays down for an object lacking a key whose keys are declared and strings plain", () => {
      expect(raises(pair, { a: "x" })).toBe(false);
      expect(raises(pair, {})).toBe(false);
    });

    it("is raised by a string holding `</` or an undeclared key beside an absent one", () => {
      expect(raises(pair, { a: leak("b") })).toBe(true);
      expect(raises(pair, { a: "x", bb: "y" })).toBe(true);
    });

    it("reads a name Object.prototype has as own only, and an object of another prototype as lacking", () => {
      const named = {
        type: "object",
        properties: { constructor: { type: "string" }, a: pair.properties.a },
      };
      expect(raises(named, { a: leak("constructor") })).toBe(true);
      const inherits = Object.assign(Object.create({ b: "inherited" }) as object, { a: leak("b") });
      expect(raises(pair, inherits)).toBe(true);
    });

    it("gives the same answers through the call made for a `properties` of more than 64 keys", () => {
      const many: Record<string, unknown> = {};
      for (let i = 0; i < 80; i++) many[`k${i}`] = { type: i % 2 === 0 ? "string" : "integer" };
      const wide = { type: "object", properties: many };
      const all = Object.fromEntries(
        Object.keys(many).map((key, i) => [key, i % 2 === 0 ? "x" : i]),
      );
      const { k0: _, ...lacking } = all;
      expect(raises(wide, all)).toBe(false);
      expect(raises(wide, lacking)).toBe(false);
      expect(raises(wide, { ...lacking, k2: leak("k0") })).toBe(true);
      expect(raises(wide, { ...lacking, k1s: 1 })).toBe(true);
      expect(raises(wide, Object.assign(Object.create({ k0: "x" }) as object, lacking))).toBe(true);
      expect(raises({ ...wide, additionalProperties: false }, { ...lacking, k2: leak("k0") })).toBe(
        true,
      );
    });

    it("is raised, the verdict left Ajv's, where the look's own read throws", () => {
      const trap = () => {
        throw new Error("not readable");
      };
      expect(raises(pair, new Proxy({ a: "x", b: "y" }, { getPrototypeOf: trap }))).toBe(true);
    });

    it("is raised wherever a declared key holding `</` is lacking", () => {
      const marked = {
        type: "object",
        properties: { "a</b": { type: "string" }, c: { type: "string" } },
      };
      expect(raises(marked, { c: "x" })).toBe(true);
    });

    it("is raised under each `properties` that applies: allOf, a nullable branch, $ref, items", () => {
      const allOf = {
        allOf: [{ properties: { a: { type: "string" } } }, { properties: { b: {} } }],
      };
      expect(raises(allOf, { a: leak("b") })).toBe(true);
      const nullable = { properties: { opts: { anyOf: [pair, { type: "null" }] } } };
      expect(raises(nullable, { opts: { a: leak("b") } })).toBe(true);
      expect(raises(nullable, { opts: null })).toBe(false);
      const tree = {
        $defs: {
          node: {
            type: "object",
            properties: {
              name: { type: "string" },
              note: { type: "string" },
              kids: { type: "array", items: { $ref: "#/$defs/node" } },
            },
          },
        },
        $ref: "#/$defs/node",
      };
      expect(
        raises(tree, { name: "a", note: "n", kids: [{ name: "b", note: "n", kids: [] }] }),
      ).toBe(false);
      expect(raises(tree, { name: "a", note: "n", kids: [{ name: leak("note"), kids: [] }] })).toBe(
        true,
      );
      expect(raises(extraSchema, { id: "1", x: { body: leak("priority") } })).toBe(true);
    });

    it("is raised under a `properties` whose every value is always valid", () => {
      const open = { type: "object", properties: { a: {}, b: true } };
      expect(raises(open, { a: leak("b") })).toBe(true);
      expect(
        raises({ properties: { list: { type: "array", items: open } } }, { list: [{ a: 1 }] }),
      ).toBe(false);
      expect(raises({ properties: { list: { items: open } } }, { list: [{ a: leak("b") }] })).toBe(
        true,
      );
    });

    it("is raised under `properties` beside `unevaluatedProperties`, and in pattern and additional values", () => {
      const closed = { ...pair, unevaluatedProperties: false };
      expect(raises(closed, { a: leak("b") })).toBe(true);
      expect(raises(closed, { a: "x" })).toBe(false);
      const patterned = { type: "object", patternProperties: { "^x": pair } };
      expect(raises(patterned, { x1: { a: leak("b") } })).toBe(true);
      const additional = { type: "object", additionalProperties: pair };
      expect(raises(additional, { any: { a: "x", c: 1 } })).toBe(true);
    });

    it("marks an object of another prototype wherever a keyword reads its properties", () => {
      const inherits = (own: object): object =>
        Object.assign(Object.create({ z: 1 }) as object, own);
      const required = { type: "object", required: ["a"] };
      expect(flagsRaised(engine, required, inherits({ a: 1 }))).toEqual({
        raised: true,
        otherPrototype: true,
      });
      expect(flagsRaised(engine, required, { a: 1 })).toEqual({
        raised: false,
        otherPrototype: false,
      });
      const nested = { properties: { opts: { type: "object", propertyNames: { maxLength: 3 } } } };
      expect(flagsRaised(engine, nested, { opts: inherits({ a: 1 }) }).otherPrototype).toBe(true);
      // Before the keywords that read it: under `not`, a property it only inherits fails the subschema.
      const negated = { type: "object", not: { properties: { a: { type: "string" } } } };
      expect(flagsRaised(engine, negated, inherits({ a: 1 })).otherPrototype).toBe(true);
      // Before the first reader Ajv runs (`propertyNames` before `properties`), not the first listed.
      const names = {
        type: "object",
        not: { properties: { z: {} }, propertyNames: { maxLength: 0 } },
      };
      expect(flagsRaised(engine, names, inherits({})).otherPrototype).toBe(true);
      // No keyword reads the properties of an object `minProperties` alone counts.
      const counted = { type: "object", minProperties: 1 };
      expect(flagsRaised(engine, counted, inherits({ a: 1 })).otherPrototype).toBe(false);
    });
  },
);

describe("the interpreter's flags", () => {
  it("are the Ajv engine's, case by case", () => {
    const [ajv, interpreter] = engines as [Engine, Engine];
    const schemas: Record<string, unknown>[] = [
      pair,
      { ...pair, additionalProperties: false },
      { type: "object", properties: { a: { type: "integer" } }, additionalProperties: false },
      { anyOf: [{ type: "null" }, pair] },
      { type: "object", properties: { inner: pair }, required: ["inner"] },
    ];
    const inputs: unknown[] = [
      {},
      { a: "x" },
      { a: "x", b: "y" },
      { a: leak("b") },
      { a: "x", extra: 1 },
      { inner: { a: leak("b") } },
      { inner: { a: "x", b: "y" } },
      null,
      Object.assign(Object.create({ b: "y" }) as object, { a: "x" }),
    ];
    let compared = 0;
    for (const schema of schemas) {
      for (const input of inputs) {
        const compiled = ajv.compile(structuredClone(schema) as JsonSchema);
        if (!compiled.ok || !compiled.check(input)) continue;
        expect(flagsRaised(interpreter, schema, input), JSON.stringify([schema, input])).toEqual(
          flagsRaised(ajv, schema, input),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("are not claimed where @cfworker/json-schema checks part of the schema (a dynamic anchor)", () => {
    const dynamic = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $dynamicAnchor: "node",
      type: "object",
      properties: { a: { type: "string" } },
    };
    const compiled = (engines[1] as Engine).compile(dynamic as JsonSchema);
    expect(compiled.ok).toBe(true);
    expect(compiled.ok && compiled.validInputFlags).toBe(undefined);
  });
});

describe("a warm call gives the first call's result (the flags on both engines)", () => {
  const cases: [string, Record<string, unknown>, unknown][] = [
    ["a leak at the root", pair, { a: leak("b") }],
    [
      "a near miss at the root",
      { type: "object", properties: { project_id: { type: "string" }, title: { type: "string" } } },
      { title: "x", project: "p" },
    ],
    ["a leak under allOf", { allOf: [pair, { properties: { c: {} } }] }, { a: leak("c"), b: "y" }],
    [
      "a leak in a nullable object",
      { properties: { opts: { anyOf: [pair, { type: "null" }] } } },
      { opts: { a: leak("b") } },
    ],
    [
      "a leak in an undeclared key's object",
      extraSchema,
      { id: "1", x: { body: leak("priority") } },
    ],
    [
      "a leak in an array item",
      { properties: { list: { type: "array", items: pair } } },
      { list: [{ a: leak("b") }] },
    ],
  ];
  for (const engineName of ["ajv", "interpreter"] as const) {
    for (const [label, schema, input] of cases) {
      it(`${label} (${engineName})`, () => {
        const tool = { name: "t", inputSchema: schema };
        const first = createValidator({ engine: engineName }).validateToolInput(tool, input);
        expect(first.ok && first.value === input && first.notices === undefined).toBe(false);
        const warm = createValidator({ engine: engineName });
        warm.validateToolInput(tool, input);
        expect(warm.validateToolInput(tool, input)).toEqual(first);
      });
    }
  }

  it("a check run from inside another (a getter calling the validator) cannot lower the outer flag", () => {
    const validator = createValidator();
    const tool = {
      name: "t",
      inputSchema: { type: "object", properties: { a: { type: "string" }, b: {}, c: {} } },
    };
    const input = {
      a: leak("b"),
      get c() {
        validator.validateToolInput(tool, { a: "clean", b: 1, c: 2 });
        return 3;
      },
    };
    validator.validateToolInput(tool, input);
    const result = validator.validateToolInput(tool, input);
    expect(result.ok).toBe(false);
  });
});
