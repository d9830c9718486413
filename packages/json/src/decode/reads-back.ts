/**
 * Whether `value`, the number parsed from the decimal literal `literal` (`"-12.50"`, `"1e5"`),
 * reads back as the decimal written, leading zeros, trailing fractional zeros and the sign of
 * zero aside: `"9007199254740993"` (read as …992) and `"4.99999999999999999"` (read as 5) do
 * not, so no repair changes a number's value (docs/coercion.md, "When a string is coerced").
 */
export function readsBack(literal: string, value: number): boolean {
  // At most 15 significant digits always survive the trip through a double.
  if (literal.length <= 15 && !/[eE]/.test(literal)) return true;
  return Number.isFinite(value) && digitsOf(literal) === digitsOf(String(Math.abs(value)));
}

/** The significant digits and exponent of a decimal literal, sign dropped: `"-0012.3400e1"` → `"1234e-1"`. */
function digitsOf(literal: string): string {
  const start = literal.startsWith("-") ? 1 : 0;
  const e = literal.search(/[eE]/);
  const mantissa = literal.slice(start, e < 0 ? literal.length : e);
  const dot = mantissa.indexOf(".");
  const digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  let exponent =
    (e < 0 ? 0 : Number(literal.slice(e + 1))) - (dot < 0 ? 0 : mantissa.length - dot - 1);
  let first = 0;
  while (first < digits.length && digits.charCodeAt(first) === 0x30) first++;
  if (first === digits.length) return "0";
  let last = digits.length;
  while (digits.charCodeAt(last - 1) === 0x30) {
    last--;
    exponent++;
  }
  return `${digits.slice(first, last)}e${exponent}`;
}
