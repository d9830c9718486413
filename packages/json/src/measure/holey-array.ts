/**
 * The longest array read index by index whatever it holds: past it, an array whose length is
 * more than its own entries (a sparse array of length 2^32 − 1, built in memory) is read by the
 * entries it has, or refused, never hole by hole (docs/security.md, "Inputs that are graphs").
 */
export const holeyArrayLimit = 1_000_000;

/** Whether `array` is longer than `holeyArrayLimit` and has holes. */
export function isHoleyArray(array: readonly unknown[]): boolean {
  return array.length > holeyArrayLimit && Object.keys(array).length < array.length;
}

/**
 * The items of `array` for a loop to visit: `array` itself, or, for an array longer than
 * `holeyArrayLimit` with holes, its own items in index order, the holes left out. Work is
 * bounded by the entries the array has, not by its `length`.
 */
export function presentItems<T>(array: readonly T[]): readonly T[] {
  if (array.length <= holeyArrayLimit) return array;
  const keys = Object.keys(array);
  if (keys.length >= array.length) return array;
  const items: T[] = [];
  for (const key of keys) {
    const index = Number(key);
    // Own keys list indices first, in ascending order, then named properties.
    if (!(Number.isInteger(index) && index >= 0 && index < array.length)) break;
    items.push(array[index] as T);
  }
  return items;
}
