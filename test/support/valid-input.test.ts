import { describe, expect, it } from "vitest";
import { isValid, validInputFor } from "./valid-input.js";

interface Case {
  readonly name: string;
  readonly schema: unknown;
  readonly expected: unknown;
}

const cases: Case[] = [
  {
    name: "fills required and optional properties of every scalar type",
    schema: {
      type: "object",
      properties: {
        b: { type: "boolean" },
        n: { type: "number" },
        i: { type: "integer" },
        s: { type: "string" },
        z: { type: "null" },
      },
      required: ["s"],
    },
    expected: { b: false, n: 1.5, i: 3, s: "example", z: null },
  },
  {
    name: "honours enum, const, formats, patterns and lengths",
    schema: {
      type: "object",
      properties: {
        e: { enum: [null, "asc", "desc"] },
        c: { const: 7 },
        when: { type: "string", format: "date-time" },
        id: { type: "string", format: "uuid" },
        url: { type: "string", format: "uri" },
        mail: { type: "string", format: "email" },
        p: { type: "string", pattern: "^(low|high)$" },
        hex: { type: "string", pattern: "^#[0-9a-f]{6}$" },
        long: { type: "string", minLength: 10 },
        asn: { type: "string", pattern: "^AS\\d+$" },
        slug: { type: "string", pattern: "^[a-z][a-z0-9-]*\\.md$" },
      },
    },
    expected: {
      e: "asc",
      c: 7,
      when: "2024-01-02T03:04:05Z",
      id: "123e4567-e89b-42d3-a456-426614174000",
      url: "https://example.com/a",
      mail: "user@example.com",
      p: "low",
      hex: "#ff0000",
      long: "examplexxx",
      asn: "AS1",
      slug: "aa.md",
    },
  },
  {
    name: "keeps numbers inside their bounds",
    schema: {
      type: "object",
      properties: {
        page: { type: "integer", minimum: 10, maximum: 20 },
        ratio: { type: "number", exclusiveMinimum: 0, maximum: 1 },
        step: { type: "integer", multipleOf: 5 },
      },
    },
    expected: { page: 10, ratio: 1, step: 5 },
  },
  {
    name: "fills arrays to minItems, tuples by position, records with one entry",
    schema: {
      type: "object",
      properties: {
        tags: { type: "array", items: { type: "string" }, minItems: 2 },
        pair: { type: "array", prefixItems: [{ type: "integer" }, { type: "boolean" }] },
        env: { type: "object", additionalProperties: { type: "string" } },
      },
    },
    expected: { tags: ["example", "example"], pair: [3, false], env: { key: "example" } },
  },
  {
    name: "follows local $refs, takes the first satisfiable anyOf/oneOf branch, prefers non-null",
    schema: {
      type: "object",
      $defs: { limit: { type: "integer", minimum: 1 } },
      properties: {
        limit: { $ref: "#/$defs/limit" },
        maybe: { anyOf: [{ type: "null" }, { type: "boolean" }] },
        nullable: { type: ["null", "number"] },
        one: { oneOf: [{ type: "string", maxLength: 0, minLength: 1 }, { type: "integer" }] },
      },
    },
    expected: { limit: 3, maybe: false, nullable: 1.5, one: 3 },
  },
  {
    name: "picks a set of required keys that a oneOf over `required` accepts",
    schema: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" } },
      oneOf: [{ required: ["a"] }, { required: ["b"] }],
    },
    expected: { a: "example" },
  },
  {
    name: "stops a recursive structure where its optional children can be left out",
    schema: {
      type: "object",
      properties: { name: { type: "string" }, children: { $ref: "#/$defs/list" } },
      $defs: { list: { type: "array", items: { $ref: "#" } } },
    },
    expected: {
      name: "example",
      children: [
        {
          name: "example",
          children: [{ name: "example", children: [{ name: "example", children: [{}] }] }],
        },
      ],
    },
  },
  {
    name: "uses the draft-07 tuple form under a draft-07 $schema",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "array",
      items: [{ type: "boolean" }, { type: "integer" }],
      additionalItems: false,
    },
    expected: [false, 3],
  },
  {
    name: "gives up on an unsatisfiable schema",
    schema: { type: "string", minLength: 3, maxLength: 1 },
    expected: undefined,
  },
  { name: "gives up on the false schema", schema: false, expected: undefined },
  {
    name: "gives up on a schema Ajv cannot compile",
    schema: { type: "nonsense" },
    expected: undefined,
  },
];

describe("validInputFor", () => {
  it.each(cases)("$name", ({ schema, expected }) => {
    const input = validInputFor(schema);
    expect(input).toEqual(expected);
    if (input !== undefined) expect(isValid(schema, input)).toBe(true);
  });

  it("is deterministic", () => {
    const schema = cases[0]?.schema;
    expect(validInputFor(schema)).toEqual(validInputFor(schema));
  });
});

describe("isValid", () => {
  it("uses real Ajv with formats, per dialect", () => {
    expect(isValid({ type: "string", format: "email" }, "nope")).toBe(false);
    expect(isValid({ type: "string", format: "email" }, "a@b.co")).toBe(true);
    const tuple = {
      $schema: "http://json-schema.org/draft-07/schema#",
      items: [{ type: "string" }],
    };
    expect(isValid(tuple, [1])).toBe(false);
    expect(isValid({ prefixItems: [{ type: "string" }] }, [1])).toBe(false);
    expect(isValid({ type: "nonsense" }, 1)).toBe(false);
  });
});
