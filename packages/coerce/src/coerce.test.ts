import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import type { CoerceOptions, JsonSchema } from "./types.js";

interface Case {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly input: unknown;
  readonly expected: unknown;
  readonly options?: CoerceOptions;
}

const obj = (properties: Record<string, unknown>): Record<string, unknown> => ({
  type: "object",
  properties,
});
const unchanged = (
  name: string,
  schema: JsonSchema,
  input: unknown,
  options?: CoerceOptions,
): Case =>
  options === undefined
    ? { name, schema, input, expected: input }
    : { name, schema, input, expected: input, options };

function check({ schema, input, expected, options }: Case): void {
  const before = structuredClone(input);
  const result = coerce(input, schema, options);
  expect(result.value).toEqual(expected);
  expect(input).toEqual(before);
  if (result.coercions.length === 0) expect(result.value).toBe(input);
}

describe("coerce: the boolean rule", () => {
  const schema = obj({ flag: { type: "boolean" } });
  it.each<Case>([
    { name: '"true" becomes true', schema, input: { flag: "true" }, expected: { flag: true } },
    { name: '"false" becomes false', schema, input: { flag: "false" }, expected: { flag: false } },
    {
      name: 'caseless: "True" becomes true',
      schema,
      input: { flag: "True" },
      expected: { flag: true },
      options: { booleans: "caseless" },
    },
    {
      name: 'caseless: "FALSE" becomes false',
      schema,
      input: { flag: "FALSE" },
      expected: { flag: false },
      options: { booleans: "caseless" },
    },
  ])("$name", check);

  it.each<Case>([
    unchanged('"True" stays without caseless', schema, { flag: "True" }),
    unchanged(
      '" true" stays even caseless (no trimming)',
      schema,
      { flag: " true" },
      { booleans: "caseless" },
    ),
    unchanged('"yes" stays', schema, { flag: "yes" }),
    unchanged('"1" stays', schema, { flag: "1" }),
    unchanged('"" stays', schema, { flag: "" }),
  ])("$name", check);
});

describe("coerce: the number and integer rules", () => {
  const num = obj({ n: { type: "number" } });
  const int = obj({ n: { type: "integer" } });
  it.each<Case>([
    { name: '"30" becomes 30 for a number', schema: num, input: { n: "30" }, expected: { n: 30 } },
    { name: '"-5" becomes -5', schema: num, input: { n: "-5" }, expected: { n: -5 } },
    {
      name: '"1.5" becomes 1.5 for a number',
      schema: num,
      input: { n: "1.5" },
      expected: { n: 1.5 },
    },
    {
      name: '"3.0" becomes 3 for an integer',
      schema: int,
      input: { n: "3.0" },
      expected: { n: 3 },
    },
    {
      name: '"42" becomes 42 for an integer',
      schema: int,
      input: { n: "42" },
      expected: { n: 42 },
    },
  ])("$name", check);

  it.each<Case>(
    [
      "1e5",
      ".5",
      "1.",
      "+5",
      " 30",
      "30 ",
      "0x10",
      "NaN",
      "Infinity",
      "",
      "9".repeat(400),
      "9007199254740993",
    ].map((text) =>
      unchanged(`${JSON.stringify(text.slice(0, 12))} stays a string`, num, { n: text }),
    ),
  )("$name", check);

  it.each<Case>([unchanged('"1.5" stays a string for an integer-only node', int, { n: "1.5" })])(
    "$name",
    check,
  );

  it("names the rule after the node: integer for an integer-only node, number otherwise", () => {
    expect(coerce({ n: "3" }, int).coercions).toEqual([
      { path: ["n"], rule: "integer", from: "3", to: 3 },
    ]);
    expect(coerce({ n: "3" }, num).coercions).toEqual([
      { path: ["n"], rule: "number", from: "3", to: 3 },
    ]);
  });
});

