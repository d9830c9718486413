import { closingQuote } from "./closing-quote.js";
import { readsBack } from "./reads-back.js";

/** What `scanJsonText` says when the text nests past its limit. */
export const TOO_DEEP = true;
/** What `scanJsonText` says when every number holds its value and one is a negative zero (`-0.0`). */
export const MINUS_ZERO: unique symbol = Symbol("-0");

/**
 * One pass over a JSON text, outside its string literals, for what `JSON.parse` does not say:
 * whether brackets nest deeper than `maxNesting` (`TOO_DEEP`, found before parsing, so a
 * 100,000-deep text is refused at once), else the first number that does not read back as
 * written (`readsBack`) or is an integer past `MAX_SAFE_INTEGER` (its literal), else whether a
 * number is a negative zero (`MINUS_ZERO`), else `undefined`. On text that is not valid JSON the
 * answer means nothing but the nesting: the caller parses it and uses the numbers' answer only
 * if it parses.
 */
export function scanJsonText(
  text: string,
  maxNesting: number,
): typeof TOO_DEEP | typeof MINUS_ZERO | string | undefined {
  let depth = 0;
  let losing: string | undefined;
  let minusZero = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      i = closingQuote(text, i);
      if (i < 0) return undefined; // an unterminated string: JSON.parse refuses the text
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxNesting) return TOO_DEEP;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    } else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      let end = i + 1;
      let exponent = false;
      for (; end < text.length; end++) {
        const next = text.charCodeAt(end);
        if (next === 0x65 || next === 0x45) exponent = true;
        else if (!isNumberCharacter(next)) break;
      }
      // At most 15 significant digits always read back (`readsBack`), and stay within
      // MAX_SAFE_INTEGER (16 digits): no slice for those.
      if (losing === undefined && (exponent || end - i > 15)) {
        const literal = text.slice(i, end);
        if (!keepsValue(literal, Number(literal))) losing = literal;
      }
      // Only a number that opens `-0` is read for its sign.
      if (!minusZero && code === 0x2d && text.charCodeAt(i + 1) === 0x30) {
        minusZero = Object.is(Number(text.slice(i, end)), -0);
      }
      i = end - 1;
    }
  }
  return losing ?? (minusZero ? MINUS_ZERO : undefined);
}

/**
 * Whether `value`, read from `literal`, is the number written, as the `number` rule asks
 * (docs/coercion.md, "When a string is coerced"): it reads back, and an integer is within
 * `Number.MAX_SAFE_INTEGER`. `1e23` reads back but is 99999999999999991611392, and past 2^53 a
 * double cannot tell an integer from its neighbours (`9007199254740994` is also …993's reading).
 */
function keepsValue(literal: string, value: number): boolean {
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return false;
  return readsBack(literal, value);
}

/** Whether `code` can continue a JSON number literal, `e` and `E` aside: a digit, `.`, `+` or `-`. */
function isNumberCharacter(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === 0x2e || code === 0x2b || code === 0x2d;
}
