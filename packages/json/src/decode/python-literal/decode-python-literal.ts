import { defineOwn } from "../../define-own.js";
import { skipJsonSpace } from "../json-space.js";
import { spanSafe } from "../span-safe.js";
import { fifteenDigits, scanNumber } from "./scan-number.js";
import { scanString } from "./scan-string.js";
import type { PythonLiteralOptions, PythonLiteralProblem, PythonLiteralResult } from "./types.js";

/** One open container: its items (a dict's as key, value, key, value…) and what comes next. */
interface Frame {
  readonly open: number; // "[", "(" or "{"
  readonly items: unknown[];
  /** A tuple's comma was seen (`(1,)` is a tuple, `(1)` is 1). */
  comma: boolean;
}

const CLOSER: Readonly<Record<number, number>> = { 91: 0x5d, 40: 0x29, 123: 0x7d };
const NAMES: Readonly<Record<string, unknown>> = { True: true, False: false, None: null };
const DEFAULT_MAX_NESTING = 64;

/**
 * Decodes text holding exactly one Python literal (docs/coercion.md, rule `python`): lists and
 * tuples (as arrays), dicts with string keys, strings in `'…'` or `"…"` (an optional `u` prefix),
 * plain decimal numbers, `True`, `False`, `None`, trailing commas where Python allows them, white
 * space between tokens. Anything else (names, calls, operators, comments, sets, other string
 * prefixes, several literals) is refused with the reason and where. One pass, no recursion and
 * no regular expression over the text, so time is linear and the stack flat at any nesting.
 */
export function decodePythonLiteral(
  text: string,
  options?: PythonLiteralOptions,
): PythonLiteralResult {
  if (typeof text !== "string") return syntax("the value is not text");
  const maxNesting = limitOf(options?.maxNesting);
  const readsBack = options?.readsBack ?? fifteenDigits;
  const stack: Frame[] = [];
  let i = skipJsonSpace(text, 0);
  for (;;) {
    // A value starts at `i`.
    const code = text.charCodeAt(i);
    let value: unknown;
    if (code === 0x5b || code === 0x28 || code === 0x7b) {
      if (stack.length >= maxNesting)
        return { ok: false, problem: { reason: "nesting", limit: maxNesting } };
      stack.push({ open: code, items: [], comma: false });
      i = skipJsonSpace(text, i + 1);
      if (text.charCodeAt(i) !== CLOSER[code]) {
        if (code === 0x7b && !isQuote(text, i)) return expected("a string key", text, i);
        continue;
      }
      value = close(stack.pop() as Frame);
      if (value instanceof Refusal) return { ok: false, problem: value.problem };
      i++;
    } else {
      const scalar = scanScalar(text, i, readsBack);
      if (!scalar.ok) return { ok: false, problem: scalar.problem };
      value = scalar.value;
      i = scalar.end;
    }
    // A value ended at `i`: add it to the open containers, closing those that end here.
    for (;;) {
      const frame = stack[stack.length - 1];
      i = skipJsonSpace(text, i);
      if (frame === undefined) {
        if (i < text.length) return unexpected(text, i, "after the literal");
        return { ok: true, value };
      }
      const dict = frame.open === 0x7b;
      const awaitingKey = dict && frame.items.length % 2 === 0;
      frame.items.push(value);
      const next = text.charCodeAt(i);
      if (awaitingKey) {
        if (next !== 0x3a) return expected("`:`", text, i);
        i = skipJsonSpace(text, i + 1);
        break;
      }
      if (next === 0x2c) {
        frame.comma = true;
        i = skipJsonSpace(text, i + 1);
        if (text.charCodeAt(i) !== CLOSER[frame.open]) {
          if (dict && !isQuote(text, i)) return expected("a string key", text, i);
          break;
        }
      } else if (next !== CLOSER[frame.open]) {
        return i >= text.length
          ? ended(text)
          : expected(`\`,\` or \`${String.fromCharCode(CLOSER[frame.open] as number)}\``, text, i);
      }
      stack.pop();
      value = close(frame);
      if (value instanceof Refusal) return { ok: false, problem: value.problem };
      i++;
    }
  }
}

