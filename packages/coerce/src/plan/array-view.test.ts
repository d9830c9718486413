import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { coerce } from "../coerce.js";
import type { JsonSchema, PathSegment } from "../types.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_04 = "http://json-schema.org/draft-04/schema#";
const DRAFT_2019 = "https://json-schema.org/draft/2019-09/schema";
const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";

// The validator's Ajv setup (packages/validate, create-ajv.ts), without the formats it adds.
const options = { allErrors: true, strict: false } as const;
const ajv07 = new Ajv(options);
const ajv2019 = new Ajv2019(options);
const ajv2020 = new Ajv2020(options);

type Compile = (schema: JsonSchema) => ValidateFunction | undefined;

function compileOn(ajv: Ajv | Ajv2019 | Ajv2020): Compile {
  return (schema) => {
    try {
      return ajv.compile(schema);
    } catch {
      return undefined;
    }
  };
}

interface Dialect {
  readonly name: string;
  readonly uri: string | undefined;
  /** How the validator compiles the schema (its `$schema` removed, as the validator does). */
  readonly compile: Compile;
}

const dialects: readonly Dialect[] = [
  { name: "draft-07", uri: DRAFT_07, compile: compileOn(ajv07) },
  { name: "draft-04 (compiled as draft-07)", uri: DRAFT_04, compile: compileOn(ajv07) },
  { name: "2019-09", uri: DRAFT_2019, compile: compileOn(ajv2019) },
  { name: "2020-12", uri: DRAFT_2020, compile: compileOn(ajv2020) },
  {
    // No `$schema`: 2020-12, falling back to draft-07 when that fails (SPEC "validate").
    name: "no $schema",
    uri: undefined,
    compile: (schema) => compileOn(ajv2020)(schema) ?? compileOn(ajv07)(schema),
  },
];

interface Case {
  readonly name: string;
  /** The schema of the array property `t`. */
  readonly node: Readonly<Record<string, unknown>>;
  /** Values of `t` to coerce (each sent with `n: "2"`, so the whole input is invalid). */
  readonly inputs: readonly unknown[][];
}

const cases: readonly Case[] = [
  {
    name: "prefixItems alone",
    node: { type: "array", prefixItems: [{ type: "integer" }] },
    inputs: [["1"], [1], ["1", "x"]],
  },
  {
    name: "prefixItems with items for the rest",
    node: { type: "array", prefixItems: [{ type: "boolean" }], items: { type: "integer" } },
    inputs: [
      ["false", "3"],
      [false, "3"],
      ["3", "4"],
      [3, 4],
    ],
  },
  {
    name: "prefixItems with additionalItems",
    node: {
      type: "array",
      prefixItems: [{ type: "integer" }],
      additionalItems: { type: "boolean" },
    },
    inputs: [
      ["1", "true"],
      [1, "true"],
    ],
  },
  {
    name: "array-form items with additionalItems",
    node: { type: "array", items: [{ type: "integer" }], additionalItems: { type: "boolean" } },
    inputs: [["1", "true"], [1, true], ["1"]],
  },
  {
    name: "array-form items with prefixItems",
    node: { type: "array", prefixItems: [{ type: "boolean" }], items: [{ type: "integer" }] },
    inputs: [["1"], ["true"], [1, "2"]],
  },
  {
    name: "items (schema form)",
    node: { type: "array", items: { type: "integer" } },
    inputs: [
      ["1", "2"],
      [1, 2],
    ],
  },
];

function rootSchema(uri: string | undefined, node: Readonly<Record<string, unknown>>): JsonSchema {
  return {
    ...(uri === undefined ? {} : { $schema: uri }),
    type: "object",
    properties: { t: node, n: { type: "integer" } },
  };
}

function withoutSchemaUri(schema: JsonSchema): JsonSchema {
  if (typeof schema !== "object") return schema;
  const { $schema: _dropped, ...rest } = schema;
  return rest;
}

function pointer(path: readonly PathSegment[]): string {
  return path.map((segment) => `/${String(segment)}`).join("");
}

function errorsOf(check: ValidateFunction, value: unknown): readonly ErrorObject[] {
  return check(value) ? [] : (check.errors ?? []);
}

