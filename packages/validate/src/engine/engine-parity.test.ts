// docs/pipeline.md, "Engines", and docs/security.md, "Fail closed": one engine's verdict is the
// other's, and an engine's own limit never passes an input (issue 25, findings 1, 3 and 7).
import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { createAjvEngine } from "./ajv/ajv-engine.js";
import { createInterpreterEngine } from "./interpreter/create-interpreter-engine.js";
import type { CompileOutcome } from "./types.js";

const ajv = createAjvEngine();
const interpreter = createInterpreterEngine();
const draft07 = "http://json-schema.org/draft-07/schema#";
const json = (text: string): unknown => JSON.parse(text);

function compiled(outcome: CompileOutcome, engine: string) {
  if (!outcome.ok) throw new Error(`${engine}: ${outcome.fault}: ${outcome.reason}`);
  return outcome;
}

interface Case {
  readonly name: string;
  readonly schema: unknown;
  readonly valid: readonly unknown[];
  readonly invalid: readonly unknown[];
}

const cases: readonly Case[] = [
  // Finding 1: schemas the interpreter's library took for broken ones.
  {
    name: "a urn: root $id with a dependency on a property named id",
    schema: { $id: "urn:example:tool", type: "object", dependencies: { id: ["name"] } },
    valid: [{}, { id: 1, name: "a" }, { name: "a" }],
    invalid: [{ id: 1 }],
  },
  {
    name: "an empty dependency list for a property named id",
    schema: { type: "object", dependencies: { id: [] }, properties: { a: { type: "string" } } },
    valid: [{ id: 1 }, { a: "x" }],
    invalid: [{ a: 1 }],
  },
  {
    name: "a property named $id and one named id are names, not identifiers",
    schema: {
      type: "object",
      properties: { $id: { type: "string" }, id: { type: "integer" } },
      dependencies: { $id: ["id"] },
    },
    valid: [{ $id: "x", id: 1 }, { id: 2 }],
    invalid: [{ $id: "x" }, { $id: 1, id: 1 }, { id: "1" }],
  },
  {
    name: "a $ref to the draft-07 meta-schema",
    schema: { type: "object", properties: { s: { $ref: draft07 } } },
    valid: [{ s: { type: "string" } }, { s: true }, {}],
    invalid: [{ s: { type: 5 } }, { s: { minLength: -1 } }, { s: 3 }],
  },
  {
    name: "a $ref into the draft-07 meta-schema's definitions",
    schema: {
      $schema: draft07,
      properties: {
        n: { $ref: "http://json-schema.org/draft-07/schema#/definitions/nonNegativeInteger" },
      },
    },
    valid: [{ n: 0 }, { n: 3 }],
    invalid: [{ n: -1 }, { n: 1.5 }],
  },
  {
    name: "nested $id resources and an $anchor",
    schema: {
      $id: "https://example.com/root.json",
      $defs: {
        a: { $id: "a.json", type: "integer", $defs: { b: { $anchor: "b", type: "string" } } },
      },
      properties: { x: { $ref: "a.json" }, y: { $ref: "a.json#b" }, z: { $ref: "#/$defs/a" } },
    },
    valid: [{ x: 1, y: "s", z: 2 }],
    invalid: [{ x: "1" }, { y: 1 }, { z: "2" }],
  },
  // A pointer as Ajv reads it: each token percent-decoded, then `~1` and `~0` undone.
  {
    name: "a $ref with a percent-encoded $ (#/%24defs/Id, as encodeURIComponent writes it)",
    schema: {
      type: "object",
      properties: { id: { $ref: "#/%24defs/Id" } },
      $defs: { Id: { type: "integer" } },
    },
    valid: [{ id: 1 }],
    invalid: [{ id: "not an integer" }],
  },
  {
    name: "a $ref to a key with ~ and one with /, percent-encoded (a%7Eb, a%2Fb)",
    schema: {
      type: "object",
      properties: { t: { $ref: "#/$defs/a%7Eb" }, s: { $ref: "#/$defs/a%2Fb" } },
      $defs: { "a~b": { type: "integer" }, "a/b": { type: "string" } },
    },
    valid: [{ t: 1, s: "x" }],
    invalid: [{ t: "1" }, { s: 1 }],
  },
  {
    name: "a $ref of #/ is its resource's root, as Ajv reads it",
    schema: {
      type: "object",
      properties: {
        a: { $id: "https://example.com/a", type: "object", properties: { b: { $ref: "#/" } } },
      },
    },
    valid: [{ a: { b: {} } }],
    invalid: [{ a: { b: 1 } }],
  },
  // Finding 3: names Object.prototype has are read as the input's own, never inherited.
  {
    name: "required names that Object.prototype has",
    schema: { type: "object", required: ["toString", "constructor", "__proto__"] },
    valid: [json('{"toString": 1, "constructor": 2, "__proto__": 3}')],
    invalid: [{}, { toString: 1, constructor: 2 }],
  },
  {
    name: "a declared __proto__ property is checked",
    schema: json(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"a":{}},"additionalProperties":false}',
    ),
    valid: [{}, json('{"__proto__":"x"}')],
    invalid: [json('{"__proto__":1}'), { b: 1 }],
  },
  {
    name: "an optional property named constructor",
    schema: { type: "object", properties: { constructor: { type: "string" } } },
    valid: [{}, { constructor: "x" }],
    invalid: [{ constructor: 1 }],
  },
  {
    name: "required: [''] needs an own empty-named property",
    schema: { type: "object", required: [""] },
    valid: [{ "": 0 }],
    invalid: [{}],
  },
  {
    name: "dependencies on inherited names",
    schema: {
      type: "object",
      dependencies: { toString: ["a"] },
      dependentRequired: { valueOf: ["b"] },
    },
    valid: [{}, { toString: 1, a: 1 }],
    invalid: [{ toString: 1 }],
  },
  // The meta-schemas' formats are not checked on a schema, as Ajv does not check them.
  {
    name: "a pattern only the u flag reads (an astral range)",
    schema: { type: "object", properties: { e: { type: "string", pattern: "^[😀-😂]$" } } },
    valid: [{}, { e: "😁" }],
    invalid: [{ e: "x" }],
  },
  {
    name: "an $id that is not a URI reference",
    schema: { $id: "x y", type: "object", required: ["a"] },
    valid: [{ a: 1 }],
    invalid: [{}],
  },
  // Finding 7: keywords and defaults the engines read differently.
  {
    name: "formatMaximum and formatMinimum (ajv-formats)",
    schema: {
      type: "object",
      properties: {
        d: {
          type: "string",
          format: "date",
          formatMinimum: "2020-01-01",
          formatMaximum: "2020-12-31",
        },
        t: { type: "string", format: "time", formatExclusiveMaximum: "12:00:00Z" },
      },
    },
    valid: [{ d: "2020-06-01" }, { d: "2020-01-01" }, { t: "11:00:00Z" }],
    invalid: [{ d: "2019-12-31" }, { d: "2021-01-01" }, { t: "12:00:00Z" }],
  },
  {
    name: "multipleOf with Ajv's tolerance beside unevaluatedProperties",
    schema: {
      type: "object",
      properties: { n: { type: "number", multipleOf: 0.1 } },
      unevaluatedProperties: false,
    },
    valid: [{ n: 0.3 }, { n: 0.7 }],
    invalid: [{ n: 0.35 }, { n: 1, m: 2 }],
  },
  {
    name: "no $schema: prefixItems and minContains as 2020-12 reads them",
    schema: {
      type: "array",
      prefixItems: [{ type: "string" }],
      contains: { type: "number" },
      minContains: 2,
    },
    valid: [["a", 1, 2]],
    invalid: [
      [1, 2, 3],
      ["a", 1],
    ],
  },
  {
    name: "no $schema and a draft-07 items array: draft-07, as the Ajv engine falls back",
    schema: {
      type: "array",
      items: [{ type: "string" }],
      additionalItems: false,
      contains: { type: "string" },
      minContains: 2,
    },
    valid: [["a"]],
    invalid: [[1], ["a", "b"]],
  },
  // A dynamic anchor: @cfworker/json-schema checks `unevaluatedItems`, on a copy whose `contains`
  // evaluates the items Ajv's evaluates (every item, or none for an always-valid one).
  {
    name: "a dynamic anchor beside a contains and unevaluatedItems",
    schema: { $dynamicAnchor: "n", contains: { type: "number" }, unevaluatedItems: false },
    valid: [[1, "a"], "x"],
    invalid: [["a"], []],
  },
  {
    name: "a dynamic anchor beside an always-valid contains and unevaluatedItems",
    schema: { $dynamicAnchor: "n", contains: {}, unevaluatedItems: false },
    valid: ["x"],
    invalid: [[1], []],
  },
];