describe("coerce: the null rule", () => {
  it.each<Case>([
    {
      name: '"null" becomes null where null is accepted',
      schema: obj({ v: { type: ["number", "null"] } }),
      input: { v: "null" },
      expected: { v: null },
    },
    {
      name: '"null" becomes null for a type null node',
      schema: obj({ v: { type: "null" } }),
      input: { v: "null" },
      expected: { v: null },
    },
    {
      name: '"null" becomes null under OpenAPI nullable: true',
      schema: obj({ v: { type: "integer", nullable: true } }),
      input: { v: "null" },
      expected: { v: null },
    },
    unchanged('"null" stays where null is not accepted', obj({ v: { type: "number" } }), {
      v: "null",
    }),
    unchanged(
      '"NULL" stays (exact only)',
      obj({ v: { type: "null" } }),
      { v: "NULL" },
      { booleans: "caseless" },
    ),
    unchanged('"null" stays where strings are accepted', obj({ v: { type: ["string", "null"] } }), {
      v: "null",
    }),
  ])("$name", check);
});

describe("coerce: the json rule", () => {
  const arr = obj({ paths: { type: "array", items: { type: "string" } } });
  const rec = obj({ filter: { type: "object" } });
  it.each<Case>([
    {
      name: "a JSON array string becomes the array",
      schema: arr,
      input: { paths: '["a","b"]' },
      expected: { paths: ["a", "b"] },
    },
    {
      name: "a JSON object string becomes the object",
      schema: rec,
      input: { filter: '{"a":1}' },
      expected: { filter: { a: 1 } },
    },
    {
      name: "the decoded value is coerced against the same node",
      schema: obj({
        edits: {
          type: "array",
          items: obj({ replace: { type: "boolean" }, line: { type: "integer" } }),
        },
      }),
      input: { edits: '[{"replace":"false","line":"7"}]' },
      expected: { edits: [{ replace: false, line: 7 }] },
    },
    {
      name: "a JSON string inside a decoded JSON string is decoded too",
      schema: obj({
        outer: { type: "array", items: { type: "array", items: { type: "number" } } },
      }),
      input: { outer: '["[1,\\"2\\"]"]' },
      expected: { outer: [[1, 2]] },
    },
  ])("$name", check);

  it.each<Case>([
    unchanged("invalid JSON stays", arr, { paths: '["a",' }),
    unchanged("a bare string stays", arr, { paths: "a.txt" }),
    unchanged("JSON of the wrong kind stays (object for an array)", arr, { paths: '{"a":1}' }),
    unchanged("JSON of the wrong kind stays (array for an object)", rec, { filter: "[1]" }),
    unchanged('a "5" stays for an array node', arr, { paths: "5" }),
    unchanged(
      "a string longer than maxStringLength stays",
      arr,
      { paths: '["abc"]' },
      { maxStringLength: 6 },
    ),
    unchanged("__proto__ inside the JSON keeps it a string", rec, {
      filter: '{"__proto__":{"x":1}}',
    }),
    unchanged("constructor.prototype inside the JSON keeps it a string", rec, {
      filter: '{"constructor":{"prototype":{"x":1}}}',
    }),
  ])("$name", check);

  it("lists the json coercion first, then the inner ones with their full paths", () => {
    const schema = obj({ edits: { type: "array", items: obj({ dryRun: { type: "boolean" } }) } });
    expect(coerce({ edits: '[{"dryRun":"true"}]' }, schema).coercions).toEqual([
      { path: ["edits"], rule: "json", from: '[{"dryRun":"true"}]', to: [{ dryRun: "true" }] },
      { path: ["edits", 0, "dryRun"], rule: "boolean", from: "true", to: true },
    ]);
  });
});

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
  ])("follows $name", check);

  it.each<Case>([
    unchanged("a remote reference", obj({ n: { $ref: "https://example.com/s.json#/n" } }), {
      n: "2",
    }),
    unchanged("an unresolvable reference", obj({ n: { $ref: "#/$defs/missing" } }), { n: "2" }),
    unchanged(
      "a reference into a nested $id resource",
      {
        $defs: { res: { $id: "res.json", $defs: { n: { type: "number" } } } },
        ...obj({ n: { $ref: "#/$defs/res/$defs/n" } }),
      },
      { n: "2" },
    ),
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

describe("coerce: bounds", () => {
  it("leaves values deeper than maxDepth unchanged", () => {
    const schema = { type: "array", items: { $ref: "#" }, prefixItems: [] } as const;
    const leaf = { type: ["array", "number"], items: { $ref: "#" } };
    const input = [[["1"]]];
    expect(coerce(input, leaf, { maxDepth: 3 }).value).toEqual([[[1]]]);
    expect(coerce(input, leaf, { maxDepth: 2 }).value).toBe(input);
    expect(coerce(input, schema).value).toBe(input);
  });

  it("does not decode JSON that would reach past maxDepth", () => {
    const schema = {
      type: "array",
      items: { type: ["array", "number"], items: { type: "number" } },
    };
    expect(coerce(["[1]"], schema, { maxDepth: 2 }).value).toEqual([[1]]);
    const input = ["[1]"];
    expect(coerce(input, schema, { maxDepth: 1 }).value).toBe(input);
  });

  it("leaves a value unchanged when the analysis passes the node budget", () => {
    const schema = { allOf: [{ allOf: [{ allOf: [{ type: "number" }] }] }] };
    expect(coerce("1", schema, { budget: 3 }).value).toBe("1");
    expect(coerce("1", schema, { budget: 4 }).value).toBe(1);
  });

  it("does not decode strings longer than maxStringLength", () => {
    const schema = { type: "array" };
    expect(coerce("[1]", schema, { maxStringLength: 2 }).value).toBe("[1]");
    expect(coerce("[1]", schema, { maxStringLength: 3 }).value).toEqual([1]);
  });
});

describe("coerce: identity and copy-on-write", () => {
  it("returns the same reference when nothing changed", () => {
    const input = { a: 1, b: [1, 2], c: { d: "x" } };
    const result = coerce(
      input,
      obj({ a: { type: "number" }, b: { type: "array" }, c: obj({ d: { type: "string" } }) }),
    );
    expect(result.value).toBe(input);
    expect(result.coercions).toEqual([]);
  });

  it("copies only the containers on the path of a change", () => {
    const input = { left: { n: "1" }, right: { n: 2 }, list: [{ n: 3 }] };
    const n = obj({ n: { type: "number" } });
    const result = coerce(input, obj({ left: n, right: n, list: { type: "array", items: n } }));
    const value = result.value as typeof input;
    expect(value).not.toBe(input);
    expect(value.left).not.toBe(input.left);
    expect(value.right).toBe(input.right);
    expect(value.list).toBe(input.list);
    expect(input.left.n).toBe("1");
  });

  it("keeps an own __proto__ key as data when copying, and pollutes nothing", () => {
    const input = JSON.parse('{"__proto__":{"polluted":true},"n":"1"}');
    const schema = {
      type: "object",
      properties: { n: { type: "number" } },
      additionalProperties: { type: "object" },
    };
    const value = coerce(input, schema).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "n"]);
    expect(value.n).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("leaves non-JSON objects alone", () => {
    const date = new Date(0);
    expect(coerce(date, obj({ a: { type: "number" } })).value).toBe(date);
  });
});

describe("coerce: never throws", () => {
  it.each([
    { name: "a number as schema", schema: 5 },
    { name: "null as schema", schema: null },
    { name: "an array as schema", schema: [{ type: "number" }] },
    { name: "type of the wrong type", schema: { type: 5 } },
    { name: "properties of the wrong type", schema: { type: "object", properties: "a" } },
    { name: "items of the wrong type", schema: { type: "array", items: 3, prefixItems: "x" } },
    { name: "allOf of the wrong type", schema: { allOf: {} } },
    { name: "anyOf of the wrong type", schema: { anyOf: "x" } },
    { name: "$ref of the wrong type", schema: { $ref: 1 } },
    { name: "enum of the wrong type", schema: { enum: "x" } },
  ])("with $name", ({ schema }) => {
    for (const input of ["1", { a: "1" }, ["1"], null, 1, true, undefined]) {
      expect(coerce(input, schema as JsonSchema).value).toBe(input);
    }
  });
});
