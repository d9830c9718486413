/**
 * What `JSON.stringify` writes for `value` found under `key` (`""` at the root): the result of
 * its `toJSON` method where it has one (a `Date`, a class with its own JSON), `value` itself
 * otherwise. Called once per value, as `JSON.stringify` calls it; passes on what it throws.
 */
export function jsonView(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null) return value;
  const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
  return typeof toJSON === "function" ? toJSON.call(value, key) : value;
}
