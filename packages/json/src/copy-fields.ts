import { defineOwn } from "./define-own.js";
import { readField } from "./read-field.js";

/**
 * A plain copy of `object`'s own enumerable fields, as a spread makes it, but each field read
 * with `readField`: a getter that throws gives `undefined` for its own field instead of throwing,
 * and a Proxy whose keys cannot be listed gives `{}` (docs/security.md, "Arguments from the
 * model"). For rebuilding what a framework hands over with one field changed.
 */
export function copyFields(object: unknown): Record<string | symbol, unknown> {
  const copy: Record<string | symbol, unknown> = {};
  if (object === null || (typeof object !== "object" && typeof object !== "function")) return copy;
  let keys: (string | symbol)[];
  try {
    keys = Reflect.ownKeys(object).filter((key) =>
      Object.prototype.propertyIsEnumerable.call(object, key),
    );
  } catch {
    return copy;
  }
  for (const key of keys) defineOwn(copy, key, readField(object, key));
  return copy;
}
