/** The kinds of JSON value a schema node can accept, as bits of a mask. */
export const NULL = 1;
/** `true` / `false`. */
export const BOOLEAN = 2;
/** A number with no fractional part (`3`, `-0`). */
export const INTEGER = 4;
/** A finite number with a fractional part (`1.5`). */
export const FRACTION = 8;
/** Any number. */
export const NUMBER: number = INTEGER | FRACTION;
/** A string. */
export const STRING = 16;
/** An array. */
export const ARRAY = 32;
/** A plain object. */
export const OBJECT = 64;
/** Every kind: what a node without type constraints accepts. */
export const ALL: number = NULL | BOOLEAN | NUMBER | STRING | ARRAY | OBJECT;

/** Whether `value` is an object built by a literal or `JSON.parse` (prototype `Object.prototype` or `null`). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The kind bit of a JSON value; 0 for anything that is not JSON (undefined, functions, class instances). */
export function kindOf(value: unknown): number {
  switch (typeof value) {
    case "string":
      return STRING;
    case "boolean":
      return BOOLEAN;
    case "number":
      if (Number.isInteger(value)) return INTEGER;
      return Number.isFinite(value) ? FRACTION : 0;
    case "object":
      if (value === null) return NULL;
      if (Array.isArray(value)) return ARRAY;
      return isPlainObject(value) ? OBJECT : 0;
    default:
      return 0;
  }
}

const TYPE_NAMES: Readonly<Record<string, number>> = {
  null: NULL,
  boolean: BOOLEAN,
  integer: INTEGER,
  number: NUMBER,
  string: STRING,
  array: ARRAY,
  object: OBJECT,
};

/**
 * The mask a `type` keyword allows, or -1 when the keyword is malformed (not a string or an
 * array of strings). A name JSON Schema does not define (`"dict"`, `"float"`) cannot narrow
 * anything we know of, so it counts as every kind.
 */
export function maskOfType(type: unknown): number {
  if (typeof type === "string") return maskOfTypeName(type);
  if (!Array.isArray(type)) return -1;
  let mask = 0;
  for (const name of type) {
    if (typeof name !== "string") return -1;
    mask |= maskOfTypeName(name);
  }
  return mask;
}

function maskOfTypeName(name: string): number {
  return Object.hasOwn(TYPE_NAMES, name) ? (TYPE_NAMES[name] as number) : ALL;
}
