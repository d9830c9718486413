/** Code point ranges, inclusive, sorted and disjoint: the characters one pattern atom matches. */
export type CharRanges = readonly (readonly [number, number])[];

/** The largest code point. */
export const maxCodePoint = 0x10ffff;
export const any: CharRanges = [[0, maxCodePoint]];
export const digit: CharRanges = [[48, 57]];
export const word: CharRanges = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
export const space: CharRanges = [
  [9, 13],
  [32, 32],
  [160, 160],
  [5760, 5760],
  [8192, 8202],
  [8232, 8233],
  [8239, 8239],
  [8287, 8287],
  [12288, 12288],
  [65279, 65279],
];
export const lineTerminators: CharRanges = [
  [10, 10],
  [13, 13],
  [8232, 8233],
];

/** The ranges sorted, with touching and overlapping ones merged. */
export function normalise(ranges: readonly (readonly [number, number])[]): CharRanges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Every code point not in `ranges`. */
export function complement(ranges: CharRanges): CharRanges {
  const out: [number, number][] = [];
  let next = 0;
  for (const [from, to] of normalise(ranges)) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= maxCodePoint) out.push([next, maxCodePoint]);
  return out;
}

/** Whether two character sets share a character. */
export function overlap(a: CharRanges, b: CharRanges): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as readonly [number, number];
    const y = b[j] as readonly [number, number];
    if (x[1] < y[0]) i++;
    else if (y[1] < x[0]) j++;
    else return true;
  }
  return false;
}