/** A container that closed on a problem (a poisoned dict). */
class Refusal {
  constructor(readonly problem: PythonLiteralProblem) {}
}

const PROTOTYPE = new Refusal({ reason: "prototype" });

/** A closed container's value, or the problem with it. */
function close(frame: Frame): unknown {
  const { open, items } = frame;
  if (open === 0x5b) return items;
  if (open === 0x28) return frame.comma || items.length === 0 ? items : items[0];
  const dict: Record<string, unknown> = {};
  for (let k = 0; k < items.length; k += 2) {
    const key = items[k] as string;
    if (key === "__proto__") return PROTOTYPE;
    // Own data properties, as JSON.parse makes, whatever Object.prototype holds (docs/security.md).
    defineOwn(dict, key, items[k + 1]);
  }
  const ctor = Object.hasOwn(dict, "constructor") ? dict.constructor : undefined;
  if (typeof ctor === "object" && ctor !== null && Object.hasOwn(ctor, "prototype")) {
    return PROTOTYPE;
  }
  return dict;
}

type Scalar =
  | { readonly ok: true; readonly value: unknown; readonly end: number }
  | { readonly ok: false; readonly problem: PythonLiteralProblem };

function scanScalar(text: string, i: number, readsBack: (l: string, v: number) => boolean): Scalar {
  const code = text.charCodeAt(i);
  if (i >= text.length) return ended(text);
  if (isQuoteChar(code)) return stringAt(text, i);
  if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
    if (code === 0x2d && !isDigit(text.charCodeAt(i + 1))) return unexpected(text, i);
    const number = scanNumber(text, i, readsBack);
    return number.ok
      ? number
      : { ok: false, problem: { reason: number.reason, detail: number.detail } };
  }
  if (!isNameStart(code)) return unexpected(text, i);
  let end = i + 1;
  while (end < text.length && isNamePart(text.charCodeAt(end))) end++;
  const name = text.slice(i, end);
  if ((name === "u" || name === "U") && isQuote(text, end)) return stringAt(text, end);
  if (Object.hasOwn(NAMES, name)) return { ok: true, value: NAMES[name], end };
  const shown = name.length > 24 ? `${name.slice(0, 24)}…` : name;
  return syntax(`\`${shown}\` at character ${i + 1} is a name, not a literal`);
}

function stringAt(text: string, i: number): Scalar {
  const scanned = scanString(text, i);
  return scanned.ok ? scanned : syntax(scanned.detail);
}

/** Whether a string starts at `i`: a quote, or one `u`/`U` prefix then a quote. */
function isQuote(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code === 0x75 || code === 0x55 ? isQuoteChar(text.charCodeAt(i + 1)) : isQuoteChar(code);
}

function isQuoteChar(code: number): boolean {
  return code === 0x27 || code === 0x22;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isNameStart(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

function isNamePart(code: number): boolean {
  return isNameStart(code) || isDigit(code);
}

function limitOf(value: unknown): number {
  return typeof value === "number" && value >= 0 ? Math.floor(value) : DEFAULT_MAX_NESTING;
}

function syntax(detail: string): { ok: false; problem: PythonLiteralProblem } {
  return { ok: false, problem: { reason: "syntax", detail } };
}

function shownChar(text: string, i: number): string {
  const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
  return char === "`" ? "`` ` ``" : `\`${spanSafe(char)}\``;
}

function unexpected(
  text: string,
  i: number,
  where?: string,
): { ok: false; problem: PythonLiteralProblem } {
  if (i >= text.length) return ended(text);
  const after = where === undefined ? "" : ` ${where}`;
  return syntax(`unexpected ${shownChar(text, i)}${after} at character ${i + 1}`);
}

function expected(
  what: string,
  text: string,
  i: number,
): { ok: false; problem: PythonLiteralProblem } {
  if (i >= text.length) return ended(text);
  return syntax(`expected ${what} at character ${i + 1} but found ${shownChar(text, i)}`);
}

function ended(text: string): { ok: false; problem: PythonLiteralProblem } {
  return syntax(
    `the text ends before the literal is complete (at character ${text.length} of ${text.length})`,
  );
}
