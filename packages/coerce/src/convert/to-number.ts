import { readsBack } from "@tool-input/json";

/**
 * The number a string spells, or `undefined`: a plain decimal literal (`-?[0-9]+(\.[0-9]+)?`)
 * whose value is finite, reads back as the decimal written (`readsBack`) and, when it is an
 * integer, is within `Number.MAX_SAFE_INTEGER`. `"-0"` gives 0.
 */
export function toNumber(text: string): number | undefined {
  const fraction = decimalFraction(text);
  if (fraction === NOT_DECIMAL) return undefined;
  const value = Number(text);
  if (fraction === INTEGER) {
    // An integer literal whose value is a safe integer is that value exactly, so it reads back;
    // one past the safe range is refused either way (docs/coercion.md, "When a string is coerced").
    if (!Number.isSafeInteger(value)) return undefined;
  } else if (!Number.isFinite(value) || (text.length > 15 && !readsBack(text, value))) {
    // At most 15 significant digits always read back (`readsBack`).
    return undefined;
  } else if (Number.isInteger(value) && Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    return undefined;
  }
  return value === 0 ? 0 : value;
}

const NOT_DECIMAL = 0;
const INTEGER = 1;
const FRACTION = 2;

/** Whether `text` is `-?[0-9]+` (`INTEGER`), `-?[0-9]+\.[0-9]+` (`FRACTION`) or neither. */
function decimalFraction(text: string): number {
  const length = text.length;
  let i = text.charCodeAt(0) === 0x2d ? 1 : 0;
  const digits = i;
  while (i < length && isDigit(text.charCodeAt(i))) i++;
  if (i === digits) return NOT_DECIMAL;
  if (i === length) return INTEGER;
  if (text.charCodeAt(i) !== 0x2e) return NOT_DECIMAL;
  const fraction = ++i;
  while (i < length && isDigit(text.charCodeAt(i))) i++;
  return i === length && i > fraction ? FRACTION : NOT_DECIMAL;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
