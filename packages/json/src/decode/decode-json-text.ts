import type { Decoded } from "../types.js";
import { isPoisoned, opensJsonStructure, withoutByteOrderMark } from "./json-structure.js";
import { syntaxDetail } from "./json-syntax-error.js";
import { withoutMinusZero } from "./minus-zero.js";
import { readShortArray } from "./read-short-array.js";
import { MINUS_ZERO, scanJsonText, TOO_DEEP } from "./scan-json-text.js";

/** Why a JSON text was not decoded. */
export type JsonTextProblem =
  /** It is not valid JSON; `detail` says what and where (``unexpected `'` at character 2``). */
  | { readonly reason: "syntax"; readonly detail: string }
  /** It nests deeper than `limit` levels. */
  | { readonly reason: "nesting"; readonly limit: number }
  /** It holds a `__proto__` key, or a `constructor` key holding `prototype`. */
  | { readonly reason: "prototype" }
  /**
   * It holds a number (`literal`, as written) that would lose digits as a JavaScript number: past
   * 15 significant digits one that does not read back, or an integer past `MAX_SAFE_INTEGER`.
   */
  | { readonly reason: "precision"; readonly literal: string };

/** What `decodeJsonText` returns: the value, or why there is none. */
export type JsonTextResult = Decoded<JsonTextProblem>;

/**
 * Decodes JSON text safely, or says why it will not (docs/coercion.md, "When a string is
 * coerced"), in this order: a byte-order mark is dropped; nesting deeper than `maxNesting`
 * (default: no limit) is refused before parsing; then invalid JSON (`syntax`, V8's words
 * reworded); a number the value would not hold as written (`precision`: `9007199254740993`, or
 * `1e23`, an integer past `MAX_SAFE_INTEGER` as the `number` rule refuses one);
 * prototype-poisoning shapes (`prototype`: a `__proto__` key however it was spelled in the text,
 * `\u005f_proto__` included, or a `constructor` key holding an object with `prototype`).
 * `JSON.parse` only ever creates own data properties, so that check is on the decoded keys,
 * where every escape is already undone. A `-0` is decoded as 0. The one verdict on JSON text:
 * coercion, the retry after a rejection and the messages all ask it. Never throws.
 */
export function decodeJsonText(
  source: string,
  maxNesting: number = Number.POSITIVE_INFINITY,
): JsonTextResult {
  const text = withoutByteOrderMark(source);
  // A short array of scalars is read by hand: it nests one level and holds nothing to scan for.
  const read = maxNesting >= 1 ? readShortArray(text) : undefined;
  if (read !== undefined) return { ok: true, value: read };
  // One scan for nesting and numbers (docs/coercion.md, "Bounds"). Valid JSON nested n deep
  // takes n opening and n closing brackets, so a text of at most 2 × maxNesting characters
  // cannot exceed the limit and still parse: there, too deep means invalid, for JSON.parse to say.
  // A short text no number of which can lose digits needs no scan at all (the test is bounded
  // by `PREFILTERED`: on a crafted text it takes up to 7 steps a character).
  const short = text.length <= 2 * maxNesting;
  const prefiltered = short && text.length <= PREFILTERED;
  // One look for the rare reasons to read a short text again (a number that may lose digits, a
  // key that may be poisoned, a `-0`); only where it finds one is each looked for alone.
  const plain = prefiltered && !MAY_LOSE_DIGITS_POISON_OR_MINUS_ZERO.test(text);
  const scans = !plain && (!prefiltered || MAY_LOSE_DIGITS.test(text));
  const scanned = scans ? scanJsonText(text, maxNesting) : undefined;
  if (scanned === TOO_DEEP && !short) {
    return { ok: false, problem: { reason: "nesting", limit: maxNesting } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problem: {
        reason: "syntax",
        detail: syntaxDetail(message, text, source.length - text.length),
      },
    };
  }
  if (typeof scanned === "string") {
    return { ok: false, problem: { reason: "precision", literal: scanned } };
  }
  // A poisoned key is spelled out, or escaped (which takes a backslash): without either, skip the scan.
  const suspicious = !plain && SUSPICIOUS.test(text);
  if (suspicious && typeof value === "object" && value !== null && isPoisoned(value)) {
    return { ok: false, problem: { reason: "prototype" } };
  }
  // `-0` is read as 0, as rules `number` and `python` read it: the scan saw every number.
  const minusZero = scans
    ? scanned === MINUS_ZERO
    : !plain && text.includes("-0") && MAY_WRITE_MINUS_ZERO.test(text);
  return { ok: true, value: minusZero ? withoutMinusZero(value) : value };
}

/**
 * What every number `scanJsonText` refuses has: in valid JSON (the only text whose number is
 * used) a number with an exponent has a digit before its `e`, and one past 15 characters holds
 * at least 14 digits in at most two runs (around its `.`), so a run of 7 (an integer past
 * `MAX_SAFE_INTEGER` has 16 digits, or an exponent).
 * Factored on the first digit, it is a third of the time of `[-+.0-9]{16}` on JSON text.
 */
const MAY_LOSE_DIGITS = /[0-9](?:[eE]|[0-9]{6})/;
const PREFILTERED = 1_024;

/** `__proto__` or `constructor` spelled out, or a backslash (which any escape of them takes). */
const SUSPICIOUS = /__proto__|constructor|\\/;

/**
 * What every negative zero JSON.parse reads has: `-0` followed by no digit but zeros (`-0`,
 * `-0.0`, `-0e5`; not `-0.5`, nor a date's `-05`). A number an exponent rounds to -0
 * (`-1e-400`) is refused for precision.
 */
const MAY_WRITE_MINUS_ZERO = /-0(?![.0]*[1-9])/;

/** All three: one pass over the text instead of three (two: about 60% of their time). */
const MAY_LOSE_DIGITS_POISON_OR_MINUS_ZERO = new RegExp(
  `${MAY_LOSE_DIGITS.source}|${SUSPICIOUS.source}|${MAY_WRITE_MINUS_ZERO.source}`,
);

/**
 * Why `decodeJsonText(text, maxNesting)` refuses a text that opens an array or object, or
 * `undefined` when it decodes it (or the text opens no structure). For messages that tell the
 * model what to fix (docs/messages.md, "Hints").
 */
export function jsonTextProblem(text: string, maxNesting: number): JsonTextProblem | undefined {
  if (typeof text !== "string" || !opensJsonStructure(text)) return undefined;
  const result = decodeJsonText(text, maxNesting);
  return result.ok ? undefined : result.problem;
}
