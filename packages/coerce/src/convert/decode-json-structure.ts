import { decodeJsonText, opensJsonStructure } from "@tool-input/json";

/**
 * Decodes a string that holds a JSON array or object, or returns `undefined`: by the one safe
 * decoder (`decodeJsonText` of `@tool-input/json`), which drops a leading byte-order mark and
 * refuses invalid JSON, a number the decoded value would not hold as written
 * (`9007199254740993`), nesting deeper than `maxNesting`, and prototype-poisoning shapes; any
 * other JSON kind is not decoded here.
 */
export function decodeJsonStructure(source: string, maxNesting: number): object | undefined {
  if (!opensJsonStructure(source)) return undefined;
  const result = decodeJsonText(source, maxNesting);
  return result.ok ? (result.value as object) : undefined;
}
