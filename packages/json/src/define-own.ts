/**
 * Sets `key` on `object`, one the caller has just made (a copy, a fresh record), as an own data
 * property: a key named `__proto__` is defined (never the prototype), any other is assigned,
 * which on such an object defines it the same way and runs no setter (docs/security.md).
 */
export function defineOwn(object: object, key: string | number, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    (object as Record<string | number, unknown>)[key] = value;
  }
}
