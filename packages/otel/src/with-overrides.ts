/**
 * A view of `target` in which the properties of `overrides` read as given, and every other
 * property as `target`'s own (a method bound to `target`); `target` itself is not changed.
 *
 * The view proxies a stand-in, not `target`: a Proxy must report a frozen target's properties as
 * they are, so a Proxy of a frozen validator could not give another `validateToolInput`
 * (docs/observability.md, "The pipeline"). The traps below forward to `target` what the stand-in
 * would otherwise answer; descriptors are reported configurable, as the stand-in has none.
 */
export function withOverrides<T extends object>(target: T, overrides: Partial<T>): T {
  const overridden = (key: PropertyKey): key is keyof T => Object.hasOwn(overrides, key);
  return new Proxy({} as T, {
    get(_, key) {
      if (overridden(key)) return overrides[key];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(target, key, value),
    has: (_, key) => overridden(key) || Reflect.has(target, key),
    ownKeys: () => [...new Set([...Reflect.ownKeys(target), ...Reflect.ownKeys(overrides)])],
    getOwnPropertyDescriptor(_, key) {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (overridden(key)) {
        return {
          value: overrides[key],
          writable: true,
          enumerable: own?.enumerable ?? true,
          configurable: true,
        };
      }
      return own === undefined ? undefined : { ...own, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target),
  });
}
