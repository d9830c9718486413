/** A string literal read from model text, or why it could not be. */
export type ScannedString =
  | { readonly ok: true; readonly value: string; readonly end: number }
  | { readonly ok: false; readonly detail: string };

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  n: "\n",
  r: "\r",
  t: "\t",
  b: "\b",
  f: "\f",
  v: "\v",
  a: "\x07",
};

/** How many hex digits follow `\x`, `\u`, `\U`. */
const HEX_LENGTH: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/**
 * Reads the Python string literal whose quote is at `open` (`'…'` or `"…"`, one line, Python's
 * escapes), in one pass. An escape Python does not define (`\d`) keeps its backslash, as Python
 * does; `\N{…}` is refused (it needs Unicode's name table). `end` is the index after the quote.
 */
export function scanString(text: string, open: number): ScannedString {
  const quote = text.charCodeAt(open);
  let out = "";
  let from = open + 1;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === quote) return { ok: true, value: out + text.slice(from, i), end: i + 1 };
    if (code === 0x0a || code === 0x0d) {
      return { ok: false, detail: `a line break inside a string at character ${i + 1}` };
    }
    if (code !== 0x5c) continue;
    out += text.slice(from, i);
    const read = readEscape(text, i);
    if (typeof read !== "object") return { ok: false, detail: read };
    out += read.value;
    i = read.end - 1;
    from = read.end;
  }
  return { ok: false, detail: `the string opened at character ${open + 1} is not closed` };
}

/** The text an escape at `at` (a backslash) stands for and the index after it, or why it is refused. */
function readEscape(text: string, at: number): { value: string; end: number } | string {
  const next = text[at + 1];
  if (next === undefined) return `the string opened before character ${at + 1} is not closed`;
  if (Object.hasOwn(SIMPLE_ESCAPES, next)) {
    return { value: SIMPLE_ESCAPES[next] as string, end: at + 2 };
  }
  if (next === "\n") return { value: "", end: at + 2 }; // a line continuation
  if (next === "\r") return { value: "", end: text[at + 2] === "\n" ? at + 3 : at + 2 };
  if (next >= "0" && next <= "7") {
    let end = at + 2;
    while (end < at + 4 && isOctal(text.charCodeAt(end))) end++;
    return { value: String.fromCharCode(Number.parseInt(text.slice(at + 1, end), 8)), end };
  }
  const length = Object.hasOwn(HEX_LENGTH, next) ? HEX_LENGTH[next] : undefined;
  if (length !== undefined) {
    const digits = text.slice(at + 2, at + 2 + length);
    if (digits.length !== length || !/^[0-9a-fA-F]+$/.test(digits)) {
      return `a malformed \`\\${next}\` escape at character ${at + 1}`;
    }
    const point = Number.parseInt(digits, 16);
    if (point > 0x10ffff) return `a malformed \`\\${next}\` escape at character ${at + 1}`;
    return { value: String.fromCodePoint(point), end: at + 2 + length };
  }
  if (next === "N") return `a \`\\N{…}\` escape at character ${at + 1}`;
  return { value: `\\${next}`, end: at + 2 };
}

function isOctal(code: number): boolean {
  return code >= 0x30 && code <= 0x37;
}
