import { stableStringify } from "../../cache/stable-stringify.js";

function keyOf(item: unknown): string {
  return typeof item === "object" && item !== null
    ? `o${stableStringify(item)}`
    : `${typeof item}:${String(item)}`;
}

/**
 * The pair of equal items Ajv names for a failed `uniqueItems` (`[j, i]`, `j < i`), in one pass
 * with a map of canonical texts. Ajv has two loops: when the `items` schema declares only scalar
 * types (`scalar`), the last item that has an equal later one and the nearest such later item;
 * otherwise the last item equal to an earlier one and the nearest such earlier item.
 */
export function uniquePair(items: readonly unknown[], scalar: boolean): [number, number] {
  const seen = new Map<string, number>();
  if (scalar) {
    for (let index = items.length - 1; index >= 0; index--) {
      const key = keyOf(items[index]);
      const later = seen.get(key);
      if (later !== undefined) return [index, later];
      seen.set(key, index);
    }
    return [0, 0];
  }
  let pair: [number, number] = [0, 0];
  for (let index = 0; index < items.length; index++) {
    const key = keyOf(items[index]);
    const earlier = seen.get(key);
    if (earlier !== undefined) pair = [earlier, index];
    seen.set(key, index);
  }
  return pair;
}

/** Whether `items` (a schema's `items`) declares only scalar types, as Ajv's choice of loop reads it. */
export function scalarItems(items: unknown): boolean {
  if (typeof items !== "object" || items === null) return false;
  const { type, nullable } = items as { type?: unknown; nullable?: unknown };
  const types = type === undefined ? [] : Array.isArray(type) ? [...type] : [type];
  if (nullable === true && types.length > 0 && !types.includes("null")) types.push("null");
  return types.length > 0 && !types.some((t) => t === "object" || t === "array");
}
