/**
 * What a schema allows, read once per schema object for the checks on a valid input
 * (docs/pipeline.md, "Checks on a valid input").
 */

/** `TEXT`: a valid value may be a string holding `</`; `CONTAINER`: an object or an array. */
export const TEXT = 1;
export const CONTAINER = 2;
/** The same bits, for a module reading them on the hot path (copied into its own constants). */
export const KIND: { readonly text: number; readonly container: number } = Object.freeze({
  text: TEXT,
  container: CONTAINER,
});
const REFS = ["$ref", "$dynamicRef", "$recursiveRef"];
/** Schema objects and arrays looked at to decide whether a schema is free; past it, it is not. */
const MAX_SCHEMA_NODES = 5_000;
const KNOWN = ["null", "boolean", "integer", "number", "string", "array", "object"];
const MAX_KIND_DEPTH = 8;

/** `TEXT` and `CONTAINER` bits of what a value valid against `schema` may be. */
export function kindsOf(schema: unknown, depth: number): number {
  if (!isRecord(schema) || depth > MAX_KIND_DEPTH) return TEXT | CONTAINER;
  const listed =
    schema.enum !== undefined
      ? schema.enum
      : Object.hasOwn(schema, "const")
        ? [schema.const]
        : undefined;
  if (listed !== undefined) {
    if (!Array.isArray(listed)) return TEXT | CONTAINER;
    let kinds = 0;
    for (const member of listed) {
      if (typeof member === "string" && member.includes("</")) kinds |= TEXT;
      else if (typeof member === "object" && member !== null) kinds |= CONTAINER;
    }
    return kinds;
  }
  const { type } = schema;
  if (typeof type === "string" || Array.isArray(type)) {
    const types: readonly unknown[] = Array.isArray(type) ? type : [type];
    // A type name JSON Schema does not define narrows nothing (docs/coercion.md, "Schema support").
    if (types.some((name) => typeof name !== "string" || !KNOWN.includes(name))) {
      return TEXT | CONTAINER;
    }
    return (
      (types.includes("string") ? TEXT : 0) |
      (types.includes("object") || types.includes("array") ? CONTAINER : 0)
    );
  }
  for (const word of ["anyOf", "oneOf"] as const) {
    const branches = schema[word];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    let kinds = 0;
    for (const branch of branches) kinds |= kindsOf(branch, depth + 1);
    return kinds;
  }
  return TEXT | CONTAINER;
}

/**
 * Whether no object under `schema` can have declared keys: no non-empty `properties` and no
 * reference anywhere in it (any keyword, even `default` or `examples`: over-counting only costs
 * a walk). Leaked markup needs a declared key and near-miss keys a `properties`.
 */
export function isFree(schema: Record<string, unknown>): boolean {
  const stack: object[] = [schema];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const node = stack.pop() as object;
    if (seen.has(node)) continue;
    seen.add(node);
    if (seen.size > MAX_SCHEMA_NODES) return false;
    const values = Array.isArray(node) ? node : Object.values(node);
    if (!Array.isArray(node)) {
      const record = node as Record<string, unknown>;
      if (REFS.some((word) => record[word] !== undefined)) return false;
      const { properties } = record;
      if (isRecord(properties) && Object.keys(properties).length > 0) return false;
    }
    for (const value of values) {
      if (typeof value === "object" && value !== null) stack.push(value);
    }
  }
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
