/**
 * The value at `token` in `container`, as a JSON pointer reads it: an array's canonical index
 * (`0`, `12`, never `01` or `length`), an object's own property (so `__proto__` and
 * `constructor` never reach `Object.prototype`); `undefined` for anything else.
 */
export function stepInto(container: unknown, token: string): unknown {
  if (typeof container !== "object" || container === null) return undefined;
  if (Array.isArray(container)) {
    if (!/^(?:0|[1-9][0-9]*)$/.test(token)) return undefined;
    return container[Number(token)];
  }
  return Object.hasOwn(container, token)
    ? (container as Record<string, unknown>)[token]
    : undefined;
}
