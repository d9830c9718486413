import { formatIssues, issuesFromAjv } from "@tool-input/format";
import { describe, expect, it } from "vitest";
import { createAjvEngine } from "../ajv/ajv-engine.js";
import type { CompiledSchema, Engine } from "../types.js";
import { createInterpreterEngine } from "./create-interpreter-engine.js";

// docs/pipeline.md, "Engines": the interpreter's verdicts equal Ajv's, and its errors are Ajv's
// (`allErrors`, `verbose`), so the format package writes the same message byte for byte.

const ajv = createAjvEngine();
const interpreter = createInterpreterEngine();

function compiled(engine: Engine, schema: unknown): CompiledSchema {
  const outcome = engine.compile(schema as never);
  if (!outcome.ok) throw new Error(`${engine.name}: ${outcome.reason}`);
  return outcome;
}

const fields = (errors: readonly Record<string, unknown>[]) =>
  errors.map(
    ({
      instancePath,
      schemaPath,
      keyword,
      params,
      message,
      schema,
      parentSchema,
      propertyName,
    }) => ({
      instancePath,
      schemaPath,
      keyword,
      params,
      message,
      schema,
      parentSchema,
      ...(propertyName === undefined ? {} : { propertyName }),
    }),
  );

const dialect2020 = "https://json-schema.org/draft/2020-12/schema";
const defs = { X: { type: "string", minLength: 3 } };
// Ajv ignores an `if` without a branch that can fail (run, this one would recurse without end),
// and a `contains` under `minContains: 0`, which then evaluates no item for `unevaluatedItems`.
const ifOfRoot = { type: "object", properties: { a: { type: "string" } }, if: { $ref: "#" } };
const ignoredContains = {
  type: "array",
  contains: { type: "string" },
  minContains: 0,
  unevaluatedItems: false,
};

