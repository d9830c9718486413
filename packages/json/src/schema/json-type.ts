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

/**
 * Whether `value` is of the JSON Schema type `type`: a whole number is an `integer` and a
 * `number`; a value JSON cannot hold (`NaN`) is of none.
 */
export function isOfType(value: unknown, type: unknown): boolean {
  const kind = jsonTypeOf(value);
  return kind !== undefined && (kind === type || (kind === "integer" && type === "number"));
}

/**
 * The types a schema object declares, as a list: its `type`, with `"null"` added for an OpenAPI
 * 3.0 `nullable: true` beside it, as Ajv reads it. Without `type`, `nullable` adds nothing (the
 * schema does not compile).
 */
export function declaredTypes(node: Readonly<Record<string, unknown>>): unknown[] {
  const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
  if (node.nullable !== true || types.length === 0 || types.includes("null")) return types;
  return [...types, "null"];
}