describe("the interpreter gives the Ajv engine's verdict", () => {
  it.each(cases)("$name", ({ schema, valid, invalid }) => {
    const onAjv = compiled(ajv.compile(schema as never), "ajv");
    const onInterpreter = compiled(interpreter.compile(schema as never), "interpreter");
    for (const input of valid) {
      expect({ input, ajv: onAjv.check(input) }).toEqual({ input, ajv: true });
      expect({ input, interpreter: onInterpreter.check(input) }).toEqual({
        input,
        interpreter: true,
      });
      expect(onInterpreter.report(input)).toEqual([]);
    }
    for (const input of invalid) {
      expect({ input, ajv: onAjv.check(input) }).toEqual({ input, ajv: false });
      expect({ input, interpreter: onInterpreter.check(input) }).toEqual({
        input,
        interpreter: false,
      });
      expect(onInterpreter.report(input).length).toBeGreaterThan(0);
    }
  });
});

describe("what one engine cannot hold is never passed (fail closed)", () => {
  it.each([
    [
      "a $ref to the 2020-12 meta-schema",
      { properties: { s: { $ref: "https://json-schema.org/draft/2020-12/schema" } } },
    ],
    ["two subschemas under one $id", { $defs: { a: { $id: "x.json" }, b: { $id: "x.json" } } }],
  ])("%s: rejected as not checked on the interpreter alone", (_, schema) => {
    const result = createValidator({ engine: "interpreter" }).validateToolInput(
      { name: "t", inputSchema: schema as never },
      { s: { type: 5 } },
    );
    expect(result.ok).toBe(false);
  });
});

describe("a schema Ajv refuses is not checked by the interpreter either", () => {
  it.each([
    ["an id keyword (Ajv: NOT SUPPORTED)", { properties: { a: { id: "other", type: "string" } } }],
    ["a pattern JavaScript refuses", { properties: { a: { pattern: "[[:alpha:]]" } } }],
  ])("%s", (_, schema) => {
    expect(ajv.compile(schema as never).ok).toBe(false);
    expect(interpreter.compile(schema as never).ok).toBe(false);
  });
});

describe("RE2 and JavaScript disagree on a pattern: refused as Ajv refuses it", () => {
  it.each(["[[:alpha:]]+", "\\pL", "(?i)abc", "\\Qa.b\\E", "(?P<n>a)"])("%s", (pattern) => {
    const schema = { type: "string", pattern };
    for (const engine of [ajv, interpreter]) {
      const outcome = engine.compile(schema);
      expect({ engine: engine.name, ok: outcome.ok }).toEqual({ engine: engine.name, ok: false });
    }
  });
});
