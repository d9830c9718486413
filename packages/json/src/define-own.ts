/**
 * Sets `key` on `object`, one the caller has just made (a copy, a fresh record), as an own data
 * property, running no setter (docs/security.md): a key the prototype chain also has (`__proto__`,
 * or a key a polluted `Object.prototype` gives a setter or makes read-only) is defined; any other
 * is assigned, which on such an object defines it the same way, and faster.
 */
export function defineOwn(object: object, key: PropertyKey, value: unknown): void {
  if (key === "__proto__" || (!Object.hasOwn(object, key) && key in object)) {
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    (object as Record<PropertyKey, unknown>)[key] = value;
  }
}
