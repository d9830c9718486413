import { isArrayIndex } from "./array-index.js";
import { defineOwn } from "./define-own.js";

/** Arrays up to this length are walked and copied index by index; longer ones by their own keys. */
export const DENSE_LIMIT = 1_024;

/**
 * A shallow copy of a plain object: own enumerable data properties, the same prototype
 * (`Object.prototype` or `null`). The spread copies own data properties only, so no setter runs
 * and a key named `__proto__` stays an own key (docs/coercion.md, "Bounds").
 */
export function copyObject(object: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...object };
  return Object.getPrototypeOf(object) === null ? Object.setPrototypeOf(copy, null) : copy;
}

/**
 * A shallow copy of an array: its items (holes stay holes) and its own named properties. Work
 * is bounded by the array's own entries, so a sparse array of length 2^32 − 1 copies at once.
 */
export function copyArray(array: readonly unknown[]): unknown[] {
  const dense = array.length <= DENSE_LIMIT;
  const copy: unknown[] = dense ? array.slice() : new Array(array.length);
  for (const key of Object.keys(array)) {
    if (dense && isArrayIndex(key)) continue;
    defineOwn(copy, key, (array as unknown as Record<string, unknown>)[key]);
  }
  return copy;
}