const cases: {
  name: string;
  schema: Record<string, unknown>;
  input: unknown;
  /** `false` where the errors differ and only the message is the same (said why in the case). */
  sameErrors?: false;
}[] = [
  {
    name: "required, additionalProperties, a false property, a nullable type",
    schema: {
      type: "object",
      properties: { a: false, b: { type: ["string", "null"] } },
      additionalProperties: false,
      required: ["c", "d"],
    },
    input: { a: 1, b: 2, x: 1 },
  },
  {
    name: "anyOf with a false branch and a nested const",
    schema: {
      anyOf: [false, { type: "string" }, { type: "object", properties: { q: { const: 1 } } }],
    },
    input: { q: 2 },
  },
  {
    name: "oneOf matched twice",
    schema: { oneOf: [{ type: "string" }, { type: "string", minLength: 1 }] },
    input: "ab",
  },
  {
    name: "items: false after prefixItems",
    schema: { prefixItems: [{ type: "string" }], items: false },
    input: ["a", 1, 2],
  },
  {
    name: "draft-07 additionalItems: false",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      items: [{ type: "string" }],
      additionalItems: false,
    },
    input: ["a", 1, 2],
  },
  {
    name: "an inlined $ref with a sibling keyword",
    schema: {
      $defs: defs,
      properties: { a: { $ref: "#/$defs/X" }, b: { $ref: "#/$defs/X", maxLength: 1 } },
    },
    input: { a: "x", b: "xy" },
  },
  {
    name: "a chain of $ref-only schemas",
    schema: { $ref: "#/$defs/a", $defs: { a: { $ref: "#/$defs/b" }, b: { type: "string" } } },
    input: 1,
  },
  {
    name: "a $ref target with references of its own (Ajv's separate function)",
    schema: {
      properties: { x: { $ref: "#/$defs/A" } },
      $defs: {
        A: { type: "object", properties: { y: { $ref: "#/$defs/B" }, z: { type: "string" } } },
        B: { type: "string", properties: { q: { $ref: "#/$defs/C" } } },
        C: { type: "number" },
      },
    },
    input: { x: { y: { q: "s" }, z: 1 } },
  },
  {
    name: "a union of references inside a referenced union",
    schema: {
      properties: {
        c: { type: "array", items: { anyOf: [{ $ref: "#/$defs/U" }, { type: "string" }] } },
      },
      $defs: {
        U: { anyOf: [{ $ref: "#/$defs/P" }, { $ref: "#/$defs/Q" }] },
        P: { type: "object", required: ["p"] },
        Q: { type: "object", required: ["q"] },
      },
    },
    input: { c: [[1], { p: 1 }, 5] },
  },
  {
    name: "if/then",
    schema: {
      if: { properties: { a: { const: 1 } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
      then: { required: ["b"] },
      else: { required: ["c"] },
    },
    input: { a: 1 },
  },
  {
    name: "propertyNames",
    schema: { propertyNames: { pattern: "^[a-z]+$", maxLength: 3 } },
    input: { abcd: 1, B: 2 },
  },
  { name: "uniqueItems over objects", schema: { uniqueItems: true }, input: [2, 1, 1, 2] },
  {
    name: "uniqueItems over declared scalars",
    schema: { items: { type: "number" }, uniqueItems: true },
    input: [2, 1, 1, 2],
  },
  {
    name: "pattern, format and minLength on one string",
    schema: { type: "string", nullable: true, pattern: "^a", format: "email", minLength: 5 },
    input: "b",
  },
  { name: "nullable", schema: { type: "string", nullable: true }, input: 1 },
  {
    name: "dependencies and dependentRequired",
    schema: { dependencies: { a: ["b", "c"] }, dependentRequired: { x: ["y"] } },
    input: { a: 1, x: 1 },
  },
  {
    name: "number keywords",
    schema: {
      not: { type: "string" },
      enum: [1, 2],
      multipleOf: 2,
      minimum: 3,
      exclusiveMaximum: 0,
    },
    input: 5,
  },
  {
    name: "unevaluatedProperties",
    schema: {
      unevaluatedProperties: false,
      properties: { a: {} },
      allOf: [{ properties: { b: {} } }],
    },
    input: { a: 1, b: 1, c: 2 },
  },
  {
    name: "keys that need escaping",
    schema: { properties: { "a/b": { type: "string" }, "é x~": { type: "string" } } },
    input: { "a/b": 1, "é x~": 1 },
  },
  {
    // Ajv also reports each item's own errors, which the format package drops for the
    // `contains` line; @cfworker/json-schema keeps them only sometimes, so they are left out.
    name: "contains with minContains",
    schema: { contains: { type: "string" }, minContains: 2, maxContains: 3 },
    input: ["a", 1],
    sameErrors: false,
  },
  {
    // Not keywords of draft-07: Ajv asks for one item, as `contains` alone does.
    name: "contains with minContains and maxContains under draft-07",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      contains: { type: "string" },
      minContains: 0,
      maxContains: 3,
    },
    input: [1],
    sameErrors: false,
  },
  {
    name: "an if that refers to the root, without then or else",
    schema: ifOfRoot,
    input: { a: 1 },
  },
  {
    name: "a $ref into an ignored if",
    schema: { type: "object", properties: { a: { $ref: "#/if" } }, if: { type: "string" } },
    input: { a: 1 },
  },
  {
    name: "contains under minContains: 0 beside unevaluatedItems",
    schema: ignoredContains,
    input: ["x"],
  },
  {
    name: "patternProperties",
    schema: { patternProperties: { "^x": false, "^y": { type: "string" } } },
    input: { xa: 1, yb: 2 },
  },
  {
    name: "formats",
    schema: {
      type: "array",
      items: [{ format: "date-time" }, { format: "uri" }, { format: "uuid" }],
    },
    input: ["no", "no", "no"],
  },
  {
    name: "a contains with neither limit, under $schema 2020-12",
    schema: { $schema: dialect2020, contains: true },
    input: [],
  },
  {
    name: "a contains with minContains",
    schema: { $schema: dialect2020, contains: { type: "number" }, minContains: 2 },
    input: [1],
  },
  {
    name: "a contains with maxContains",
    schema: { contains: { type: "number" }, maxContains: 1 },
    input: [1, 2],
  },
  {
    name: "a contains with minContains over maxContains",
    schema: { contains: { type: "number" }, minContains: 2, maxContains: 1 },
    input: [1],
  },
  {
    name: "a contains with minContains and maxContains 0",
    schema: { contains: { type: "number" }, minContains: 0, maxContains: 0 },
    input: [1],
  },
  {
    // Ajv checks an always-valid `contains` as a length and counts no item evaluated.
    name: "an always-valid contains beside unevaluatedItems",
    schema: { $schema: dialect2020, type: "array", contains: {}, unevaluatedItems: false },
    input: [1],
  },
  {
    name: "an always-valid contains with maxContains beside unevaluatedItems",
    schema: { contains: {}, maxContains: 1, unevaluatedItems: false },
    input: [1, 2],
  },
  {
    name: "an always-valid contains in allOf beside unevaluatedItems",
    schema: { allOf: [{ contains: {} }], unevaluatedItems: false, minItems: 3 },
    input: [1],
  },
  {
    name: "an always-valid contains beside minItems and maxItems",
    schema: { contains: {}, minContains: 1, maxContains: 2, minItems: 5, maxItems: 1 },
    input: [1, 2, 3],
  },
  {
    name: "an always-valid contains with minContains over maxContains, beside maxItems",
    schema: { contains: {}, minContains: 3, maxContains: 1, maxItems: 2 },
    input: [1, 2, 3],
  },
  {
    // Ajv counts every item evaluated by a `contains` it compiles, whichever match.
    name: "a contains beside unevaluatedItems, the array rejected for its length",
    schema: { contains: { type: "number" }, unevaluatedItems: false, minItems: 3 },
    input: [1, "a"],
  },
  {
    name: "a draft 2019-09 contains after a list of items, beside unevaluatedItems",
    schema: {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      items: [{}],
      contains: { type: "number" },
      unevaluatedItems: false,
      minItems: 4,
    },
    input: [1, "a", "b"],
  },
  {
    // Ajv widens the list in place, so its error names `null` too.
    name: "nullable beside a list of types",
    schema: { type: ["string", "number"], nullable: true },
    input: true,
  },
  {
    // Ajv runs no branch after the second that passes.
    name: "oneOf matched twice before a failing branch",
    schema: { oneOf: [{ type: "number" }, { minimum: 0 }, { type: "string" }, {}] },
    input: 5,
  },
  {
    name: "oneOf failing, matched, then matched twice",
    schema: {
      oneOf: [{ type: "string" }, { type: "number" }, { minimum: 0 }, { type: "boolean" }],
    },
    input: 5,
  },
  { name: "items: false without prefixItems", schema: { items: false }, input: [1, 2] },
  {
    name: "draft-07 items: false",
    schema: { $schema: "http://json-schema.org/draft-07/schema#", items: false },
    input: [1],
  },
  {
    // Ajv leaves the type check of a single type to the group of keywords of that type.
    name: "a type error after the keywords of any type and of the groups before its own",
    schema: { type: "string", minLength: 3, exclusiveMaximum: -5, enum: ["a"] },
    input: -2,
  },
  {
    name: "a type error of object after an array's unevaluatedItems",
    schema: { type: "object", unevaluatedProperties: false, unevaluatedItems: false },
    input: [[]],
  },
  {
    name: "uniqueItems after unevaluatedItems (the Ajv engine's linear keyword comes last)",
    schema: { type: "boolean", uniqueItems: true, unevaluatedItems: false },
    input: [1, 1],
  },
  {
    name: "required before a false anyOf branch",
    schema: { anyOf: [false, { required: ["a", "b"] }, false] },
    input: {},
  },
  {
    // The items' own errors are left out (above); the `contains` error was lost behind them.
    name: "contains: false under minContains",
    schema: { contains: false, minContains: 2 },
    input: [1, 2, 3],
    sameErrors: false,
  },
  {
    name: "multipleOf within Ajv's tolerance beside another error",
    schema: { enum: [0], multipleOf: 0.1 },
    input: 1e-249,
  },
  {
    name: "a property that fails its schema is evaluated, beside unevaluatedProperties",
    schema: {
      properties: { a: { type: "string" }, b: false },
      patternProperties: { "^p": { type: "number" } },
      allOf: [{ properties: { c: { type: "string" } } }, { $ref: "#/$defs/D" }],
      $defs: { D: { properties: { d: { minimum: 3 } } } },
      unevaluatedProperties: false,
    },
    input: { a: 1, b: 1, p1: "x", c: 1, d: 1, e: 1 },
  },
  {
    name: "a declared __proto__ property, and a __proto__ entry of dependencies",
    schema: JSON.parse(
      '{"$schema":"http://json-schema.org/draft-07/schema#","properties":{"__proto__":{"enum":[true]}},"dependencies":{"__proto__":["b"]}}',
    ),
    input: JSON.parse('{"__proto__":1}'),
  },
  {
    name: "the message of every keyword without subschemas",
    schema: {
      type: "object",
      properties: {
        s: { type: "string", minLength: 3, maxLength: 1, pattern: '^"a', format: "email" },
        d: { type: "string", format: "date", formatMinimum: "2020-01-01" },
        n: { minimum: 3, maximum: 0, exclusiveMinimum: 3, exclusiveMaximum: 0, multipleOf: 0.5 },
        a: { minItems: 3, maxItems: 0, uniqueItems: true },
        o: { minProperties: 3, maxProperties: 0, required: ["x"], propertyNames: { maxLength: 1 } },
        e: { enum: [1, 2] },
        c: { const: "k" },
        r: { dependentRequired: { a: ["b", "c"], d: ["e"] } },
        t: { type: "integer" },
      },
    },
    input: {
      s: "bb",
      d: "2019-01-01",
      n: 0.3,
      a: [1, 1],
      o: { ab: 1 },
      e: 3,
      c: "j",
      r: { a: 1, d: 1 },
      t: 1.5,
    },
  },
];

