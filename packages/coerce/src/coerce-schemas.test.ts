import { describe, it } from "vitest";
import { type Case, check, obj, unchanged } from "./test-support/coerce-cases.js";

describe("coerce: what a node accepts", () => {
  it.each<Case>([
    {
      name: "a type array without string",
      schema: { type: ["number", "boolean"] },
      input: "true",
      expected: true,
    },
    { name: "an enum of numbers", schema: { enum: [1, 2, 3] }, input: "2", expected: 2 },
    { name: "a const boolean", schema: { const: false }, input: "false", expected: false },
    {
      name: "allOf intersects the branches",
      schema: { allOf: [{ type: ["number", "string"] }, { type: "number" }] },
      input: "4",
      expected: 4,
    },
    {
      name: "keywords that only narrow are ignored",
      schema: { type: "integer", minimum: 10, not: { const: 3 }, format: "int32" },
      input: "3",
      expected: 3,
    },
    {
      name: "an unknown root type name (BFCL's dict) over known properties",
      schema: { type: "dict", properties: { a: { type: "integer" } } },
      input: { a: "1" },
      expected: { a: 1 },
    },
  ])("coerces under $name", check);

  it.each<Case>([
    unchanged("a type array including string", { type: ["string", "array"] }, "[1]"),
    unchanged("a string enum", { enum: ["1", 2] }, "1"),
    unchanged("a string const", { const: "true" }, "true"),
    unchanged("no type constraint at all", { description: "anything" }, "5"),
    unchanged("the true schema", true, "5"),
    unchanged("the false schema", false, "5"),
    unchanged(
      "an allOf branch accepting only strings",
      { allOf: [{ type: "number" }, { type: "string" }] },
      "5",
    ),
    unchanged("an unknown type name", { type: "float" }, "5"),
  ])("leaves a string under $name", check);
});

describe("coerce: structure keywords", () => {
  it.each<Case>([
    {
      name: "properties",
      schema: obj({ a: { type: "number" } }),
      input: { a: "1", b: "2" },
      expected: { a: 1, b: "2" },
    },
    {
      name: "additionalProperties (schema form)",
      schema: {
        type: "object",
        properties: { a: { type: "string" } },
        additionalProperties: { type: "number" },
      },
      input: { a: "1", b: "2" },
      expected: { a: "1", b: 2 },
    },
    {
      name: "patternProperties",
      schema: { type: "object", patternProperties: { "^n_": { type: "integer" } } },
      input: { n_a: "1", other: "2" },
      expected: { n_a: 1, other: "2" },
    },
    {
      name: "patternProperties before additionalProperties",
      schema: {
        type: "object",
        patternProperties: { "^s_": { type: "string" } },
        additionalProperties: { type: "boolean" },
      },
      input: { s_a: "true", b: "true" },
      expected: { s_a: "true", b: true },
    },
    {
      name: "items (schema form)",
      schema: { type: "array", items: { type: "number" } },
      input: ["1", "2"],
      expected: [1, 2],
    },
    {
      name: "items (draft-07 array form) with additionalItems",
      schema: {
        type: "array",
        items: [{ type: "string" }, { type: "number" }],
        additionalItems: { type: "boolean" },
      },
      input: ["1", "2", "true"],
      expected: ["1", 2, true],
    },
    {
      name: "prefixItems with items for the rest",
      schema: { type: "array", prefixItems: [{ type: "boolean" }], items: { type: "integer" } },
      input: ["false", "3", "4"],
      expected: [false, 3, 4],
    },
    {
      name: "allOf combining the properties of every branch",
      schema: { allOf: [obj({ a: { type: "number" } }), obj({ b: { type: "boolean" } })] },
      input: { a: "1", b: "true" },
      expected: { a: 1, b: true },
    },
    {
      name: "allOf where a property must suit both branches",
      schema: {
        allOf: [obj({ a: { type: ["number", "string"] } }), obj({ a: { type: "number" } })],
      },
      input: { a: "1" },
      expected: { a: 1 },
    },
  ])("follows $name", check);

  it.each<Case>([
    unchanged("keys the schema does not describe", obj({ a: { type: "number" } }), { b: "1" }),
    unchanged(
      "keys additionalProperties: false forbids",
      { type: "object", additionalProperties: false },
      { b: "1" },
    ),
    unchanged(
      "keys additionalProperties: true allows",
      { type: "object", additionalProperties: true },
      { b: "1" },
    ),
    unchanged("an array where the node takes only objects", obj({ a: { type: "number" } }), ["1"]),
    unchanged(
      "an invalid patternProperties regex",
      { type: "object", patternProperties: { "(": { type: "number" } } },
      { a: "1" },
    ),
    unchanged(
      "items past a prefix with no rest schema",
      { type: "array", prefixItems: [{ type: "number" }] },
      [1, "2"],
    ),
  ])("leaves alone $name", check);
});

