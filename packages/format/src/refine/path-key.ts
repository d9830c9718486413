import type { PathSegment } from "../types.js";

/**
 * A map key for the first `end` segments of `path` (all of them by default): equal for equal
 * segments, different otherwise (`["a", 0]`, `["a", "0"]` and `["a0"]` all differ). Cheaper than
 * `JSON.stringify(path.slice(0, end))`: a key is its length before it, an index a `#` before it.
 */
export function pathKey(path: readonly PathSegment[], end: number = path.length): string {
  let key = "";
  for (let i = 0; i < end; i++) {
    const segment = path[i];
    key +=
      typeof segment === "number"
        ? `#${segment};`
        : typeof segment === "string"
          ? `${segment.length}:${segment}`
          : // Not a key or an index (a path built outside this package): its text, marked.
            `?${String(segment).length}:${String(segment)}`;
  }
  return key;
}
