/**
 * A cache of what is worked out per schema object, kept apart per root schema: a reference
 * resolves against its root (`readThrough`), so one schema object shared by two roots may read
 * differently in each. The function it returns gives a root's own WeakMap, made on first use.
 */
export function perRootCache<T>(): (root: object) => WeakMap<object, T> {
  const byRoot = new WeakMap<object, WeakMap<object, T>>();
  return (root) => {
    let cache = byRoot.get(root);
    if (cache === undefined) {
      cache = new WeakMap();
      byRoot.set(root, cache);
    }
    return cache;
  };
}
