/**
 * Whether `a` and `b` are equal as JSON values (docs/pipeline.md, "Engines"): the same scalar
 * (`===`), or arrays of the same length whose items are equal in order, or objects with the same
 * own enumerable keys whose values are equal; a key's order, an object's prototype and a
 * property named `constructor`, `valueOf` or `toString` are data like any other. The equality of
 * `const` and `enum` on every engine and in precompiled code. Recursion goes only as deep as both
 * values go, and one of them is the schema's.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    // NaN equals NaN, as Ajv's deep equality has it (no JSON holds it).
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}
