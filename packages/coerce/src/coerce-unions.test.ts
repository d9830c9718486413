import { describe, it } from "vitest";
import { type Case, check, obj, unchanged } from "./test-support/coerce-cases.js";

describe("coerce: unions", () => {
  const union = obj({ v: { anyOf: [{ type: "number" }, { type: "array" }] } });
  it.each<Case>([
    unchanged("anyOf by default", union, { v: "5" }),
    unchanged(
      "oneOf by default",
      obj({ v: { oneOf: [{ type: "number" }, { type: "boolean" }] } }),
      { v: "true" },
    ),
    unchanged(
      "analyze: a branch accepts strings",
      obj({ v: { anyOf: [{ type: "number" }, { type: "string" }] } }),
      { v: "5" },
      { unions: "analyze" },
    ),
    unchanged(
      "analyze: several branches accept the decoded object",
      obj({ v: { anyOf: [obj({ a: { type: "number" } }), obj({ b: { type: "number" } })] } }),
      { v: { a: "1" } },
      { unions: "analyze" },
    ),
  ])("leaves the value: $name", check);

  it.each<Case>([
    {
      name: "analyze: a number branch",
      schema: union,
      input: { v: "5" },
      expected: { v: 5 },
      options: { unions: "analyze" },
    },
    {
      name: "analyze: an array branch",
      schema: union,
      input: { v: "[1]" },
      expected: { v: [1] },
      options: { unions: "analyze" },
    },
    {
      name: "analyze: the one branch that accepts the value's kind is followed",
      schema: obj({
        v: { oneOf: [{ type: "number" }, { type: "array", items: { type: "boolean" } }] },
      }),
      input: { v: '["true"]' },
      expected: { v: [true] },
      options: { unions: "analyze" },
    },
    {
      name: "anyOf whose branches only narrow is no union",
      schema: {
        type: "object",
        properties: { a: { type: "number" } },
        anyOf: [{ required: ["a"] }, { required: ["b"] }],
      },
      input: { a: "1" },
      expected: { a: 1 },
    },
  ])("$name", check);
});

describe("coerce: the nullable exception", () => {
  it.each<Case>([
    {
      name: "type [X, null] is X for a number",
      schema: obj({ v: { type: ["integer", "null"] } }),
      input: { v: "3" },
      expected: { v: 3 },
    },
    {
      name: "anyOf [X, {type: null}] is X (pydantic Optional)",
      schema: obj({
        v: { anyOf: [{ type: "array", items: { type: "string" } }, { type: "null" }] },
      }),
      input: { v: '["a"]' },
      expected: { v: ["a"] },
    },
    {
      name: "oneOf [{type: null}, X] is X (either order)",
      schema: obj({ v: { oneOf: [{ type: "null" }, { type: "boolean" }] } }),
      input: { v: "false" },
      expected: { v: false },
    },
    {
      name: 'anyOf [X, {type: null}] takes "null" as null',
      schema: obj({ v: { anyOf: [{ type: "number" }, { type: "null" }] } }),
      input: { v: "null" },
      expected: { v: null },
    },
    {
      name: "anyOf [$ref, {type: null}] follows the reference",
      schema: {
        $defs: { E: obj({ n: { type: "number" } }) },
        ...obj({ v: { anyOf: [{ $ref: "#/$defs/E" }, { type: "null", description: "none" }] } }),
      },
      input: { v: '{"n":"1"}' },
      expected: { v: { n: 1 } },
    },
  ])("$name", check);

  it.each<Case>([
    unchanged(
      "anyOf [string, null] keeps strings",
      obj({ v: { anyOf: [{ type: "string" }, { type: "null" }] } }),
      { v: "null" },
    ),
    unchanged(
      "three branches are a union",
      obj({ v: { anyOf: [{ type: "number" }, { type: "boolean" }, { type: "null" }] } }),
      { v: "5" },
    ),
  ])("$name", check);
});

describe("coerce: a discriminated union under unions: analyze", () => {
  const circle = {
    type: "object",
    properties: { kind: { const: "circle" }, r: { type: "number" } },
    required: ["kind", "r"],
  };
  const square = {
    type: "object",
    properties: {
      kind: { enum: ["square"] },
      side: { type: "number" },
      filled: { type: "boolean" },
    },
    required: ["kind", "side"],
  };
  const schema = obj({ shape: { oneOf: [circle, square] } });
  const analyze = { unions: "analyze" } as const;

  it.each<Case>([
    {
      name: "repairs inside the branch the const field selects",
      schema,
      input: { shape: { kind: "square", side: "2", filled: "true" } },
      expected: { shape: { kind: "square", side: 2, filled: true } },
      options: analyze,
    },
    {
      name: "repairs inside the other branch",
      schema,
      input: { shape: { kind: "circle", r: "1.5" } },
      expected: { shape: { kind: "circle", r: 1.5 } },
      options: analyze,
    },
    {
      name: "decodes JSON text, then repairs inside the selected branch",
      schema,
      input: { shape: '{"kind":"circle","r":"1"}' },
      expected: { shape: { kind: "circle", r: 1 } },
      options: analyze,
    },
    unchanged("by default (unions: ignore)", schema, { shape: { kind: "circle", r: "1" } }),
    unchanged(
      "when the discriminator matches no branch",
      schema,
      { shape: { kind: "hexagon", r: "1" } },
      analyze,
    ),
    unchanged("when the discriminator is missing", schema, { shape: { r: "1" } }, analyze),
    unchanged(
      "when the branches fix the field to the same value (no discriminator)",
      obj({
        shape: {
          oneOf: [
            circle,
            { ...square, properties: { ...square.properties, kind: { const: "circle" } } },
          ],
        },
      }),
      { shape: { kind: "circle", r: "1" } },
      analyze,
    ),
  ])("$name", check);
});
