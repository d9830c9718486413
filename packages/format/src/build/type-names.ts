import { typeNameOf } from "../render/preview-value.js";

/** "string", "string or null", "string, number or null": the schema's type names as a phrase. */
export function joinTypes(types: readonly string[]): string {
  const unique = [...new Set(types)];
  if (unique.length <= 1) return unique[0] ?? "";
  return `${unique.slice(0, -1).join(", ")} or ${unique[unique.length - 1]}`;
}

/** The type names a schema `type` keyword (or an Ajv `params.type`) holds. */
export function typeList(type: unknown): string[] {
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  if (typeof type === "string") return type.split(",").filter((t) => t !== "");
  return [];
}

/** Whether `value`'s type is one of `types` (an integer is a `number` and an `integer`). */
export function takesTypeOf(types: readonly string[], value: unknown): boolean {
  const type = typeNameOf(value);
  return (
    types.includes(type) ||
    (type === "number" && types.includes("integer") && Number.isInteger(value))
  );
}
