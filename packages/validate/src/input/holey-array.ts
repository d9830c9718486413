import { holeyArrayLimit } from "@tool-input/json";

export { holeyArrayLimit };

/** What a check throws for such an array; the entry points catch it and measure the input. */
export class HoleyArray extends RangeError {
  constructor(length: number) {
    super(`the input holds an array of length ${length} with holes, which cannot be checked`);
    this.name = "HoleyArray";
  }
}

/** Throws a `HoleyArray` when `array` is longer than `holeyArrayLimit` and has holes. */
export function refuseHoleyArray(array: readonly unknown[]): void {
  // Inline rather than `isHoleyArray`: every array loop of a check runs this.
  if (array.length > holeyArrayLimit && Object.keys(array).length < array.length) {
    throw new HoleyArray(array.length);
  }
}
