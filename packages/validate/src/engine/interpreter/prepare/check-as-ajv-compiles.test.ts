// docs/pipeline.md, "Engines" ("The schema itself"): the interpreter calls a schema broken only
// where Ajv compiles the mistake; one where Ajv compiles nothing is ignored, as Ajv ignores it,
// and one where Ajv may compile or resolve what this engine does not is this engine's limit.
import { describe, expect, it } from "vitest";
import { createAjvEngine } from "../../ajv/ajv-engine.js";
import type { CompileOutcome } from "../../types.js";
import { createInterpreterEngine } from "../create-interpreter-engine.js";

const ajv = createAjvEngine();
const interpreter = createInterpreterEngine();
const draft07 = "http://json-schema.org/draft-07/schema#";
const draft2020 = "https://json-schema.org/draft/2020-12/schema";
const dangling = { $ref: "#/nope" };
const title = { type: "object", properties: { title: { type: "integer" } }, required: ["title"] };

function verdicts(outcome: CompileOutcome): unknown {
  if (!outcome.ok) return outcome;
  return [outcome.check({ title: 1 }), outcome.check({ title: "not a number" })];
}

describe("a mistake where Ajv compiles nothing is ignored, and the input checked", () => {
  it.each([
    ["a $defs entry nothing refers to", { ...title, $defs: { unused: { $ref: "#/gone" } } }],
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
    ["then without if", { ...title, then: dangling }],
    ["else without if, nullable without type", { ...title, else: { nullable: true } }],
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
    ["then without if, a pattern the u flag refuses", { ...title, then: { pattern: "\\-" } }],
    ["if without then or else", { ...title, if: dangling }],
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
    ["if whose then holds annotations only", { ...title, if: dangling, then: { title: "t" } }],
    [
      "contains under minContains: 0",
      { ...title, properties: { ...title.properties, xs: { contains: dangling, minContains: 0 } } },
    ],
    [
      "contains under a minContains over maxContains",
      {
        ...title,
        properties: {
          ...title.properties,
          xs: { contains: dangling, minContains: 3, maxContains: 1 },
        },
      },
    ],
    [
      "draft-07 additionalItems beside an items not a list",
      { $schema: draft07, ...title, additionalItems: dangling },
    ],
    [
      "a draft-07 anyOf with an always-valid branch",
      { $schema: draft07, ...title, anyOf: [true, dangling] },
    ],
    [
      "an always-valid patternProperties entry under draft-07, its pattern refused",
      { $schema: draft07, ...title, patternProperties: { "(": true } },
    ],
    // The Ajv engine compiles a self-contained schema that reads nothing evaluated without
    // Ajv's record of it (ajv-pool.ts), and then as draft-07 does these two.
    [
      "a 2020-12 anyOf with an always-valid branch, nothing evaluated read",
      { $schema: draft2020, ...title, anyOf: [true, dangling] },
    ],
    [
      "an always-valid patternProperties entry under 2020-12, nothing evaluated read",
      { $schema: draft2020, ...title, patternProperties: { "(": true } },
    ],
    [
      "unevaluatedProperties after additionalProperties",
      { ...title, additionalProperties: true, unevaluatedProperties: dangling },
    ],
    [
      "a $ref to a then without if, which Ajv compiles as a target",
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
      { ...title, properties: { title: { $ref: "#/then" } }, then: { type: "integer" } },
    ],
  ])("%s: both engines check it", (_, schema) => {
    expect(verdicts(ajv.compile(schema))).toEqual([true, false]);
    expect(verdicts(interpreter.compile(schema))).toEqual([true, false]);
  });
});

describe("a mistake where Ajv compiles it: the schema's fault on both engines, in Ajv's words", () => {
  it.each([
    ["a $ref reached that resolves to nothing", { ...title, properties: { title: dangling } }],
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
    ["if whose then has a $comment", { ...title, if: dangling, then: { $comment: "c" } }],
    [
      "a 2020-12 anyOf with an always-valid branch, unevaluatedItems read",
      { $schema: draft2020, ...title, anyOf: [true, dangling], unevaluatedItems: true },
    ],
    [
      "contains under maxContains alone",
      { ...title, properties: { ...title.properties, xs: { contains: dangling, maxContains: 2 } } },
    ],
    [
      "a $defs entry a $ref reaches",
      { ...title, properties: { title: { $ref: "#/$defs/n" } }, $defs: { n: { nullable: true } } },
    ],
    [
      "nullable: false without type",
      { ...title, properties: { title: { nullable: false, minimum: 1 } } },
    ],
    [
      "nullable: false beside a type with null",
      { ...title, properties: { title: { type: ["integer", "null"], nullable: false } } },
    ],
    [
      "a patternProperties pattern the u flag refuses, beside additionalProperties: false",
      { ...title, patternProperties: { "(": true }, additionalProperties: false },
    ],
  ])("%s", (_, schema) => {
    const onAjv = ajv.compile(schema);
    expect(onAjv).toMatchObject({ ok: false, fault: "schema" });
    expect(interpreter.compile(schema)).toEqual(onAjv);
  });
});

describe("where Ajv may compile or resolve what the interpreter does not: not checked, never passed", () => {
  it.each([
    [
      "a $ref into a keyword Ajv does not know",
      { ...title, properties: { title: { $ref: "#/x-int" } }, "x-int": { type: "integer" } },
      "it refers to #/x-int, which Ajv may resolve where this engine does not",
    ],
    [
      "a $ref to an $id under a keyword Ajv does not know",
      {
        ...title,
        properties: { title: { $ref: "https://example.com/int" } },
        "x-int": { $id: "https://example.com/int", type: "integer" },
      },
      "it refers to https://example.com/int, which Ajv may resolve where this engine does not",
    ],
    [
      "unevaluatedProperties beside an allOf, which may have evaluated every property",
      { ...title, allOf: [{}], unevaluatedProperties: dangling },
      "a subschema Ajv may not compile is refused: can't resolve reference #/nope from id #",
    ],
  ])("%s", (_, schema, reason) => {
    expect(verdicts(ajv.compile(schema))).toEqual([true, false]);
    expect(interpreter.compile(schema)).toEqual({
      ok: false,
      fault: "engine",
      reason: `the schema cannot be checked without code generation: ${reason}`,
    });
  });
});
