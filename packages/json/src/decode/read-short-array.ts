import { skipJsonSpace } from "./json-space.js";

/**
 * The longest text `readShortArray` reads: by about 60 characters (four paths, or sixteen
 * integers of up to three digits) `JSON.parse` is as fast or faster, its fixed cost then a small
 * part of the whole (docs/performance.md, section 13).
 */
export const SHORT_ARRAY_LIMIT = 48;

/**
 * `JSON.parse(text)` for a short text that is one array of strings without escapes, integers of at
 * most 15 digits (not `-0`), booleans and `null`, with JSON white space anywhere between tokens;
 * `undefined` for any other text, to be handed to `JSON.parse` (a text this reads is valid JSON,
 * nests one level, and holds no number that loses digits, no `-0` and no key). `JSON.parse` costs
 * about 50 ns before it reads a character, about the whole read of `["a.txt"]` here.
 */
export function readShortArray(text: string): unknown[] | undefined {
  const end = text.length;
  if (end > SHORT_ARRAY_LIMIT) return undefined;
  let i = skipJsonSpace(text, 0);
  if (text.charCodeAt(i) !== 0x5b) return undefined; // "["
  const items: unknown[] = [];
  i = skipJsonSpace(text, i + 1);
  if (text.charCodeAt(i) === 0x5d) return skipJsonSpace(text, i + 1) === end ? items : undefined;
  for (;;) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      const close = plainStringEnd(text, i + 1);
      if (close < 0) return undefined;
      items.push(text.slice(i + 1, close));
      i = close + 1;
    } else if (code === 0x2d || isDigit(code)) {
      // An integer of 1 to 15 digits, no leading zero, not `-0`; anything else is handed on.
      const negative = code === 0x2d;
      const first = negative ? i + 1 : i;
      let value = 0;
      let j = first;
      for (; j < end && isDigit(text.charCodeAt(j)); j++) {
        value = value * 10 + text.charCodeAt(j) - 0x30;
      }
      // A fraction or exponent after the digits fails as the separator below.
      const digits = j - first;
      const leadingZero = digits > 1 && text.charCodeAt(first) === 0x30;
      if (digits === 0 || digits > 15 || leadingZero || (negative && value === 0)) return undefined;
      items.push(negative ? -value : value);
      i = j;
    } else if (text.startsWith("true", i)) {
      items.push(true);
      i += 4;
    } else if (text.startsWith("false", i)) {
      items.push(false);
      i += 5;
    } else if (text.startsWith("null", i)) {
      items.push(null);
      i += 4;
    } else {
      return undefined;
    }
    i = skipJsonSpace(text, i);
    const next = text.charCodeAt(i);
    if (next === 0x5d) return skipJsonSpace(text, i + 1) === end ? items : undefined; // "]"
    if (next !== 0x2c) return undefined; // ","
    i = skipJsonSpace(text, i + 1);
  }
}

/**
 * The index of the quote closing a string opened before `from`, or -1 when the string has an
 * escape or a control character (which `JSON.parse` reads or refuses) or no closing quote.
 */
function plainStringEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i;
    if (code === 0x5c || code < 0x20) return -1;
  }
  return -1;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
