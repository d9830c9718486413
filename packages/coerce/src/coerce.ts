import { createCoercer } from "./create-coercer.js";
import type { CoerceOptions, CoerceResult, JsonSchema } from "./types.js";

/**
 * Repairs `value` against `schema` by the coercion rules; never throws, never mutates, and
 * returns `value` itself when nothing changed. To coerce many values against one schema, use
 * `createCoercer`, which keeps the schema analysis between calls.
 */
export function coerce(value: unknown, schema: JsonSchema, options?: CoerceOptions): CoerceResult {
  return createCoercer(schema, options)(value);
}
