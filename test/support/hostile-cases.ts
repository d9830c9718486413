// Hostile schemas and inputs for the engine differential and the fuzz run: the shapes of issue
// 25 and the regression payloads of docs/security.md, each a tool schema with inputs.

type Json = Record<string, unknown>;

const json = (text: string): Json => JSON.parse(text) as Json;
const draft07 = "http://json-schema.org/draft-07/schema#";

/** A hostile or edge-case schema and JSON inputs to check against it. */
export interface HostileCase {
  readonly name: string;
  readonly schema: Json;
  readonly inputs: readonly unknown[];
}

function nest(levels: number): Json {
  let schema: Json = { type: "object" };
  for (let i = 0; i < levels; i++) schema = { type: "object", properties: { a: schema } };
  return schema;
}

function diamond(levels: number): Json {
  const defs: Json = {};
  for (let i = 0; i < levels; i++) {
    defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
  }
  defs[`d${levels}`] = { type: "object" };
  return { $defs: defs, $ref: "#/$defs/d0" };
}

const protoInputs = [
  {},
  json('{"__proto__": 1}'),
  json('{"__proto__": "x"}'),
  { toString: "x", constructor: "y" },
  { "": 0 },
  Object.create(null),
];

/** The fixed hostile cases (JSON schemas, JSON inputs). */
export const hostileCases: readonly HostileCase[] = [
  {
    name: "urn $id with dependencies on id",
    schema: { $id: "urn:example:x", type: "object", dependencies: { id: ["name"] } },
    inputs: [{}, { id: 1 }, { id: 1, name: "n" }],
  },
  {
    name: "empty dependency on id",
    schema: { type: "object", dependencies: { id: [] }, properties: { a: { type: "string" } } },
    inputs: [{ a: 1 }, { id: 1, a: "x" }],
  },
  {
    name: "$ref to the draft-07 meta-schema",
    schema: { type: "object", properties: { s: { $ref: draft07 } } },
    inputs: [{ s: { type: 5 } }, { s: { type: "string" } }, { s: 1 }],
  },
  {
    name: "$ref to the 2020-12 meta-schema",
    schema: { properties: { s: { $ref: "https://json-schema.org/draft/2020-12/schema" } } },
    inputs: [{ s: { type: 5 } }, { s: {} }],
  },
  {
    name: "required names Object.prototype has",
    schema: { type: "object", required: ["toString", "constructor", "__proto__", ""] },
    inputs: protoInputs,
  },
  {
    name: "declared constructor and __proto__",
    schema: json(
      '{"type":"object","properties":{"constructor":{"type":"string"},"__proto__":{"type":"string"}},"additionalProperties":false}',
    ),
    inputs: protoInputs,
  },
  {
    name: "formatMinimum and formatMaximum",
    schema: {
      type: "object",
      properties: {
        d: { format: "date", formatMinimum: "2020-01-01", formatMaximum: "2020-12-31" },
      },
    },
    inputs: [{ d: "2019-01-01" }, { d: "2020-06-01" }, { d: "2021-01-01" }, { d: 5 }],
  },
  {
    name: "multipleOf 0.1 beside unevaluatedProperties",
    schema: {
      type: "object",
      properties: { n: { multipleOf: 0.1 } },
      unevaluatedProperties: false,
    },
    inputs: [{ n: 0.3 }, { n: 0.30000000000000004 }, { n: 0.35 }, { m: 1 }],
  },
  {
    name: "prefixItems and minContains without $schema",
    schema: { prefixItems: [{ type: "string" }], contains: { type: "number" }, minContains: 2 },
    inputs: [
      ["a", 1, 2],
      [1, 2, 3],
      ["a", 1],
    ],
  },
  {
    name: "draft-07 items array without $schema",
    schema: { items: [{ type: "string" }], additionalItems: false, minContains: 3 },
    inputs: [["a"], [1], ["a", "b"]],
  },
  {
    name: "a POSIX class JavaScript refuses",
    schema: { type: "object", properties: { s: { pattern: "[[:alpha:]]" } } },
    inputs: [{ s: "a" }, { s: "]" }],
  },
  {
    name: "a catastrophic pattern",
    schema: { type: "object", properties: { s: { pattern: "^(a+)+$" } } },
    inputs: [{ s: `${"a".repeat(10_000)}!` }, { s: "aaa" }],
  },
  {
    name: "a $ref cycle with nothing between",
    schema: { $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" },
    inputs: [{}],
  },
  {
    name: "a recursive tree",
    schema: { type: "object", properties: { kids: { type: "array", items: { $ref: "#" } } } },
    inputs: [{ kids: [{ kids: [] }] }, { kids: [1] }],
  },
  { name: "300 levels of properties", schema: nest(300), inputs: [{}, { a: { a: 1 } }] },
  { name: "40-level allOf diamond", schema: diamond(40), inputs: [{}, 1] },
  {
    name: "an anyOf 3,000 wide",
    schema: { anyOf: Array.from({ length: 3_000 }, (_, i) => ({ const: i })) },
    inputs: [1, "x"],
  },
  {
    name: "a 100,000-value enum",
    schema: {
      type: "object",
      properties: { e: { enum: Array.from({ length: 100_000 }, (_, i) => `v${i}`) } },
    },
    inputs: [{ e: "v5" }, { e: "v5x" }],
  },
  {
    name: "$id equal to a meta-schema URI",
    schema: { $id: draft07, type: "object", properties: { n: { type: "number" } } },
    inputs: [{ n: 1 }, { n: "x" }],
  },
  {
    name: "an id keyword Ajv refuses",
    schema: { type: "object", properties: { a: { id: "x", type: "string" } } },
    inputs: [{ a: 1 }],
  },
  {
    name: "two subschemas with one $id",
    schema: { $defs: { a: { $id: "x.json" }, b: { $id: "x.json" } }, type: "object" },
    inputs: [{}, 1],
  },
  {
    name: "uniqueItems and contains",
    schema: { type: "array", uniqueItems: true, contains: { type: "object" } },
    inputs: [
      [{ a: 1 }, { a: 1 }],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [1, 2],
      [{}],
    ],
  },
  {
    name: "nullable without type",
    schema: { type: "object", properties: { a: { nullable: true } } },
    inputs: [{ a: null }],
  },
  {
    name: "draft-07 $ref siblings",
    schema: {
      $schema: draft07,
      definitions: { s: { type: "string" } },
      properties: { a: { $ref: "#/definitions/s", minLength: 3 } },
    },
    inputs: [{ a: "ab" }, { a: "abcd" }, { a: 1 }],
  },
];

/** Inputs built in memory that no JSON text makes: each call returns fresh ones. */
export function hostileInputs(): { readonly name: string; readonly value: unknown }[] {
  const cyclic: Json = { a: "x" };
  cyclic.self = cyclic;
  const sparse: unknown[] = [];
  sparse.length = 2 ** 32 - 1;
  sparse[3] = "a";
  let shared: Json = { v: 1 };
  for (let i = 0; i < 40; i++) shared = { a: shared, b: shared };
  const getter = {
    a: "x",
    get b(): never {
      throw new Error("getter");
    },
  };
  const proxy = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error("trap");
      },
      get() {
        throw new Error("trap");
      },
    },
  );
  let deep: unknown = 1;
  for (let i = 0; i < 100_000; i++) deep = [deep];
  return [
    { name: "a cycle", value: cyclic },
    { name: "a sparse array of length 2^32 - 1", value: { a: sparse, b: [sparse] } },
    { name: "40 levels of shared children", value: { a: [shared, shared] } },
    { name: "a throwing getter", value: getter },
    { name: "a throwing Proxy", value: proxy },
    { name: "100,000-deep arrays", value: { a: deep } },
    { name: "a null-prototype object", value: Object.assign(Object.create(null), { a: "x" }) },
  ];
}
