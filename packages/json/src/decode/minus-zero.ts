/**
 * `value`, just decoded by `JSON.parse` and held by nothing else, with every -0 in it made 0, in
 * place and without recursion, as rules `number` and `python` read `-0` (docs/coercion.md, "When
 * a string is coerced").
 */
export function withoutMinusZero(value: unknown): unknown {
  if (Object.is(value, -0)) return 0;
  const pending: unknown[] = [value];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) zeroAt(node as Record<number, unknown>, i, pending);
    } else if (typeof node === "object" && node !== null) {
      for (const key of Object.keys(node)) zeroAt(node as Record<string, unknown>, key, pending);
    }
  }
  return value;
}

/** Makes `holder[key]` 0 when it is -0 (an own data property JSON.parse made), else queues it. */
function zeroAt(holder: Record<PropertyKey, unknown>, key: PropertyKey, pending: unknown[]): void {
  const item = holder[key];
  if (Object.is(item, -0)) holder[key] = 0;
  else if (typeof item === "object" && item !== null) pending.push(item);
}