describe("the interpreter reports what Ajv reports", () => {
  it.each(cases)("$name", ({ schema, input, sameErrors }) => {
    const fromAjv = compiled(ajv, schema);
    const fromInterpreter = compiled(interpreter, schema);
    expect(fromInterpreter.check(input)).toBe(fromAjv.check(input));
    const expected = fromAjv.report(input);
    const actual = fromInterpreter.report(input);
    expect(formatIssues("t", issuesFromAjv(actual, input))).toBe(
      formatIssues("t", issuesFromAjv(expected, input)),
    );
    if (sameErrors !== false) expect(fields(actual as never)).toEqual(fields(expected as never));
  });
});

describe("keywords Ajv ignores, which the interpreter's report does not run", () => {
  it.each([
    {
      schema: ifOfRoot,
      input: { a: 1 },
      text: "t failed due to the following issue:\nThe parameter `a` type is expected as `string` but provided as `number`",
    },
    {
      schema: ignoredContains,
      input: ["x"],
      text: "t failed due to the following issue:\nThe input must have at most 0 items but has 1",
    },
  ])("reports $input with its own error line", ({ schema, input, text }) => {
    const report = compiled(interpreter, schema).report(input);
    expect(formatIssues("t", issuesFromAjv(report, input))).toBe(text);
  });
});

