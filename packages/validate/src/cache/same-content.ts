import { jsonView } from "./json-view.js";

/**
 * Whether `value` writes the same sorted-key JSON text as `copy` (a JSON value, as `JSON.parse`
 * makes them), read as `stableStringify` reads it, without writing either: numbers JSON cannot
 * hold stand for `null`, values it drops (`undefined`, functions, symbols) are absent from an
 * object and `null` in an array or on their own. It walks `value` only as deep as `copy` goes, so it ends on any
 * `value`; it answers `false` for whatever reading `value` throws.
 */
export function sameContent(value: unknown, copy: unknown): boolean {
  try {
    const root = jsonView(value, "");
    return dropped(root) ? copy === null : same(root, copy);
  } catch {
    return false;
  }
}

/** `value` is already read through its `toJSON` (see `jsonView`); its members are not yet. */
function same(value: unknown, copy: unknown): boolean {
  if (copy === null) return writesNull(value);
  if (typeof copy !== "object") return value === copy;
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(copy)) {
    if (!Array.isArray(value) || value.length !== copy.length) return false;
    for (let i = 0; i < copy.length; i++) {
      const item = jsonView(value[i], String(i));
      if (!(dropped(item) ? copy[i] === null : same(item, copy[i]))) return false;
    }
    return true;
  }
  if (Array.isArray(value)) return false;
  const record = copy as Record<string, unknown>;
  let written = 0;
  for (const key of Object.keys(value)) {
    const item = jsonView((value as Record<string, unknown>)[key], key);
    if (dropped(item)) continue;
    if (!Object.hasOwn(record, key) || !same(item, record[key])) return false;
    written += 1;
  }
  return written === Object.keys(record).length;
}

function writesNull(value: unknown): boolean {
  return value === null || (typeof value === "number" && !Number.isFinite(value));
}

function dropped(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}
