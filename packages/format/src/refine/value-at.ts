import { pointerTokens } from "@tool-input/json";
import type { Known, PathSegment } from "../types.js";

/**
 * The child of `known`'s value at `key` (a JSON pointer token or a path segment): an array index
 * only where the value is an array, an own property otherwise. This is the one place the input is
 * read: a Proxy or a getter in it that throws reads as nothing there.
 */
function step(known: Known, key: PathSegment): { segment: PathSegment; known: Known } {
  if (known === undefined) return { segment: key, known: undefined };
  try {
    const container = known.value;
    if (Array.isArray(container)) {
      const index = typeof key === "number" ? key : /^(0|[1-9]\d*)$/.test(key) ? Number(key) : -1;
      if (!Number.isInteger(index) || index < 0) return { segment: key, known: undefined };
      return {
        segment: index,
        known: index < container.length ? { value: container[index] } : undefined,
      };
    }
    if (typeof container === "object" && container !== null) {
      const name = String(key);
      // Own properties only: a key named `__proto__` or `constructor` reads the input, not Object.
      return {
        segment: key,
        known: Object.hasOwn(container, name)
          ? { value: (container as Record<string, unknown>)[name] }
          : undefined,
      };
    }
  } catch {
    // A revoked Proxy, or a trap or getter that throws: nothing can be read there.
  }
  return { segment: key, known: undefined };
}

/** The value at `path` in `data`, or `undefined` when there is none. */
export function valueAt(data: unknown, path: readonly PathSegment[]): Known {
  let known: Known = { value: data };
  for (const segment of path) {
    if (known === undefined) return undefined;
    known = step(known, segment).known;
  }
  return known;
}

/**
 * The path an Ajv `instancePath` (a JSON pointer, `~1` for `/` and `~0` for `~`) names, with
 * array indices as numbers where `data` holds an array, and the value found there.
 */
export function resolvePointer(
  pointer: string,
  data: unknown,
): { path: PathSegment[]; known: Known } {
  const path: PathSegment[] = [];
  let known: Known = { value: data };
  if (typeof pointer !== "string" || pointer === "") return { path, known };
  for (const key of pointerTokens(pointer)) {
    const next = step(known, key);
    path.push(next.segment);
    known = next.known;
  }
  return { path, known };
}
