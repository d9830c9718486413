import type { JsonSchema } from "@tool-input/coerce";
import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { extraSchema, leak } from "../../test-support/valid-input-schemas.js";
import { createAjvEngine } from "./ajv-engine.js";
import { validInputFlags } from "./valid-input-flags.js";

const engine = createAjvEngine();

/** Whether Ajv's check of `input` under `schema` raised the flag (and that it accepted it). */
function raises(schema: Record<string, unknown>, input: unknown): boolean {
  const compiled = engine.compile(structuredClone(schema) as JsonSchema);
  if (!compiled.ok) throw new Error(compiled.reason);
  expect(compiled.validInputFlags).toBe(validInputFlags);
  const before = validInputFlags.raised;
  expect(compiled.check(input)).toBe(true);
  return validInputFlags.raised !== before;
}

const pair = {
  type: "object",
  properties: { a: { type: "string" }, b: { type: "string" } },
};

describe("the flag Ajv's check raises for the checks on a valid input", () => {
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
    const all = Object.fromEntries(Object.keys(many).map((key, i) => [key, i % 2 === 0 ? "x" : i]));
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
    const allOf = { allOf: [{ properties: { a: { type: "string" } } }, { properties: { b: {} } }] };
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
    expect(raises(tree, { name: "a", note: "n", kids: [{ name: "b", note: "n", kids: [] }] })).toBe(
      false,
    );
    expect(raises(tree, { name: "a", note: "n", kids: [{ name: leak("note"), kids: [] }] })).toBe(
      true,
    );
    expect(raises(extraSchema, { id: "1", x: { body: leak("priority") } })).toBe(true);
  });
});

describe("a warm call gives the first call's result (flags on Ajv, the walk on the interpreter)", () => {
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
