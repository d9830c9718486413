import { defineOwn } from "@tool-input/json";
import fc from "fast-check";

// Random tool schemas for the engine differential and the fuzz run (docs/security.md, "The fuzz
// run"): every keyword both engines implement, in the three dialects and with no `$schema`,
// property names from a small pool (so inputs hit them), and the shapes issue 25 found.

type Schema = Record<string, unknown> | boolean;

/** Property names: ordinary ones, and the names an object inherits or that look like keywords. */
export const propertyNames: readonly string[] = [
  "a",
  "b",
  "name",
  "id",
  "$id",
  "count",
  "toString",
  "constructor",
  "__proto__",
  "",
  "valueOf",
  "$ref",
];

const dialects = [
  undefined,
  "http://json-schema.org/draft-07/schema#",
  "https://json-schema.org/draft/2019-09/schema",
  "https://json-schema.org/draft/2020-12/schema",
] as const;

const patterns = ["^a", "b$", "^[0-9]+$", "a|b", "^.{2,4}$", "\\d", "^\\w+$", "[[:alpha:]]"];
const formats = ["date", "email", "uri", "uuid", "date-time", "time", "ipv4", "url", "unknown"];
const name = fc.constantFrom(...propertyNames);
const names = fc.uniqueArray(name, { maxLength: 3 });
const scalar = fc.oneof(
  fc.constantFrom(0, 1, -1, 2.5, 0.1, 0.30000000000000004, "", "a", "b", "2020-01-01", true, null),
  fc.integer({ min: -5, max: 5 }),
);
const count = fc.integer({ min: 0, max: 3 });

/** A random schema, nested at most `depth` levels. */
export function schemaArbitrary(depth = 3): fc.Arbitrary<Schema> {
  const { node } = fc.letrec<{ node: Schema }>((tie) => {
    const child = fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constant<Schema>(true),
      fc.constant<Schema>(false),
      fc.constant<Schema>({}),
      tie("node"),
    );
    const keyword: fc.Arbitrary<[string, unknown]>[] = [
      fc
        .constantFrom(
          "string",
          "number",
          "integer",
          "boolean",
          "null",
          "object",
          "array",
          ["string", "null"],
          ["object", "array"],
        )
        .map((type) => ["type", type]),
      fc.dictionary(name, child, { maxKeys: 3 }).map((map) => ["properties", jsonMap(map)]),
      names.map((list) => ["required", list]),
      fc.oneof(fc.boolean(), child).map((value) => ["additionalProperties", value]),
      fc.array(scalar, { minLength: 1, maxLength: 4 }).map((values) => ["enum", values]),
      scalar.map((value) => ["const", value]),
      fc
        .constantFrom("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")
        .chain((k) =>
          scalar.filter((v) => typeof v === "number").map((v): [string, unknown] => [k, v]),
        ),
      fc.constantFrom(0.1, 0.5, 2, 3).map((step) => ["multipleOf", step]),
      fc
        .constantFrom("minLength", "maxLength", "minItems", "maxItems", "minProperties")
        .chain((k) => count.map((v): [string, unknown] => [k, v])),
      fc.constantFrom(...patterns).map((pattern) => ["pattern", pattern]),
      fc.constantFrom(...formats).map((format) => ["format", format]),
      fc
        .constantFrom("formatMinimum", "formatMaximum")
        .map((k): [string, unknown] => [k, "2020-01-01"]),
      child.map((items) => ["items", items]),
      fc.array(child, { maxLength: 2 }).map((items) => ["prefixItems", items]),
      child.map((contains) => ["contains", contains]),
      count.map((min) => ["minContains", min]),
      fc.boolean().map((unique) => ["uniqueItems", unique]),
      fc
        .constantFrom("anyOf", "oneOf", "allOf")
        .chain((k) =>
          fc
            .array(child, { minLength: 1, maxLength: 3 })
            .map((list): [string, unknown] => [k, list]),
        ),
      child.map((not) => ["not", not]),
      fc.tuple(child, child).map(([then, otherwise]) => ["if", { if: then, else: otherwise }]),
      fc.dictionary(name, names, { maxKeys: 2 }).map((map) => ["dependencies", jsonMap(map)]),
      fc.dictionary(name, names, { maxKeys: 2 }).map((map) => ["dependentRequired", jsonMap(map)]),
      fc.oneof(fc.boolean(), child).map((value) => ["unevaluatedProperties", value]),
      fc.boolean().map((value) => ["unevaluatedItems", value]),
      child.map((names) => ["propertyNames", names]),
    ];
    // References are rarer: most of them make a cycle, which the cache refuses before compiling.
    const reference = fc.constantFrom<[string, unknown]>(["$ref", "#/$defs/d"], ["$ref", "#"]);
    const anyKeyword = fc.oneof(...keyword.map((arbitrary) => ({ arbitrary, weight: 10 })), {
      arbitrary: reference,
      weight: 3,
    });
    const body = depth <= 0 ? fc.constant([]) : fc.array(anyKeyword, { maxLength: 4 });
    return {
      node: body.chain((entries) => {
        const schema: Record<string, unknown> = {};
        for (const [key, value] of entries) {
          if (key === "if") Object.assign(schema, value);
          else defineOwn(schema, key, value);
        }
        return fc.constant<Schema>(schema);
      }),
    };
  });
  return node;
}

/** A random tool schema: an object schema with a `$defs.d` target, in a random dialect. */
export function toolSchemaArbitrary(): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.constantFrom(...dialects), schemaArbitrary(3), schemaArbitrary(2))
    .map(([dialect, root, target]) => {
      const schema: Record<string, unknown> = typeof root === "boolean" ? {} : { ...root };
      if (dialect !== undefined) schema.$schema = dialect;
      schema.$defs = { d: target };
      if (dialect === "http://json-schema.org/draft-07/schema#") {
        schema.definitions = { d: target };
      }
      return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
    });
}

// A map whose `__proto__` key is an own property, as JSON.parse makes it.
function jsonMap(map: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) defineOwn(out, key, value);
  return out;
}

/** JSON inputs near a schema's names: objects over the name pool, arrays, scalars. */
export function inputArbitrary(): fc.Arbitrary<unknown> {
  const value = fc.oneof(scalar, fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof(
    fc.dictionary(name, value, { maxKeys: 4 }).map(jsonMap),
    fc.array(value, { maxLength: 4 }),
    value,
  );
}
