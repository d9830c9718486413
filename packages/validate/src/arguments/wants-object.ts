/**
 * Whether a root schema wants an object and refuses strings, so that raw arguments text, or no
 * arguments at all, is read as the object it stands for (docs/pipeline.md, "The call"): `type`
 * `"object"` (or a list with `"object"` and without `"string"`), or no `type` with object
 * keywords beside it.
 */
export function wantsObject(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  const type = (schema as { type?: unknown }).type;
  if (type === "object") return true;
  if (Array.isArray(type)) return type.includes("object") && !type.includes("string");
  if (type !== undefined) return false;
  return OBJECT_KEYWORDS.some((keyword) => Object.hasOwn(schema, keyword));
}

const OBJECT_KEYWORDS = ["properties", "required", "additionalProperties", "patternProperties"];