describe("coerce: $ref", () => {
  const defs = {
    count: { type: "integer" },
    "a/b": { type: "boolean" },
    "a~b": { type: "number" },
    "a b": { type: "null" },
  };
  it.each<Case>([
    {
      name: "#/$defs/…",
      schema: { $defs: defs, ...obj({ n: { $ref: "#/$defs/count" } }) },
      input: { n: "2" },
      expected: { n: 2 },
    },
    {
      name: "#/definitions/…",
      schema: { definitions: defs, ...obj({ n: { $ref: "#/definitions/count" } }) },
      input: { n: "2" },
      expected: { n: 2 },
    },
    {
      name: "~1 escapes",
      schema: { $defs: defs, ...obj({ n: { $ref: "#/$defs/a~1b" } }) },
      input: { n: "true" },
      expected: { n: true },
    },
    {
      name: "~0 escapes",
      schema: { $defs: defs, ...obj({ n: { $ref: "#/$defs/a~0b" } }) },
      input: { n: "1.5" },
      expected: { n: 1.5 },
    },
    {
      name: "percent-encoding",
      schema: { $defs: defs, ...obj({ n: { $ref: "#/$defs/a%20b" } }) },
      input: { n: "null" },
      expected: { n: null },
    },
    {
      name: "# (a recursive tree, as deep as the value goes)",
      schema: {
        type: "object",
        properties: { v: { type: "number" }, kids: { type: "array", items: { $ref: "#" } } },
      },
      input: { v: "1", kids: [{ v: "2", kids: [{ v: "3", kids: [] }] }] },
      expected: { v: 1, kids: [{ v: 2, kids: [{ v: 3, kids: [] }] }] },
    },
    {
      name: "a reference with siblings (both apply)",
      schema: { $defs: { n: { type: ["number", "string"] } }, $ref: "#/$defs/n", type: "number" },
      input: "5",
      expected: 5,
    },
    {
      name: "a nested $id resource without references",
      schema: obj({
        inner: {
          $id: "https://example.com/inner",
          type: "object",
          properties: { n: { type: "number" } },
        },
      }),
      input: { inner: { n: "5" } },
      expected: { inner: { n: 5 } },
    },
    {
      name: "a pointer into a nested $id resource, as Ajv follows it",
      schema: {
        $defs: { res: { $id: "res.json", $defs: { n: { type: "number" } } } },
        ...obj({ n: { $ref: "#/$defs/res/$defs/n" } }),
      },
      input: { n: "2" },
      expected: { n: 2 },
    },
    {
      name: "a relative $id, and a pointer written inside it against its own base URI",
      schema: {
        $id: "https://example.com/root",
        $defs: {
          n: { type: "string" },
          item: {
            $id: "item",
            $defs: { n: { type: "number" } },
            properties: { v: { $ref: "#/$defs/n" } },
          },
        },
        ...obj({ a: { $ref: "item" }, b: { $ref: "item#/$defs/n" } }),
      },
      input: { a: { v: "2" }, b: "3" },
      expected: { a: { v: 2 }, b: 3 },
    },
    {
      name: "a relative $id under draft-07's definitions",
      schema: {
        $schema: "http://json-schema.org/draft-07/schema#",
        $id: "http://example.com/root.json",
        definitions: { item: { $id: "item.json", type: "number" } },
        ...obj({ n: { $ref: "item.json" } }),
      },
      input: { n: "2" },
      expected: { n: 2 },
    },
  ])("follows $name", check);

  it.each<Case>([
    unchanged("a remote reference", obj({ n: { $ref: "https://example.com/s.json#/n" } }), {
      n: "2",
    }),
    unchanged("an unresolvable reference", obj({ n: { $ref: "#/$defs/missing" } }), { n: "2" }),
    unchanged(
      "a reference made inside a nested $id resource",
      {
        $defs: { n: { type: "number" } },
        ...obj({ inner: { $id: "https://example.com/x", $ref: "#/$defs/n" } }),
      },
      { inner: "2" },
    ),
    unchanged("a $dynamicRef", obj({ n: { $dynamicRef: "#node" } }), { n: "2" }),
    unchanged("a $recursiveRef", obj({ n: { $recursiveRef: "#" } }), { n: "2" }),
    unchanged(
      "a reference cycle a → b → a",
      {
        $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
        ...obj({ n: { $ref: "#/$defs/a" } }),
      },
      { n: "2" },
    ),
    unchanged("a reference to itself", { $ref: "#" }, "2"),
  ])("leaves the value under $name", check);
});
