import { describe, expect, it } from "vitest";
import { createAjvEngine } from "../../../../ajv/ajv-engine.js";
import { createInterpreter } from "../../../create-interpreter.js";

// docs/pipeline.md, "Engines": under `unevaluatedProperties` and `unevaluatedItems` the closures
// collect what each subschema evaluated as Ajv does, and give the Ajv engine's verdict, Ajv's
// own quirks included (issue 25, "0 verdict differences"). Each case is pinned both ways: the
// closures' verdict and the Ajv engine's.

const ajv = createAjvEngine();
const s2019 = "https://json-schema.org/draft/2019-09/schema";

const cases: { name: string; schema: unknown; valid: unknown[]; invalid: unknown[] }[] = [
  {
    name: "properties and allOf evaluate their names",
    schema: {
      properties: { a: {} },
      allOf: [{ properties: { b: {} } }],
      unevaluatedProperties: false,
    },
    valid: [{ a: 1, b: 1 }, {}, "x"],
    invalid: [{ a: 1, c: 1 }],
  },
  {
    name: "anyOf: only the passing branches evaluate",
    schema: {
      anyOf: [
        { properties: { a: { type: "string" } }, required: ["a"] },
        { properties: { b: { type: "number" } }, required: ["b"] },
      ],
      unevaluatedProperties: false,
    },
    valid: [{ a: "x" }, { b: 1 }, { a: "x", b: 1 }],
    invalid: [
      { a: 1, b: 1 },
      { a: "x", c: 1 },
    ],
  },
  {
    name: "anyOf evaluates into a variable: inherited names then read as evaluated (Ajv's quirk)",
    schema: { anyOf: [{ properties: { a: {} } }], unevaluatedProperties: false },
    valid: [{ a: 1 }, { toString: 1 }, { constructor: 1, valueOf: 1 }],
    invalid: [{ b: 1 }],
  },
  {
    name: "properties alone is a static set: an inherited name is unevaluated",
    schema: { properties: { a: {} }, unevaluatedProperties: false },
    valid: [{ a: 1 }],
    invalid: [{ toString: 1 }, { a: 1, constructor: 1 }],
  },
  {
    name: "oneOf: the one passing branch evaluates",
    schema: {
      oneOf: [{ properties: { a: { const: 1 } }, required: ["a"] }, { required: ["b"] }],
      unevaluatedProperties: false,
    },
    valid: [{ a: 1 }],
    invalid: [{ b: 1 }, { a: 1, b: 1 }, { a: 2 }],
  },
  {
    // Ajv folds what `if` evaluated into the variable of `then`; the `else` variable never
    // holds it, so `kind` is unevaluated on the else side.
    name: "if, then and else, as Ajv merges them",
    schema: {
      if: { properties: { kind: { const: "a" } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
      then: { properties: { a: {} } },
      else: { properties: { b: {} } },
      unevaluatedProperties: false,
    },
    valid: [{ kind: "a", a: 1 }, { kind: "a" }, "x", {}],
    invalid: [{ kind: "b", b: 1 }, { kind: "b" }, { kind: "a", b: 1 }, { kind: "b", a: 1 }],
  },
  {
    // The inlined `$ref`'s names join the variable of the dependency: absent `flag`, none count.
    name: "$ref and dependentSchemas, as Ajv merges them",
    schema: {
      $ref: "#/$defs/base",
      dependentSchemas: { flag: { properties: { extra: {} } } },
      unevaluatedProperties: false,
      $defs: { base: { properties: { id: {}, flag: {} } } },
    },
    valid: [
      { flag: 1, extra: 1 },
      { flag: 1, id: 1 },
    ],
    invalid: [{ id: 1 }, { extra: 1 }, { flag: 1, other: 1 }],
  },
  {
    name: "patternProperties and additionalProperties",
    schema: {
      allOf: [{ patternProperties: { "^x": { type: "number" } } }],
      unevaluatedProperties: { type: "string" },
    },
    valid: [{ x1: 1, y: "s" }, {}],
    invalid: [{ x1: "s" }, { y: 1 }],
  },
  {
    name: "unevaluatedProperties with a schema, nested under additionalProperties",
    schema: { anyOf: [{ additionalProperties: true }], unevaluatedProperties: false },
    valid: [{ anything: 1 }],
    invalid: [],
  },
  {
    name: "prefixItems and items count, contains evaluates every item (as Ajv does)",
    schema: {
      allOf: [{ prefixItems: [{}, {}] }],
      unevaluatedItems: false,
    },
    valid: [[], [1, 2]],
    invalid: [[1, 2, 3]],
  },
  {
    name: "contains under allOf evaluates every item",
    schema: { allOf: [{ contains: { type: "string" } }], unevaluatedItems: false },
    valid: [["a", 1, 2]],
    invalid: [[1, 2]],
  },
  {
    // Both branches pass: the variable holds `true`, which Ajv compares as 1 and starts its
    // loop at, so the item it reads is `data[true]` (undefined), never a string.
    name: "unevaluatedItems with a schema after anyOf, as Ajv compares the count",
    schema: {
      anyOf: [{ prefixItems: [{}] }, { items: true }],
      unevaluatedItems: { type: "string" },
    },
    valid: [[1], []],
    invalid: [
      [1, "a"],
      [1, 2, 3],
    ],
  },
  {
    name: "draft 2019-09: items as a list, additionalItems",
    schema: {
      $schema: s2019,
      allOf: [{ items: [{ type: "number" }] }],
      unevaluatedItems: false,
    },
    valid: [[1]],
    invalid: [[1, 2], ["a"]],
  },
  {
    name: "a recursive $ref is read on the call",
    schema: {
      properties: { child: { $ref: "#" }, a: {} },
      unevaluatedProperties: false,
    },
    valid: [{ a: 1, child: { a: 1 } }],
    invalid: [{ child: { b: 1 } }],
  },
  {
    name: "a tuple shorter than its first checked entry skips contains and uniqueItems (Ajv)",
    schema: {
      prefixItems: [{}, { type: "string" }],
      contains: { type: "string" },
      uniqueItems: true,
    },
    valid: [[], [1], ["a", "b"], [1, "b"]],
    invalid: [
      [1, 2],
      ["a", 2],
    ],
  },
];

describe("unevaluated* on the closures", () => {
  it.each(cases)("$name", ({ schema, valid, invalid }) => {
    const interpreter = createInterpreter(schema);
    expect(interpreter.checker).toBe("closures");
    const outcome = ajv.compile(schema as never);
    if (!outcome.ok) throw new Error(outcome.reason);
    for (const input of valid) {
      expect({ input, closures: interpreter.check(input) }).toEqual({ input, closures: true });
      expect({ input, ajv: outcome.check(input) }).toEqual({ input, ajv: true });
    }
    for (const input of invalid) {
      expect({ input, closures: interpreter.check(input) }).toEqual({ input, closures: false });
      expect({ input, ajv: outcome.check(input) }).toEqual({ input, ajv: false });
    }
  });

  it("a $ref cycle that never reaches the data overflows, as on Ajv, rather than passing", () => {
    const schema = {
      oneOf: [{ not: { not: true, $ref: "#" } }],
      unevaluatedItems: false,
    };
    const interpreter = createInterpreter(schema);
    expect(() => interpreter.check(null)).toThrow(RangeError);
  });

  it("60 anyOf branches over 250,000 keys are decided within a second, not refused", () => {
    const schema = {
      type: "object",
      anyOf: Array.from({ length: 60 }, (_, i) => ({
        properties: { [`p${i}`]: { type: "string" } },
        required: [`p${i}`],
      })),
      unevaluatedProperties: false,
    };
    const wide: Record<string, unknown> = Object.fromEntries(
      Array.from({ length: 250_000 }, (_, i) => [`k${i}`, i]),
    );
    wide.p3 = "x";
    const interpreter = createInterpreter(schema);
    expect(interpreter.check({ p3: "x" })).toBe(true);
    const start = process.cpuUsage();
    expect(interpreter.check(wide)).toBe(false);
    // Every key walked: each is unevaluated and passes the schema.
    const lenient = createInterpreter({ ...schema, unevaluatedProperties: { type: "number" } });
    expect(lenient.check(wide)).toBe(true);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1_000).toBeLessThan(1_000);
  });
});
