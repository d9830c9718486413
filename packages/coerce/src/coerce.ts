import type { CoerceOptions, CoerceResult, JsonSchema } from "./types.js";

/** Repairs `value` against `schema` by the coercion rules; never throws, never mutates. */
export function coerce(
  value: unknown,
  _schema: JsonSchema,
  _options?: CoerceOptions,
): CoerceResult {
  return { value, coercions: [] }; // STUB: replaced by the coerce implementation
}
