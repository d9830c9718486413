import { holeyArrayLimit } from "../../input/holey-array.js";
import { mayHoldClosingTag } from "./closing-tag.js";

/** Containers looked at before the answer is "maybe" (the pipeline then looks properly). */
const MAX_CONTAINERS = 10_000;
const MAX_DEPTH = 64;

/**
 * Whether a string or key anywhere in `value` holds `</`, the start of a closing tag: only then
 * can tool-call markup have leaked (docs/pipeline.md, "Leaked markup"). The check that keeps the
 * markup rule off the path of a valid input: `indexOf` per string, no allocation. Past
 * `MAX_CONTAINERS` containers (a graph, a huge input) it answers true, and the coercer decides.
 */
export function mayHoldMarkup(value: unknown): boolean {
  if (typeof value === "string") return mayHoldClosingTag(value);
  if (typeof value !== "object" || value === null) return false;
  try {
    return scan(value, 0, MAX_CONTAINERS) < 0;
  } catch {
    // A getter or Proxy that throws: what cannot be read cannot hold markup, and the schema's
    // check, which did not reach it, decides (docs/security.md, "Inputs that are graphs").
    return false;
  }
}

/**
 * The containers left after scanning `container`, or -1 when a `</` is found or a bound is
 * passed. Only an object's keys and string values can hold leaked markup (it names a property
 * beside them); an array's items are looked into only when they are containers.
 */
function scan(container: object, depth: number, left: number): number {
  let budget = left - 1;
  if (budget < 0 || depth > MAX_DEPTH) return -1;
  if (Array.isArray(container)) {
    // Longer than this (a sparse array of length 2^32 − 1 costs minutes to walk): "maybe".
    if (container.length > holeyArrayLimit) return -1;
    for (let i = 0; i < container.length; i++) {
      const item: unknown = container[i];
      if (typeof item !== "object" || item === null) continue;
      budget = scan(item, depth + 1, budget);
      if (budget < 0) return -1;
    }
    return budget;
  }
  for (const key in container) {
    if (mayHoldClosingTag(key)) return -1;
    const item = (container as Record<string, unknown>)[key];
    if (typeof item === "string") {
      if (mayHoldClosingTag(item)) return -1;
    } else if (typeof item === "object" && item !== null) {
      budget = scan(item, depth + 1, budget);
      if (budget < 0) return -1;
    }
  }
  return budget;
}
