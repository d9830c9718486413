import { describe, expect, it } from "vitest";
import { type MalformOptions, malform } from "./malform.js";

interface Case {
  readonly name: string;
  readonly schema: Record<string, unknown>;
  readonly input: Record<string, unknown>;
  readonly options?: MalformOptions;
  readonly expected: Record<string, unknown>;
  readonly rules: Record<string, string>;
}

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties,
  ...extra,
});

const cases: Case[] = [
  {
    name: "quotes booleans, numbers and integers; sends arrays and objects as JSON text",
    schema: object({
      b: { type: "boolean" },
      n: { type: "number" },
      i: { type: "integer" },
      a: { type: "array", items: { type: "string" } },
      o: { type: "object" },
      s: { type: "string" },
    }),
    input: { b: false, n: 1.5, i: -3, a: ["x"], o: { k: 1 }, s: "text" },
    expected: { b: "false", n: "1.5", i: "-3", a: '["x"]', o: '{"k":1}', s: "text" },
    rules: { b: "boolean", n: "number", i: "integer", a: "json", o: "json" },
  },
  {
    name: "leaves a node that takes strings alone (type array with string, string enum, no type)",
    schema: object({
      u: { type: ["string", "number"] },
      e: { enum: ["a", 1] },
      any: {},
    }),
    input: { u: 5, e: 1, any: true },
    expected: { u: 5, e: 1, any: true },
    rules: {},
  },
  {
    name: "treats a nullable type as its non-null type, and leaves null itself alone",
    schema: object({
      t: { type: ["integer", "null"] },
      a: { anyOf: [{ type: "boolean" }, { type: "null" }] },
      z: { type: ["boolean", "null"] },
    }),
    input: { t: 3, a: true, z: null },
    expected: { t: "3", a: "true", z: null },
    rules: { t: "integer", a: "boolean" },
  },
  {
    name: "leaves real unions and allOf alone",
    schema: object({
      u: { anyOf: [{ type: "boolean" }, { type: "number" }] },
      o: { oneOf: [{ type: "array" }, { type: "null" }, { type: "object" }] },
      all: { allOf: [{ type: "integer" }] },
    }),
    input: { u: true, o: [1], all: 2 },
    expected: { u: true, o: [1], all: 2 },
    rules: {},
  },
  {
    name: "follows a local $ref with annotations beside it, not one with assertions beside it",
    schema: object(
      {
        r: { $ref: "#/$defs/flag", description: "a flag" },
        s: { $ref: "#/$defs/flag", type: "boolean" },
        p: { $ref: "#/$defs/a~1b" },
      },
      { $defs: { flag: { type: "boolean" }, "a/b": { type: "number" } } },
    ),
    input: { r: true, s: true, p: 2 },
    expected: { r: "true", s: true, p: "2" },
    rules: { r: "boolean", p: "number" },
  },
  {
    name: "takes the type of a non-string enum or const, so either number rule may undo it",
    schema: object({ e: { enum: [1, 2] }, c: { const: false } }),
    input: { e: 2, c: false },
    expected: { e: "2", c: "false" },
    rules: { e: "number-or-integer", c: "boolean" },
  },
  {
    name: "leaves keys the schema does not describe alone, and uses additionalProperties schemas",
    schema: { type: "object", properties: {}, additionalProperties: { type: "integer" } },
    input: { extra: 1 },
    expected: { extra: "1" },
    rules: { extra: "integer" },
  },
  {
    name: "leaves numbers whose text is not a plain decimal alone",
    schema: object({ big: { type: "number" }, small: { type: "number" } }),
    input: { big: 1e21, small: 1e-7 },
    expected: { big: 1e21, small: 1e-7 },
    rules: {},
  },
];

describe("malform", () => {
  it.each(cases)("$name", ({ schema, input, options, expected, rules }) => {
    const copy = structuredClone(input);
    const result = malform(input, schema, options);
    expect(result.value).toEqual(expected);
    expect(Object.fromEntries(result.changes.map((c) => [c.path.join("."), c.rule]))).toEqual(
      rules,
    );
    for (const change of result.changes) {
      expect(change.to).toEqual(input[change.path[0] as string]);
      expect(change.from).toBe(expected[change.path[0] as string]);
    }
    expect(result.paths).toEqual(result.changes.map((c) => c.path));
    expect(input).toEqual(copy);
  });

  const edits = {
    type: "object",
    properties: {
      edits: {
        type: "array",
        items: object({ old: { type: "string" }, dryRun: { type: "boolean" } }),
      },
      pair: { type: "array", prefixItems: [{ type: "integer" }, { type: "boolean" }] },
      tuple: { type: "array", items: [{ type: "number" }] },
      either: { type: ["array", "string"], items: { type: "boolean" } },
    },
  };
  const input = {
    edits: [{ old: "a", dryRun: false }],
    pair: [1, true],
    tuple: [2.5, "x"],
    either: [true],
  };

  it("sends top-level structures as JSON text, but stringifies inside one that takes strings", () => {
    const result = malform(input, edits);
    expect(result.value).toEqual({
      edits: '[{"old":"a","dryRun":false}]',
      pair: "[1,true]",
      tuple: '[2.5,"x"]',
      either: ["true"],
    });
    expect(result.paths).toEqual([["edits"], ["pair"], ["tuple"], ["either", 0]]);
  });

  it("with keepStructure, stringifies scalars at any depth (items, prefixItems, draft-07 tuples)", () => {
    const result = malform(input, edits, { keepStructure: true });
    expect(result.value).toEqual({
      edits: [{ old: "a", dryRun: "false" }],
      pair: ["1", "true"],
      tuple: ["2.5", "x"],
      either: ["true"],
    });
    expect(result.paths).toEqual([
      ["edits", 0, "dryRun"],
      ["pair", 0],
      ["pair", 1],
      ["tuple", 0],
      ["either", 0],
    ]);
  });
});
