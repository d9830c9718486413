import type { Dialect } from "./schema-dialect.js";

/** Where a keyword's value holds subschemas: one subschema, a list of them, or a map of names to them. */
export type SubschemaShape = "schema" | "list" | "map";

/** A dialect's keywords whose values hold subschemas, by the shape of the value. */
export interface Vocabulary {
  /** Keywords whose value is one subschema (`not`, `additionalProperties`). */
  readonly schema: ReadonlySet<string>;
  /** Keywords whose value is a list of subschemas (`anyOf`, `prefixItems`). */
  readonly list: ReadonlySet<string>;
  /** Keywords whose value maps names to subschemas (`properties`, `$defs`; `dependencies`: its non-array values). */
  readonly map: ReadonlySet<string>;
}

const ALL: readonly Dialect[] = ["draft-07", "2019-09", "2020-12"];
const NEW: readonly Dialect[] = ["2019-09", "2020-12"];

// The one table: each keyword holding subschemas, its shape and the dialects Ajv 8 knows it in
// (draft-07's class also compiles draft-04 and draft-06). `items` is one subschema everywhere,
// and a list too in draft-07 and 2019-09 (the tuple form, which 2020-12 refuses). `contentSchema`
// is in the 2019-09 and 2020-12 meta-schemas but Ajv never evaluates it.
const TABLE: readonly (readonly [string, SubschemaShape, readonly Dialect[], boolean?])[] = [
  ["additionalItems", "schema", ["draft-07", "2019-09"]],
  ["items", "schema", ALL],
  ["contains", "schema", ALL],
  ["additionalProperties", "schema", ALL],
  ["propertyNames", "schema", ALL],
  ["not", "schema", ALL],
  ["if", "schema", ALL],
  ["then", "schema", ALL],
  ["else", "schema", ALL],
  ["unevaluatedItems", "schema", NEW],
  ["unevaluatedProperties", "schema", NEW],
  ["contentSchema", "schema", NEW, false],
  ["allOf", "list", ALL],
  ["anyOf", "list", ALL],
  ["oneOf", "list", ALL],
  ["prefixItems", "list", ["2020-12"]],
  ["properties", "map", ALL],
  ["patternProperties", "map", ALL],
  ["dependencies", "map", ALL],
  ["definitions", "map", ALL],
  ["$defs", "map", NEW],
  ["dependentSchemas", "map", NEW],
];

function vocabulary(
  keep: (dialects: readonly Dialect[], evaluated: boolean) => boolean,
): Vocabulary {
  const sets = { schema: new Set<string>(), list: new Set<string>(), map: new Set<string>() };
  for (const [keyword, shape, dialects, evaluated = true] of TABLE) {
    if (keep(dialects, evaluated)) sets[shape].add(keyword);
  }
  return sets;
}

/** Each dialect's vocabulary as its meta-schema has it (where it expects a schema). */
export const vocabularies: Readonly<Record<Dialect, Vocabulary>> = {
  "draft-07": vocabulary((dialects) => dialects.includes("draft-07")),
  "2019-09": vocabulary((dialects) => dialects.includes("2019-09")),
  "2020-12": vocabulary((dialects) => dialects.includes("2020-12")),
};

/** The keywords Ajv evaluates subschemas under in any dialect (`contentSchema` left out). */
export const evaluatedVocabulary: Vocabulary = vocabulary((_, evaluated) => evaluated);

/**
 * The keywords whose subschema applies to every item or every key of the value, not to one
 * named place (`items`, `additionalProperties`, `patternProperties`, …).
 */
export const eachMemberKeywords: ReadonlySet<string> = new Set([
  "items",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "additionalProperties",
  "unevaluatedProperties",
  "patternProperties",
]);

/** Keywords Ajv compiles to no code (annotations): a schema of these alone accepts anything. */
export const annotationKeywords: ReadonlySet<string> = new Set([
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
]);

/** Keywords whose value is data or an annotation, never a schema: walking into them finds none. */
export const valueKeywords: ReadonlySet<string> = new Set([
  "enum",
  "const",
  "default",
  "examples",
  "description",
  "title",
]);

/**
 * Ajv's keywords by the JSON type they apply to (its RULES groups), each group in the order Ajv
 * evaluates them; `any` applies to every type, `unevaluated` comes after all the others.
 */
export const keywordsByType: {
  readonly [group in
    | "any"
    | "number"
    | "string"
    | "array"
    | "object"
    | "unevaluated"]: readonly string[];
} = {
  any: ["$ref", "const", "enum", "not", "anyOf", "oneOf", "allOf", "if"],
  number: ["maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf"],
  string: ["maxLength", "minLength", "pattern", "format"],
  array: [
    "maxItems",
    "minItems",
    "additionalItems",
    "prefixItems",
    "items",
    "contains",
    "uniqueItems",
  ],
  object: [
    "maxProperties",
    "minProperties",
    "required",
    "propertyNames",
    "additionalProperties",
    "dependencies",
    "properties",
    "patternProperties",
    "dependentRequired",
    "dependentSchemas",
  ],
  unevaluated: ["unevaluatedProperties", "unevaluatedItems"],
};

/**
 * How Ajv walks a schema for `$id`s and anchors (json-schema-traverse with `allKeys`): the
 * `skip` keywords hold data; `list` keywords hold an array of schemas when their value is an
 * array; `map` keywords an object of schemas; any other keyword, known or not, one schema.
 */
export const ajvWalk: {
  readonly skip: ReadonlySet<string>;
  readonly list: ReadonlySet<string>;
  readonly map: ReadonlySet<string>;
} = {
  skip: new Set([
    "default",
    "enum",
    "const",
    "required",
    ...keywordsByType.number,
    ...keywordsByType.string,
    "maxItems",
    "minItems",
    "uniqueItems",
    "maxProperties",
    "minProperties",
  ]),
  list: new Set(["items", "allOf", "anyOf", "oneOf", "prefixItems"]),
  map: new Set(["$defs", "definitions", "properties", "patternProperties", "dependencies"]),
};