const table = dialects.flatMap((dialect) =>
  cases.flatMap((c) =>
    c.inputs.map((t) => ({
      title: `${dialect.name}, ${c.name}, t = ${JSON.stringify(t)}`,
      dialect,
      c,
      t,
    })),
  ),
);

describe("array keywords follow the dialect the validator compiles with", () => {
  it("leaves a prefixItems tuple alone under draft-07, where Ajv ignores prefixItems (the reviewer's example)", () => {
    const schema: JsonSchema = {
      $schema: DRAFT_07,
      type: "object",
      properties: {
        t: { type: "array", prefixItems: [{ type: "integer" }] },
        n: { type: "integer" },
      },
    };
    const input = { t: ["1"], n: "2" };
    const { value } = coerce(input, schema);
    expect(value).toEqual({ t: ["1"], n: 2 });
    expect((value as typeof input).t).toBe(input.t);
  });

  it.each(table)(
    "changes only what Ajv rejects, into what it accepts: $title",
    ({ dialect, c, t }) => {
      const schema = rootSchema(dialect.uri, c.node);
      const check = dialect.compile(withoutSchemaUri(schema));
      const input = { t, n: "2" };
      const { value, coercions } = coerce(input, schema);
      const out = value as typeof input;
      if (check === undefined) {
        // Only 2020-12 refuses a schema here (array-form items): the array is left alone.
        expect(c.node.items).toBeInstanceOf(Array);
        expect(out.t).toBe(t);
        return;
      }
      const errors = errorsOf(check, input);
      const rejected = new Set(errors.map((error) => error.instancePath));
      for (const coercion of coercions) expect(rejected).toContain(pointer(coercion.path));
      // Each changed value now passes where it stood, and `n` ("2" → 2) always does.
      const still = errorsOf(check, out).map((error) => error.instancePath);
      for (const coercion of coercions) expect(still).not.toContain(pointer(coercion.path));
      expect(still).not.toContain("/n");
      // An array Ajv already accepts is never changed, nor copied.
      if (!errors.some((error) => error.instancePath.startsWith("/t"))) expect(out.t).toBe(t);
    },
  );

  it.each(dialects)(
    "has arrays Ajv already accepts, so the no-change check runs: $name",
    (dialect) => {
      let accepted = 0;
      for (const c of cases) {
        const check = dialect.compile(withoutSchemaUri(rootSchema(dialect.uri, c.node)));
        if (check === undefined) continue;
        for (const t of c.inputs) {
          const errors = errorsOf(check, { t, n: "2" });
          if (!errors.some((error) => error.instancePath.startsWith("/t"))) accepted++;
        }
      }
      expect(accepted).toBeGreaterThanOrEqual(3);
    },
  );

  it.each([
    { dialect: "draft-07", uri: DRAFT_07, expected: [1, true] },
    { dialect: "2019-09", uri: DRAFT_2019, expected: [1, true] },
    {
      dialect: "2020-12 (Ajv 2020 cannot compile it: left alone)",
      uri: DRAFT_2020,
      expected: ["1", "true"],
    },
    { dialect: "no $schema (compiled as draft-07)", uri: undefined, expected: [1, true] },
  ])("reads array-form items as the tuple only where Ajv does: $dialect", ({ uri, expected }) => {
    const node = {
      type: "array",
      items: [{ type: "integer" }],
      additionalItems: { type: "boolean" },
    };
    const { value } = coerce({ t: ["1", "true"] }, rootSchema(uri, node));
    expect((value as { t: unknown }).t).toEqual(expected);
  });

  it.each([
    {
      dialect: "draft-07 (every item is checked against items)",
      uri: DRAFT_07,
      expected: ["false", 3],
    },
    {
      dialect: "2019-09 (every item is checked against items)",
      uri: DRAFT_2019,
      expected: ["false", 3],
    },
    { dialect: "2020-12", uri: DRAFT_2020, expected: [false, 3] },
    { dialect: "no $schema (compiled as 2020-12)", uri: undefined, expected: [false, 3] },
  ])("reads prefixItems as the tuple only where Ajv does: $dialect", ({ uri, expected }) => {
    const node = { type: "array", prefixItems: [{ type: "boolean" }], items: { type: "integer" } };
    const { value } = coerce({ t: ["false", "3"] }, rootSchema(uri, node));
    expect((value as { t: unknown }).t).toEqual(expected);
  });
});
