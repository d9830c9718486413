import type { PathSegment } from "../types.js";
import type { Known } from "./constraint-sentences.js";

function child(container: unknown, segment: PathSegment): Known {
  try {
    return readChild(container, segment);
  } catch {
    // A Proxy or a getter in the input that throws: nothing can be read there.
    return undefined;
  }
}

function readChild(container: unknown, segment: PathSegment): Known {
  if (Array.isArray(container)) {
    const index = typeof segment === "number" ? segment : Number(segment);
    return Number.isInteger(index) && index >= 0 && index < container.length
      ? { value: container[index] }
      : undefined;
  }
  if (typeof container === "object" && container !== null) {
    const key = String(segment);
    // Own properties only: a key named `__proto__` or `constructor` reads the input, not Object.
    return Object.hasOwn(container, key)
      ? { value: (container as Record<string, unknown>)[key] }
      : undefined;
  }
  return undefined;
}

/** The value at `path` in `data`, or `undefined` when there is none. */
export function valueAt(data: unknown, path: readonly PathSegment[]): Known {
  let known: Known = { value: data };
  for (const segment of path) {
    if (known === undefined) return undefined;
    known = child(known.value, segment);
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
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.includes("~") ? raw.replace(/~1/g, "/").replace(/~0/g, "~") : raw;
    const isIndex: boolean = holdsArray(known) && /^(0|[1-9]\d*)$/.test(key);
    const segment: PathSegment = isIndex ? Number(key) : key;
    path.push(segment);
    known = known === undefined ? undefined : child(known.value, segment);
  }
  return { path, known };
}

function holdsArray(known: Known): boolean {
  try {
    return Array.isArray(known?.value);
  } catch {
    // A revoked Proxy.
    return false;
  }
}
