/** A number read from model text, or why it could not be. */
export type ScannedNumber =
  | { readonly ok: true; readonly value: number; readonly end: number }
  | { readonly ok: false; readonly reason: "syntax" | "number"; readonly detail: string };

/** The longest token echoed in a refusal. */
const ECHO = 24;

/**
 * Reads the number starting at `start` (a digit, or `-` before one): only what the `number` rule
 * takes, `0` or digits without a leading zero, then an optional `.` and digits. Python's other
 * spellings (`1e5`, `1.`, `.5`, `0x10`, `1_000`, `5j`, `007`) are refused, and so is a number
 * `readsBack` says a double would not hold as written, or an integer past `MAX_SAFE_INTEGER`.
 */
export function scanNumber(
  text: string,
  start: number,
  readsBack: (literal: string, value: number) => boolean,
): ScannedNumber {
  let end = text.charCodeAt(start) === 0x2d ? start + 1 : start;
  // The whole token, as far as Python would read it as one, so `1e5` is refused whole.
  while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
  const literal = text.slice(start, end);
  if (!isPlainDecimal(literal)) {
    const shown = literal.length > ECHO ? `${literal.slice(0, ECHO)}…` : literal;
    return {
      ok: false,
      reason: "syntax",
      detail: `\`${shown}\` at character ${start + 1} is not a plain decimal number`,
    };
  }
  const value = Number(literal);
  const safe = !Number.isInteger(value) || Math.abs(value) <= Number.MAX_SAFE_INTEGER;
  if (!Number.isFinite(value) || !safe || !readsBack(literal, value)) {
    const shown = literal.length > ECHO ? `${literal.slice(0, ECHO)}…` : literal;
    return {
      ok: false,
      reason: "number",
      detail: `the number \`${shown}\` at character ${start + 1} would not keep its digits`,
    };
  }
  return { ok: true, value: value === 0 ? 0 : value, end };
}

function isNumberChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x2e
  );
}

/** `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, checked by hand. */
function isPlainDecimal(literal: string): boolean {
  let i = literal.charCodeAt(0) === 0x2d ? 1 : 0;
  const first = i;
  while (i < literal.length && isDigit(literal.charCodeAt(i))) i++;
  if (i === first || (literal.charCodeAt(first) === 0x30 && i - first > 1)) return false;
  if (i === literal.length) return true;
  if (literal.charCodeAt(i) !== 0x2e) return false;
  const fraction = ++i;
  while (i < literal.length && isDigit(literal.charCodeAt(i))) i++;
  return i > fraction && i === literal.length;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** The default precision test: at most 15 significant digits always survive a double. */
export function fifteenDigits(literal: string): boolean {
  let digits = 0;
  let leading = true;
  for (let i = 0; i < literal.length; i++) {
    const code = literal.charCodeAt(i);
    if (!isDigit(code)) continue;
    if (leading && code === 0x30) continue;
    leading = false;
    digits++;
  }
  return digits <= 15;
}
