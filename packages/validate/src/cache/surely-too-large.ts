import { type CostBudget, unwalkedKeywords } from "./estimate-cost.js";

/**
 * Which bound of `budget` `schema`, as written and before any `$ref` is followed, already
 * passes, counted as `estimateCost` counts them (docs/security.md, "Complexity budget"):
 * `"size"` for more values than `budget.size`, `"depth"` for a plain object or array nested
 * deeper than `budget.depth`. It reads at most `budget.size` + 1 values, so a schema of 100,000
 * properties or 10,000 levels is refused without reading the rest of it (its sorted-key text,
 * its copy), on any thread's stack. It answers `undefined` whenever it cannot be sure the
 * schema's JSON copy counts as much (a cycle, an object that is not a plain object or array, a
 * `toJSON` method, a read that throws): the full estimate on the copy then decides.
 */
export function surelyTooLarge(schema: unknown, budget: CostBudget): keyof CostBudget | undefined {
  const limit = budget.size + 1;
  let count = 0;
  let tooDeep = false;
  const onPath = new Set<object>();

  // Counts `value` and what it holds; `false` when unsure. Stops once `count` reaches `limit`.
  function walk(value: unknown, depth: number): boolean {
    if (value === undefined || typeof value === "function" || typeof value === "symbol") {
      return true; // dropped from the JSON copy: not counted
    }
    count += 1;
    if (value === null || typeof value !== "object") return true;
    if (onPath.has(value) || !isPlain(value)) return false;
    if (depth > budget.depth) {
      tooDeep = true;
      return true;
    }
    onPath.add(value);
    const isArray = Array.isArray(value);
    for (const key of Object.keys(value)) {
      if (count >= limit) break;
      const item = (value as Record<string, unknown>)[key];
      if (!isArray && unwalkedKeywords.has(key)) {
        if (item !== undefined && typeof item !== "function" && typeof item !== "symbol")
          count += 1;
      } else if (!walk(item, depth + 1)) {
        return false;
      }
    }
    onPath.delete(value);
    return true;
  }

  try {
    if (!walk(schema, 0)) return undefined;
  } catch {
    return undefined;
  }
  return count >= limit ? "size" : tooDeep ? "depth" : undefined;
}

// An object JSON writes as its own enumerable keys, as this count reads it.
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  const plain =
    prototype === Object.prototype || prototype === Array.prototype || prototype === null;
  return plain && typeof (value as { toJSON?: unknown }).toJSON !== "function";
}
