/** The seven names JSON Schema's `type` takes. */
export const jsonTypeNames: readonly string[] = [
  "null",
  "boolean",
  "object",
  "array",
  "number",
  "string",
  "integer",
];

/**
 * The name `type` gives a JSON value (`integer` for a whole number, `object` for any other
 * object), or `undefined` for a value JSON cannot hold (`NaN`, `undefined`, a `bigint`, a
 * function, a symbol).
 */
export function jsonTypeOf(value: unknown): string | undefined {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "boolean":
    case "string":
    case "object":
      return typeof value;
    case "number":
      return Number.isInteger(value) ? "integer" : Number.isFinite(value) ? "number" : undefined;
    default:
      return undefined;
  }
}
