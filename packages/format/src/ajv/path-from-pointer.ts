import { resolvePointer } from "../refine/value-at.js";
import type { PathSegment } from "../types.js";

/**
 * The path an Ajv `instancePath` (a JSON pointer, `~1` for `/` and `~0` for `~`) names, as keys
 * and indices: a token is an index only where `data` (the validated input) holds an array, so a
 * key `"0"` of an object stays the key `"0"`. This is the decoder `issuesFromAjv` uses. Never
 * throws; a pointer that is not a string is the root.
 */
export function pathFromPointer(pointer: string, data: unknown): PathSegment[] {
  return resolvePointer(pointer, data).path;
}
