import { describe, expect, it } from "vitest";
import { createValidator } from "../../../../create-validator.js";
import { createAjvEngine } from "../../../ajv/ajv-engine.js";
import { createInterpreter } from "../../create-interpreter.js";

// docs/pipeline.md, "Engines": the interpreter's check is a tree of closures whose verdicts are
// the Ajv engine's, keyword by keyword, edge cases included.

const ajv = createAjvEngine();

function ajvCheck(schema: unknown): (input: unknown) => boolean {
  const outcome = ajv.compile(schema as never);
  if (!outcome.ok) throw new Error(`ajv: ${outcome.reason}`);
  return outcome.check;
}

const draft07 = "http://json-schema.org/draft-07/schema#";
const json = (text: string): unknown => JSON.parse(text);
const sparse: unknown[] = [1];
sparse[2] = 3;

const cases: { name: string; schema: unknown; valid: unknown[]; invalid: unknown[] }[] = [
  {
    name: "type number takes NaN and Infinity (strictNumbers off), integer not NaN",
    schema: { type: ["integer", "null"] },
    valid: [1, -0, 2 ** 60, Number.POSITIVE_INFINITY, null],
    invalid: [1.5, Number.NaN, "1", true, [], {}],
  },
  {
    name: "type number and string",
    schema: { type: ["number", "string"] },
    valid: [Number.NaN, Number.NEGATIVE_INFINITY, 0.1, ""],
    invalid: [null, false, [1], { a: 1 }, undefined],
  },
  {
    name: "one type: the keywords of other types never apply",
    schema: { type: "boolean", minLength: 3, maximum: 0, required: ["a"], minItems: 2 },
    valid: [true, false],
    invalid: ["abcd", 0, { a: 1 }, [1, 2], null],
  },
  {
    name: "one type: its own keywords apply (integer takes the number keywords)",
    schema: { type: "integer", minimum: 2, format: "int32" },
    valid: [2, 2 ** 31 - 1],
    invalid: [1, 2.5, 2 ** 31, "3"],
  },
  {
    name: "type object is not an array, null or a function",
    schema: { type: "object" },
    valid: [{}, Object.create(null)],
    invalid: [[], null, () => 1, "o"],
  },
  {
    name: "minimum and exclusiveMaximum: NaN fails, -0 is 0",
    schema: { minimum: 0, exclusiveMaximum: 10 },
    valid: [0, -0, 9.999, "not a number", null],
    invalid: [-1e-9, 10, Number.NaN, Number.POSITIVE_INFINITY],
  },
  {
    name: "maximum and exclusiveMinimum",
    schema: { maximum: 1, exclusiveMinimum: -1 },
    valid: [1, -0.5, 0, "1"],
    invalid: [-1, 1.0001, Number.NaN, Number.NEGATIVE_INFINITY],
  },
  {
    name: "multipleOf 0.1 takes 0.3 and 0.1 + 0.2; Infinity passes as in Ajv",
    schema: { multipleOf: 0.1 },
    valid: [0.3, 0.1 + 0.2, 7, -0, Number.POSITIVE_INFINITY, Number.NaN],
    invalid: [0.35, 123456789.1, 1e-3],
  },
  {
    name: "minLength and maxLength count code points",
    schema: { minLength: 2, maxLength: 3 },
    valid: ["ab", "😀😀", "😀😀😀", "a😀b", "\ud83d\ude00\ud83d", 5],
    invalid: ["😀", "a", "abcd", "😀😀😀😀"],
  },
  {
    name: "pattern runs on RE2 (a catastrophic pattern answers at once)",
    schema: { pattern: "^(a+)+$" },
    valid: ["aaa", 1],
    invalid: [`${"a".repeat(40)}!`, ""],
  },
  {
    name: "string formats from ajv-formats, an unknown one ignored",
    schema: { allOf: [{ format: "date" }, { format: "json" }] },
    valid: ["2020-02-28", 12, null],
    invalid: ["2020-02-30", "today"],
  },
  {
    name: "number formats from ajv-formats",
    schema: { format: "int32" },
    valid: [5, -(2 ** 31), "2 ** 40"],
    invalid: [2 ** 40, 1.5],
  },
  {
    name: "the url format (linear past 2,048 characters)",
    schema: { format: "url" },
    valid: ["https://example.com/a"],
    invalid: ["no url", `https://${"a".repeat(3000)}`.replace("https://", "")],
  },
  {
    name: "enum: deep equality for objects, === for scalars",
    schema: { enum: [1, "a", null, { a: [1, { b: 2 }] }, [1, 2]] },
    valid: [1, -0 + 1, "a", null, { a: [1, { b: 2 }] }, [1, 2]],
    invalid: [2, "A", { a: [1, { b: 2, c: undefined }] }, [2, 1], {}, undefined],
  },
  {
    name: "const",
    schema: { const: { x: [true] } },
    valid: [{ x: [true] }],
    invalid: [{ x: [true], y: 1 }, { x: [1] }, null],
  },
  {
    name: "const 0 takes -0",
    schema: { const: 0 },
    valid: [0, -0],
    invalid: [false, "0", null],
  },
  {
    name: "required reads own properties: inherited absent, own undefined absent (issue 25.3)",
    schema: { required: ["constructor", "a"] },
    valid: [{ constructor: 1, a: 1 }, [1], "x"],
    invalid: [{ a: undefined }, Object.create(null), {}, { a: 1 }],
  },
  {
    name: "properties skips inherited values (an absent constructor is absent, issue 25.3)",
    schema: { properties: { constructor: { type: "string" }, a: { type: "number" } } },
    valid: [{ constructor: "c" }, Object.create(null), { constructor: "c", a: 1 }, {}, { a: 1 }],
    invalid: [{ constructor: 1 }, { constructor: "c", a: "1" }],
  },
  {
    name: "a declared __proto__ property is checked, and required as an own key (issue 25.3)",
    schema: json('{"properties":{"__proto__":{"type":"number"}},"required":["__proto__"]}'),
    valid: [json('{"__proto__":1}')],
    invalid: [json('{"__proto__":"x"}'), {}],
  },
  {
    name: "additionalProperties false: a declared __proto__ of the input is not additional",
    schema: json('{"properties":{"__proto__":{},"a":{}},"additionalProperties":false}'),
    valid: [{ a: 1 }, {}, json('{"__proto__":1}')],
    invalid: [{ b: 1 }],
  },
  {
    name: "additionalProperties walks inherited enumerable keys (for…in)",
    schema: { additionalProperties: false },
    valid: [{}, Object.create(null)],
    invalid: [Object.create({ x: 1 }), { y: 1 }],
  },
  {
    name: "additionalProperties with more than 8 properties",
    schema: {
      properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, {}])),
      additionalProperties: { type: "string" },
    },
    valid: [{ p1: 1, p9: [], x: "s" }],
    invalid: [{ p1: 1, constructor: 1 }, { q: 1 }],
  },
  {
    name: "patternProperties and additionalProperties together",
    schema: {
      properties: { id: { type: "number" } },
      patternProperties: { "^x-": { type: "string" }, "^y": true },
      additionalProperties: false,
    },
    valid: [{ id: 1, "x-a": "s", yes: 1 }],
    invalid: [{ "x-a": 1 }, { z: 1 }, { id: "1" }],
  },
  {
    name: "propertyNames and min/maxProperties (Object.keys)",
    schema: { propertyNames: { maxLength: 2 }, minProperties: 1, maxProperties: 2 },
    valid: [{ a: 1 }, { ab: 1, b: 2 }],
    invalid: [{}, { abc: 1 }, { a: 1, b: 2, c: 3 }, Object.create({ x: 1 })],
  },
  {
    name: "dependentRequired, dependentSchemas and dependencies",
    schema: {
      dependentRequired: { a: ["b"] },
      dependentSchemas: { c: { required: ["d"] } },
      dependencies: { e: ["f"], g: { properties: { h: { const: 1 } } } },
    },
    valid: [{}, { a: 1, b: 1 }, { c: 1, d: 1 }, { e: 1, f: 1 }, { g: 1, h: 1 }, { b: 1 }],
    invalid: [{ a: 1 }, { c: 1 }, { e: 1 }, { g: 1, h: 2 }],
  },
  {
    name: "draft-07 ignores dependentRequired and minContains",
    schema: {
      $schema: draft07,
      dependentRequired: { a: ["b"] },
      contains: { type: "string" },
      minContains: 2,
    },
    valid: [{ a: 1 }, ["s"]],
    invalid: [[1]],
  },
  {
    name: "items reads holes of a sparse array as undefined",
    schema: { items: { type: "number" } },
    valid: [[], [1, 2]],
    invalid: [sparse, ["1"]],
  },
  {
    name: "prefixItems then items: false",
    schema: { prefixItems: [{ type: "string" }, { type: "number" }], items: false },
    valid: [[], ["a"], ["a", 1]],
    invalid: [["a", 1, 2], [1]],
  },
  {
    name: "draft-07 items as a tuple with additionalItems",
    schema: { $schema: draft07, items: [{ type: "string" }], additionalItems: { type: "number" } },
    valid: [["a", 1, 2], []],
    invalid: [["a", "b"], [1]],
  },
  {
    name: "contains with minContains and maxContains",
    schema: { contains: { type: "string" }, minContains: 2, maxContains: 3 },
    valid: [["a", "b"], ["a", 1, "b", "c"], "not an array"],
    invalid: [["a"], ["a", "b", "c", "d"], []],
  },
  {
    name: "contains with minContains 0 and no maxContains is ignored",
    schema: { contains: { type: "string" }, minContains: 0 },
    valid: [[], [1]],
    invalid: [],
  },
  {
    name: "contains with minContains above maxContains always fails",
    schema: { contains: { type: "string" }, minContains: 3, maxContains: 2 },
    valid: [{}],
    invalid: [["a", "b", "c"], []],
  },
  {
    name: "min/maxItems and uniqueItems (deep, key order ignored)",
    schema: { minItems: 1, maxItems: 3, uniqueItems: true },
    valid: [
      [1, "1"],
      [{ a: 1 }, { a: 2 }],
    ],
    invalid: [
      [],
      [1, 2, 3, 4],
      [0, -0],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [[1], [1]],
    ],
  },
  {
    name: "allOf, anyOf, oneOf, not",
    schema: {
      allOf: [{ type: "number" }],
      anyOf: [{ minimum: 10 }, { maximum: 0 }],
      oneOf: [{ multipleOf: 2 }, { multipleOf: 3 }],
      not: { const: 12 },
    },
    valid: [10, -3, 14],
    invalid: [12, 6, 5, 11, "10"],
  },
  {
    name: "if/then/else, and if alone ignored",
    schema: {
      if: { properties: { a: { const: 1 } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
      then: { required: ["b"] },
      else: { required: ["c"] },
      properties: { z: { if: { type: "string" } } },
    },
    valid: [
      { a: 1, b: 1 },
      { a: 2, c: 1 },
      { a: 2, c: 1, z: 5 },
    ],
    invalid: [{ a: 1 }, { a: 2 }, {}],
  },
  {
    name: "recursion through $ref: #",
    schema: { type: "object", properties: { c: { $ref: "#" } }, additionalProperties: false },
    valid: [{}, { c: { c: { c: {} } } }],
    invalid: [{ c: { c: { c: 1 } } }, { c: { d: 1 } }],
  },
  {
    name: "$defs, definitions and $anchor references, a sibling of $ref applied",
    schema: {
      $defs: { s: { type: "string" }, n: { $anchor: "num", type: "number" } },
      definitions: { list: { type: "array", items: { $ref: "#num" } } },
      properties: {
        s: { $ref: "#/$defs/s", maxLength: 1 },
        l: { $ref: "#/definitions/list" },
      },
    },
    valid: [{ s: "a", l: [1, 2] }],
    invalid: [{ s: "ab" }, { s: 1 }, { l: ["1"] }],
  },
  {
    name: "draft-07 $ref siblings are applied too (Ajv 8)",
    schema: {
      $schema: draft07,
      definitions: { a: { type: "string" } },
      $ref: "#/definitions/a",
      maxLength: 1,
    },
    valid: ["a"],
    invalid: ["ab", 1],
  },
  {
    name: "mutually recursive references",
    schema: {
      $ref: "#/$defs/tree",
      $defs: {
        tree: { type: "object", properties: { kids: { $ref: "#/$defs/forest" } } },
        forest: { type: "array", items: { $ref: "#/$defs/tree" } },
      },
    },
    valid: [{ kids: [{ kids: [] }, {}] }],
    invalid: [{ kids: [{ kids: [1] }] }, []],
  },
  {
    name: "nullable widens type as in Ajv",
    schema: { type: "string", nullable: true, enum: ["a", null] },
    valid: ["a", null],
    invalid: ["b", 1],
  },
  {
    name: "a __proto__ keyword is an unknown keyword, not the node's prototype",
    schema: json('{"__proto__":{"type":"string"},"properties":{"a":{"__proto__":{"minimum":5}}}}'),
    valid: [1, { a: 1 }],
    invalid: [],
  },
  {
    name: "false and true schemas",
    schema: { properties: { a: false, b: true } },
    valid: [{ b: 1 }],
    invalid: [{ a: 1 }],
  },
];

describe("the closure check decides as the Ajv engine does", () => {
  it.each(cases)("$name", ({ schema, valid, invalid }) => {
    const interpreter = createInterpreter(schema);
    expect(interpreter.checker).toBe("closures");
    const fromAjv = ajvCheck(schema);
    for (const input of valid) {
      expect({ input, closures: interpreter.check(input) }).toEqual({ input, closures: true });
      expect({ input, ajv: fromAjv(input) }).toEqual({ input, ajv: true });
    }
    for (const input of invalid) {
      expect({ input, closures: interpreter.check(input) }).toEqual({ input, closures: false });
      expect({ input, ajv: fromAjv(input) }).toEqual({ input, ajv: false });
    }
  });
});

describe("schemas the closure compiler leaves to @cfworker/json-schema", () => {
  it("a dynamic anchor falls back, decided at compile time, with Ajv's multipleOf tolerance", () => {
    const schema = {
      $dynamicAnchor: "node",
      properties: { n: { multipleOf: 0.1 } },
      unevaluatedProperties: false,
    };
    const interpreter = createInterpreter(schema);
    expect(interpreter.checker).toBe("@cfworker/json-schema");
    expect(interpreter.fallbackReason).toBe("it uses $dynamicAnchor");
    const fromAjv = ajvCheck(schema);
    const inputs = [{ n: 0.3 }, { n: 0.30000000000000004 }, { n: 0.35 }, { m: 1 }];
    expect(inputs.map((input) => interpreter.check(input))).toEqual([true, true, false, false]);
    expect(inputs.map((input) => fromAjv(input))).toEqual([true, true, false, false]);
  });

  it("a keyword value Ajv would refuse (a string maxLength) is refused by the meta-check, never passed (issue 25.7)", () => {
    expect(() => createInterpreter({ type: "string", maxLength: "2" })).toThrow(
      "it is not a valid 2020-12 schema as this engine reads the meta-schema",
    );
  });
});

describe("what the check reads", () => {
  // The fuzz run, seed 25, case 1100: own properties only (`valueOf` is named), and the value
  // read before it is asked whether own, as Ajv's `propertyInData` does.
  it("a property value is read before it is asked whether own, so a throwing Proxy throws on both", () => {
    const schema = { properties: { valueOf: false, a: { type: "string" } } };
    const trap = () =>
      new Proxy(
        {},
        {
          get() {
            throw new Error("trap");
          },
        },
      );
    expect(() => createInterpreter(schema).check(trap())).toThrow("trap");
    expect(() => ajvCheck(schema)(trap())).toThrow("trap");
  });
});

describe("recursion is bounded by the stack: an overflow throws, it never passes", () => {
  it("a recursive schema over a 100,000-deep input", () => {
    const interpreter = createInterpreter({ type: "array", items: { $ref: "#" } });
    let deep: unknown[] = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => interpreter.check(deep)).toThrow(RangeError);
  });

  it("through the validator, the overflow rejects the call as not checked", () => {
    const validator = createValidator({ engine: "interpreter" });
    const tool = { name: "t", inputSchema: { type: "object", properties: { c: { $ref: "#" } } } };
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) deep = { c: deep };
    const result = validator.validateToolInput(tool, deep);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.message).toBe(
      "t failed due to the following issue:\nThe input could not be checked (Maximum call stack size exceeded)",
    );
    expect(validator.validateToolInput(tool, { c: { c: {} } }).ok).toBe(true);
  });

  it("a $ref cycle with no schema between throws on every input", () => {
    const interpreter = createInterpreter({
      $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
      $ref: "#/$defs/a",
    });
    expect(() => interpreter.check(1)).toThrow(RangeError);
  });
});
