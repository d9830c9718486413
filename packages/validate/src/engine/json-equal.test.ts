import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { jsonEqual } from "./json-equal.js";

// docs/pipeline.md, "Engines": `const` and `enum` compare objects as JSON, own enumerable keys
// and their values, on every engine; Ajv's deep equality called an own `valueOf` or `toString`
// (throwing on `{"valueOf": 1}`) and compared a `constructor` property by identity.

const schemaOf = (x: unknown) => ({ type: "object", properties: { x }, required: ["x"] });

const cases: { name: string; x: unknown; input: unknown; message: string | undefined }[] = [
  {
    name: "an own valueOf against a const object",
    x: { const: { a: 1 } },
    input: { valueOf: 1 },
    message: 'The parameter `x` must be `{"a":1}` but was `{"valueOf":1}`',
  },
  {
    name: "an own toString against a const object",
    x: { const: { a: 1 } },
    input: { toString: 1 },
    message: 'The parameter `x` must be `{"a":1}` but was `{"toString":1}`',
  },
  {
    name: "an own valueOf against an enum of objects",
    x: { enum: [{ a: 1 }, { b: 2 }] },
    input: { valueOf: 1 },
    message: 'The parameter `x` must be one of `{"a":1}`, `{"b":2}` but was `{"valueOf":1}`',
  },
  {
    name: "an equal object holding a constructor key",
    x: { const: { constructor: {} } },
    input: { constructor: {} },
    message: undefined,
  },
  {
    name: "an equal object holding valueOf, in an enum Ajv checks in a loop",
    x: { enum: Array.from({ length: 20 }, (_, i) => ({ valueOf: i })) },
    input: { valueOf: 7 },
    message: undefined,
  },
  {
    name: "equal keys in another order",
    x: { const: { a: 1, b: [1, { c: null }] } },
    input: { b: [1, { c: null }], a: 1 },
    message: undefined,
  },
  {
    name: "a value that differs deep inside",
    x: { const: { a: [1, { b: 2 }] } },
    input: { a: [1, { b: 3 }] },
    message: 'The parameter `x` must be `{"a":[1,{"b":2}]}` but was `{"a":[1,{"b":3}]}`',
  },
];

describe.each(["ajv", "interpreter"] as const)("const and enum on the %s engine", (engine) => {
  const validator = createValidator({ engine });

  it.each(cases)("$name", ({ x, input, message }) => {
    for (let i = 0; i < 2; i++) {
      const result = validator.validateToolInput(
        { name: "t", inputSchema: schemaOf(x) },
        { x: input },
      );
      expect(result.ok ? undefined : result.message).toBe(
        message === undefined ? undefined : `t failed due to the following issue:\n${message}`,
      );
    }
  });
});

describe("jsonEqual", () => {
  it.each([
    [{ a: 1 }, { a: 1 }, true],
    [[1, [2]], [1, [2]], true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [[1], { 0: 1 }, false],
    [{ a: 1 }, Object.assign(Object.create(null) as object, { a: 1 }), true],
    [{ a: 1 }, Object.create({ a: 1 }), false],
    [null, {}, false],
    [Number.NaN, Number.NaN, true],
  ])("%j and %j: %s", (a, b, equal) => {
    expect(jsonEqual(a, b)).toBe(equal);
    expect(jsonEqual(b, a)).toBe(equal);
  });
});
