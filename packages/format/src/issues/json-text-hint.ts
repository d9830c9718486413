import { typeNameOf } from "../render/preview-value.js";

/** Longest string tried as JSON for the hint. */
const MAX_JSON_TEXT = 1_048_576;

/**
 * Whether `value` is a string holding JSON of one of the `expected` structure types (`array`,
 * `object`): then the model sent the value as text and the JSON-text hint is certain to help.
 */
export function looksLikeJson(value: unknown, expected: readonly string[]): boolean {
  if (typeof value !== "string" || value.length > MAX_JSON_TEXT) return false;
  const wanted: string[] = expected.filter((type) => type === "array" || type === "object");
  if (wanted.length === 0) return false;
  const text = value.trim();
  if (!(text.startsWith("[") || text.startsWith("{"))) return false;
  try {
    return wanted.includes(typeNameOf(JSON.parse(text)));
  } catch {
    return false;
  }
}
