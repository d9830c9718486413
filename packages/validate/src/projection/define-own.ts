/** Sets `key` on `object` as an own data property, a key named `__proto__` included, running no setter. */
export function defineOwn(object: object, key: string, value: unknown): void {
  Object.defineProperty(object, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
