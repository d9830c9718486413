/**
 * The longest array with holes a check walks: past it, an array whose length is more than its
 * own entries (a sparse array of length 2^32 − 1) is refused before its holes are walked one
 * by one (docs/security.md, "Inputs that are graphs"). The same bound as the input measure's.
 */
export const holeyArrayLimit = 1_000_000;

/** What a check throws for such an array; the entry points catch it and measure the input. */
export class HoleyArray extends RangeError {
  constructor(length: number) {
    super(`the input holds an array of length ${length} with holes, which cannot be checked`);
    this.name = "HoleyArray";
  }
}

/** Throws a `HoleyArray` when `array` is longer than `holeyArrayLimit` and has holes. */
export function refuseHoleyArray(array: readonly unknown[]): void {
  if (array.length > holeyArrayLimit && Object.keys(array).length < array.length) {
    throw new HoleyArray(array.length);
  }
}
