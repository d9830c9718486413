import { encodeFragmentToken, encodePointerToken } from "@tool-input/json";

/** Keywords whose value is one subschema. */
export const singleSchema: ReadonlySet<string> = new Set([
  "additionalItems",
  "unevaluatedItems",
  "items",
  "contains",
  "additionalProperties",
  "unevaluatedProperties",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
]);

/** Keywords whose value is an array of subschemas (`items` too, in its draft-07 tuple form). */
export const schemaArray: ReadonlySet<string> = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);

/** Keywords whose value maps names to subschemas (`dependencies`: the non-array values). */
export const schemaMap: ReadonlySet<string> = new Set([
  "properties",
  "patternProperties",
  "dependentSchemas",
  "dependencies",
  "$defs",
  "definitions",
]);

/** A JSON pointer token, `~` and `/` escaped. */
export function escapeToken(token: string): string {
  return encodePointerToken(token);
}

/** A schema path segment as Ajv writes it in `schemaPath` (escaped, then URI-encoded). */
export function schemaSegment(token: string | number): string {
  return encodeFragmentToken(token);
}
