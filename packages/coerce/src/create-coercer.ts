import { coerce } from "./coerce.js";
import type { CoerceOptions, CoerceResult, JsonSchema } from "./types.js";

/** Analyses `schema` once and returns a function that coerces values against it. */
export function createCoercer(
  schema: JsonSchema,
  options?: CoerceOptions,
): (value: unknown) => CoerceResult {
  return (value) => coerce(value, schema, options); // STUB
}
