/**
 * What `JSON.stringify` writes for `value` found under `key` (`""` at the root), as its
 * SerializeJSONProperty reads it: the result of its `toJSON` method where it has one (a `Date`, a
 * class with its own JSON), then a `Number`, `String`, `Boolean` or `BigInt` wrapper object as
 * the primitive it wraps (`new Boolean(false)` writes `false`, not `{}`); `value` itself
 * otherwise. Called once per value, as `JSON.stringify` calls it; passes on what it throws.
 */
export function jsonView(value: unknown, key: string): unknown {
  if (typeof value === "bigint") return viaToJson(value, key);
  if (typeof value !== "object" || value === null) return value;
  return unwrapped(viaToJson(value, key));
}

function viaToJson(value: object | bigint, key: string): unknown {
  const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
  return typeof toJSON === "function" ? toJSON.call(value, key) : value;
}

type Wrapped = "number" | "string" | "boolean" | "bigint";

/** A value as JSON writes it: a wrapper object as its primitive (converted as JSON converts it). */
function unwrapped(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  switch (wrapperKind(value)) {
    case "number":
      return Number(value);
    case "string":
      return String(value);
    case "boolean":
      return Boolean.prototype.valueOf.call(value);
    case "bigint":
      return BigInt.prototype.valueOf.call(value);
    default:
      return value;
  }
}

const builtinTag = Object.prototype.toString;
const tagKinds: ReadonlyMap<string, Wrapped> = new Map([
  ["[object Number]", "number"],
  ["[object String]", "string"],
  ["[object Boolean]", "boolean"],
]);
const brands: readonly [Wrapped, { valueOf(): unknown }][] = [
  ["number", Number.prototype],
  ["string", String.prototype],
  ["boolean", Boolean.prototype],
  ["bigint", BigInt.prototype],
];

// Which primitive `value` wraps, if it is a wrapper object. Without a `Symbol.toStringTag` the
// tag `Object.prototype.toString` gives comes from the internal slot, whatever the prototype;
// with one (a `BigInt` wrapper's, a class's, one set to hide a wrapper) each wrapper's `valueOf`
// is tried, as it throws for anything else. A Proxy is never a wrapper: a trap that throws here
// leaves it as it is.
function wrapperKind(value: object): Wrapped | undefined {
  try {
    if ((value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === undefined) {
      return tagKinds.get(builtinTag.call(value));
    }
  } catch {
    return undefined;
  }
  for (const [kind, prototype] of brands) {
    try {
      prototype.valueOf.call(value);
      return kind;
    } catch {
      // not this wrapper
    }
  }
  return undefined;
}
