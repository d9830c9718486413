import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { compiledDialect, failsDraft2020 } from "./schema-dialect.js";

const options = { allErrors: true, strict: false } as const;

function compiles(ajv: Ajv | Ajv2020, schema: object): boolean {
  try {
    ajv.compile(schema);
    return true;
  } catch {
    return false;
  }
}

const tuple = { items: [{ type: "integer" }] };

describe("compiledDialect", () => {
  it.each([
    { uri: "http://json-schema.org/draft-07/schema#", expected: "draft-07" },
    { uri: "http://json-schema.org/draft-07/schema", expected: "draft-07" },
    { uri: "https://json-schema.org/draft-07/schema#", expected: "draft-07" },
    { uri: "http://json-schema.org/draft-06/schema#", expected: "draft-07" },
    { uri: "http://json-schema.org/draft-04/schema#", expected: "draft-07" },
    { uri: "https://json-schema.org/draft/2019-09/schema", expected: "2019-09" },
    { uri: "https://json-schema.org/draft/2020-12/schema", expected: "2020-12" },
    { uri: " https://json-schema.org/draft/2020-12/schema# ", expected: "2020-12" },
  ])("reads $uri as $expected, as the validator does", ({ uri, expected }) => {
    expect(compiledDialect({ $schema: uri, ...tuple })).toBe(expected);
  });

  it.each([
    { name: "no $schema", schema: { type: "array", prefixItems: [{ type: "integer" }] } },
    { name: "an unknown $schema", schema: { $schema: "http://example.com/s", type: "array" } },
    { name: "a non-string $schema", schema: { $schema: 7, type: "array" } },
    {
      name: "a $schema named after an Object.prototype key",
      schema: { $schema: "http://toString" },
    },
  ])("takes 2020-12 for $name, as the validator compiles it first", ({ schema }) => {
    expect(compiledDialect(schema)).toBe("2020-12");
  });

  it("takes draft-07 for no $schema when Ajv 2020 cannot compile the schema", () => {
    expect(compiledDialect({ type: "array", ...tuple })).toBe("draft-07");
  });

  it("terminates on a schema object that contains itself", () => {
    const schema: Record<string, unknown> = { type: "object" };
    schema.properties = { self: schema };
    expect(compiledDialect(schema)).toBe("2020-12");
  });
});

// Each schema is one Ajv's draft-07 class compiles; `failsDraft2020` must predict whether Ajv
// 2020 does too, since that decides which one the validator uses for a schema without `$schema`.
const predictions: readonly { name: string; schema: object }[] = [
  {
    name: "a plain object schema",
    schema: { type: "object", properties: { a: { type: "integer" } } },
  },
  { name: "prefixItems", schema: { type: "array", prefixItems: [{ type: "integer" }] } },
  { name: "array-form items at the root", schema: { type: "array", ...tuple } },
  { name: "array-form items in properties", schema: { properties: { t: tuple } } },
  { name: "array-form items in patternProperties", schema: { patternProperties: { "^t": tuple } } },
  { name: "array-form items in additionalProperties", schema: { additionalProperties: tuple } },
  { name: "array-form items in $defs", schema: { $defs: { t: tuple } } },
  { name: "array-form items in definitions", schema: { definitions: { t: tuple } } },
  { name: "array-form items in dependencies", schema: { dependencies: { a: tuple } } },
  { name: "array-form items in dependentSchemas", schema: { dependentSchemas: { a: tuple } } },
  { name: "array-form items in allOf", schema: { allOf: [tuple] } },
  { name: "array-form items in anyOf", schema: { anyOf: [{ type: "string" }, tuple] } },
  { name: "array-form items in oneOf", schema: { oneOf: [tuple] } },
  { name: "array-form items in not", schema: { not: tuple } },
  { name: "array-form items in if", schema: { if: tuple } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
  { name: "array-form items in then", schema: { then: tuple } },
  { name: "array-form items in else", schema: { else: tuple } },
  { name: "array-form items in contains", schema: { contains: tuple } },
  { name: "array-form items in propertyNames", schema: { propertyNames: tuple } },
  { name: "array-form items in items", schema: { items: tuple } },
  { name: "array-form items in prefixItems", schema: { prefixItems: [tuple] } },
  { name: "array-form items in unevaluatedItems", schema: { unevaluatedItems: tuple } },
  { name: "array-form items in unevaluatedProperties", schema: { unevaluatedProperties: tuple } },
  { name: "array-form items in contentSchema", schema: { contentSchema: tuple } },
  {
    name: "array-form items in additionalItems (Ajv 2020 ignores it)",
    schema: { additionalItems: tuple },
  },
  { name: "array-form items in an unknown keyword", schema: { "x-meta": tuple } },
  { name: "array-form items in an enum value", schema: { enum: [tuple] } },
  { name: "array-form items in a default", schema: { default: tuple } },
  { name: "a property named items", schema: { properties: { items: { type: "array" } } } },
  { name: "dependencies listing names", schema: { dependencies: { a: ["b"] } } },
  {
    name: "an $id with a fragment (a draft-07 anchor)",
    schema: { properties: { a: { $id: "#a" } } },
  },
  { name: "an $id ending in an empty fragment", schema: { $id: "http://example.com/s#" } },
  { name: "an $anchor that is not a plain name", schema: { $anchor: "1a" } },
  { name: "a plain-name $anchor", schema: { $anchor: "a" } },
  { name: "a $dynamicAnchor that is not a plain name", schema: { $dynamicAnchor: "a b" } },
];

describe("failsDraft2020 predicts Ajv 2020 on schemas Ajv's draft-07 class compiles", () => {
  const ajv07 = new Ajv(options);
  const ajv2020 = new Ajv2020(options);

  it.each(predictions)("$name", ({ schema }) => {
    expect(compiles(ajv07, schema)).toBe(true);
    expect(failsDraft2020(schema)).toBe(!compiles(ajv2020, schema));
  });

  it("covers both outcomes", () => {
    const outcomes = new Set(predictions.map(({ schema }) => failsDraft2020(schema)));
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});
