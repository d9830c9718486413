import type { Dialect } from "@tool-input/json";

// Two facts about a subschema that Ajv decides at compile time and that change what it tracks
// for `unevaluated*` (docs/pipeline.md, "Engines").

// The keywords each Ajv class registers with a definition (its `RULES.all`); a schema with none
// of them is "always valid" to Ajv (`alwaysValidSchema`), and Ajv compiles nothing in it.
const draft07Rules = [
  "type",
  "nullable",
  "id",
  "enum",
  "const",
  "multipleOf",
  "maximum",
  "minimum",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "format",
  "formatMaximum",
  "formatMinimum",
  "formatExclusiveMaximum",
  "formatExclusiveMinimum",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
  "required",
  "not",
  "anyOf",
  "oneOf",
  "allOf",
  "if",
  "then",
  "else",
  "propertyNames",
  "additionalProperties",
  "dependencies",
  "properties",
  "patternProperties",
  "items",
  "additionalItems",
  "contains",
  "$ref",
  "$comment",
];
const laterRules = [
  "maxContains",
  "minContains",
  "dependentRequired",
  "dependentSchemas",
  "unevaluatedProperties",
  "unevaluatedItems",
  "$recursiveRef",
  "$recursiveAnchor",
  "$dynamicRef",
  "$dynamicAnchor",
];
const ruleKeywords: Readonly<Record<Dialect, ReadonlySet<string>>> = {
  "draft-07": new Set(draft07Rules),
  "2019-09": new Set([...draft07Rules, ...laterRules]),
  "2020-12": new Set([
    ...draft07Rules.filter((keyword) => keyword !== "additionalItems"),
    ...laterRules,
    "prefixItems",
  ]),
};
// A prepared node holds only its dialect's keywords: any of the later dialects' counts.
const anyLaterRule: ReadonlySet<string> = new Set([...ruleKeywords["2019-09"], "prefixItems"]);

/**
 * Ajv's `alwaysValidSchema` under `dialect`: `true`, or an object with no keyword Ajv checks.
 * Without a dialect (a prepared node), a keyword of 2019-09 or 2020-12 counts.
 */
export function alwaysValid(schema: unknown, dialect?: Dialect): boolean {
  if (typeof schema === "boolean") return schema;
  if (typeof schema !== "object" || schema === null) return false;
  const rules = dialect === undefined ? anyLaterRule : ruleKeywords[dialect];
  for (const key in schema) if (rules.has(key)) return false;
  return true;
}

const refKeywords: ReadonlySet<string> = new Set([
  "$ref",
  "$recursiveRef",
  "$recursiveAnchor",
  "$dynamicRef",
  "$dynamicAnchor",
]);

/**
 * Ajv's `hasRef` (compile/resolve.ts): whether a reference keyword appears anywhere in
 * `schema`; a referenced schema without one is inlined, one with one is called.
 */
export function hasRef(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  for (const key in schema) {
    if (refKeywords.has(key)) return true;
    const value = (schema as Record<string, unknown>)[key];
    if (Array.isArray(value) ? value.some(hasRef) : hasRef(value)) return true;
  }
  return false;
}
