// Two facts about a subschema that Ajv decides at compile time and that change what it tracks
// for `unevaluated*` (docs/pipeline.md, "Engines").

// The keywords of the 2019-09 and 2020-12 vocabularies that Ajv registers with a definition (its
// `RULES.all`); a schema with none of them is "always valid" to Ajv (`alwaysValidSchema`).
const ruleKeywords: ReadonlySet<string> = new Set([
  "type",
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
  "maxContains",
  "minContains",
  "maxProperties",
  "minProperties",
  "required",
  "dependentRequired",
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
  "prefixItems",
  "items",
  "additionalItems",
  "contains",
  "dependentSchemas",
  "unevaluatedProperties",
  "unevaluatedItems",
  "$ref",
  "$recursiveRef",
  "$recursiveAnchor",
  "$dynamicRef",
  "$dynamicAnchor",
  "$comment",
]);

/** Ajv's `alwaysValidSchema`: `true`, or an object with no keyword Ajv checks. */
export function alwaysValid(schema: unknown): boolean {
  if (typeof schema === "boolean") return schema;
  if (typeof schema !== "object" || schema === null) return false;
  for (const key in schema) if (ruleKeywords.has(key)) return false;
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