describe('where the interpreter cannot match Ajv (docs/pipeline.md, "Engines")', () => {
  it("contains: the items' own errors are left out; the contains error is Ajv's", () => {
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      contains: { type: "number" },
    };
    const onAjv = fields(compiled(ajv, schema).report(["a"]) as never);
    const onInterpreter = fields(compiled(interpreter, schema).report(["a"]) as never);
    expect(onAjv.map((error) => error.keyword)).toEqual(["type", "contains"]);
    expect(onInterpreter).toEqual(onAjv.slice(1));
    expect(onInterpreter[0]?.message).toBe("must contain at least 1 valid item(s)");
  });

  it("a count Ajv holds as true (an items in a passing oneOf branch): the report names no error", () => {
    const schema = {
      oneOf: [{ items: { type: "string" } }, { type: "number" }],
      unevaluatedItems: false,
    };
    expect(fields(compiled(ajv, schema).report(["a", "b"]) as never)).toMatchObject([
      { keyword: "unevaluatedItems", params: { limit: true } },
    ]);
    expect(compiled(interpreter, schema).check(["a", "b"])).toBe(false);
    expect(compiled(interpreter, schema).report(["a", "b"])).toEqual([]);
  });

  it("multipleOf: the check allows Ajv's 10^-12 tolerance; the report's arithmetic is exact", () => {
    const schema = { type: "number", multipleOf: 0.1 };
    for (const engine of [ajv, interpreter]) {
      expect(compiled(engine, schema).check(0.3)).toBe(true);
      expect(compiled(engine, schema).check(0.1 + 0.2)).toBe(true);
    }
    // Ajv's quotient is off by more than 10^-12 this far from 0: the check rejects as Ajv does,
    // @cfworker/json-schema's exact decimal arithmetic finds no error to report.
    expect(compiled(ajv, schema).check(123456789.1)).toBe(false);
    expect(compiled(interpreter, schema).check(123456789.1)).toBe(false);
    expect(compiled(interpreter, schema).report(123456789.1)).toEqual([]);
  });

  it("number formats (int32, int64): the check rejects as Ajv does, the report names no error", () => {
    const schema = { type: "number", format: "int32" };
    expect(compiled(ajv, schema).check(2 ** 40)).toBe(false);
    expect(compiled(interpreter, schema).check(2 ** 40)).toBe(false);
    expect(compiled(interpreter, schema).report(2 ** 40)).toEqual([]);
    expect(formatIssues("t", issuesFromAjv([], 2 ** 40))).toBe(
      "t failed due to the following issue:\nThe input is not valid",
    );
  });

  it.each([
    [
      "a patternProperties pattern a backtracking engine could run in more than linear time",
      { patternProperties: { "^(a+)+$": { type: "string" } } },
      'the schema cannot be checked without code generation: its patternProperties pattern "^(a+)+$" cannot be matched in linear time without code generation',
    ],
    [
      "$dynamicRef",
      { $dynamicAnchor: "n", properties: { k: { $dynamicRef: "#n" } } },
      "the schema cannot be checked without code generation: it uses $dynamicRef",
    ],
  ])("refuses %s as the engine's fault, never the schema's", (_name, schema, reason) => {
    expect(interpreter.compile(schema as never)).toEqual({ ok: false, fault: "engine", reason });
  });

  it("refuses what Ajv refuses as the schema's fault", () => {
    expect(interpreter.compile({ $ref: "#/nope" })).toEqual({
      ok: false,
      fault: "schema",
      reason: "can't resolve reference #/nope from id #",
    });
    expect(
      interpreter.compile({
        type: "string",
        nullable: true,
        items: [{}],
        $schema: "https://json-schema.org/draft/2020-12/schema",
      }),
      // Refused by this engine's own meta-check: not checked, never passed (issue 25.7).
    ).toMatchObject({ ok: false, fault: "engine" });
  });
});

