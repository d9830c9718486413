/**
 * An array of length 2^32 − 1, the longest there is, holding `items` from index 0 and holes
 * after: built in memory in no time, it is what a hostile caller passes to make a loop over
 * `length` hang or abort (docs/security.md, "Inputs that are graphs").
 */
export function sparse<T>(...items: T[]): T[] {
  const array: T[] = [];
  array.length = 2 ** 32 - 1;
  items.forEach((item, index) => {
    array[index] = item;
  });
  return array;
}
