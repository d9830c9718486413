import { type CostBudget, unwalkedKeywords } from "./estimate-cost.js";

/**
 * Whether `schema`, as written and before any `$ref` is followed, already holds more values
 * than `budget.size`, counted as `estimateCost` counts them (docs/security.md, "Complexity
 * budget"). It reads at most `budget.size` + 1 values, so a schema of 100,000 properties is
 * refused without reading the rest of it (its sorted-key text, its copy). It answers `false`
 * whenever it cannot be sure the schema's JSON copy counts as much (a cycle, an object that is
 * not a plain object or array, a `toJSON` method, a read that throws): the full estimate on the
 * copy then decides.
 */
export function surelyTooLarge(schema: unknown, budget: CostBudget): boolean {
  const limit = budget.size + 1;
  let count = 0;
  const onPath = new Set<object>();

  // Counts `value` and what it holds; `false` when unsure. Stops once `count` reaches `limit`.
  function walk(value: unknown, depth: number): boolean {
    if (value === undefined || typeof value === "function" || typeof value === "symbol") {
      return true; // dropped from the JSON copy: not counted
    }
    count += 1;
    if (value === null || typeof value !== "object" || depth > budget.depth) return true;
    if (onPath.has(value) || !isPlain(value)) return false;
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
    return walk(schema, 0) && count >= limit;
  } catch {
    return false;
  }
}

// An object JSON writes as its own enumerable keys, as this count reads it.
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  const plain =
    prototype === Object.prototype || prototype === Array.prototype || prototype === null;
  return plain && typeof (value as { toJSON?: unknown }).toJSON !== "function";
}
