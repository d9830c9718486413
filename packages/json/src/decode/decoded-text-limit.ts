/**
 * The longest string decoded as JSON or Python text by default (coerce's `maxStringLength`,
 * docs/coercion.md, "Bounds"), and the longest the messages try as JSON for a hint.
 */
export const decodedTextLimit = 1_048_576;