describe("patterns run on re2js (finding 6)", () => {
  it("answers a catastrophic pattern at once, in the check and in the report", () => {
    const schema = {
      type: "object",
      properties: { s: { type: "string", pattern: "^(a+)+$", maxLength: 10 } },
    };
    const input = { s: `${"a".repeat(40)}!` };
    const { check, report } = compiled(interpreter, schema);
    expect(check(input)).toBe(false);
    expect(fields(report(input) as never).map((error) => error.keyword)).toEqual([
      "maxLength",
      "pattern",
    ]);
  });

  it("cannot check a schema whose pattern re2js cannot run (a backreference): its own limit, not the schema's fault", () => {
    expect(interpreter.compile({ type: "string", pattern: "(a)\\1" })).toEqual({
      ok: false,
      fault: "engine",
      reason: 'the pattern "(a)\\\\1" needs a backtracking regular expression engine',
    });
  });
});

describe("more errors than @cfworker/json-schema can pass as call arguments", () => {
  it("are reported by their first ones, not as an input that could not be checked", () => {
    const schema = {
      type: "object",
      $defs: { M: { type: "object", properties: { a: { type: "integer" } } } },
      properties: {
        xs: { type: "array", items: { anyOf: [{ $ref: "#/$defs/M" }, { type: "null" }] } },
      },
    };
    const input = { xs: Array.from({ length: 100_000 }, (_, i) => (i % 2 ? null : { a: "x" })) };
    const { check, report } = compiled(interpreter, schema);
    expect(check(input)).toBe(false);
    // `push(...errors)` overflows the stack past about 60,000 errors below one keyword.
    expect(formatIssues("t", issuesFromAjv(report(input), input))).toBe(
      "t failed due to the following issue:\nThe parameter `xs[0].a` type is expected as `integer` but provided as `string`",
    );
  });
});
