import { encodeFragmentToken, encodePointerToken, evaluatedVocabulary } from "@tool-input/json";

// The keywords Ajv evaluates subschemas under, by shape (`items` also takes a list, in its
// draft-07 tuple form; `dependencies`' map also holds arrays of names).
export const singleSchema: ReadonlySet<string> = evaluatedVocabulary.schema;
export const schemaArray: ReadonlySet<string> = evaluatedVocabulary.list;
export const schemaMap: ReadonlySet<string> = evaluatedVocabulary.map;

/** A JSON pointer token, `~` and `/` escaped. */
export function escapeToken(token: string): string {
  return encodePointerToken(token);
}

/** A schema path segment as Ajv writes it in `schemaPath` (escaped, then URI-encoded). */
export function schemaSegment(token: string | number): string {
  return encodeFragmentToken(token);
}
