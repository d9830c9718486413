import { boundedJson, quotedPrefix } from "./bounded-json.js";
import { capText } from "./escape-text.js";

/** The JavaScript name of a value's type, as Claude Code prints `received`: `number` for integers too. */
export function typeNameOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Default length of a value preview, in characters, ellipsis included. */
export const PREVIEW_LENGTH = 40;

// At least `max` + 1 characters of the text, so `capText` cuts it as it would the whole.
function toText(value: unknown, quoteStrings: boolean, max: number): string {
  if (typeof value === "string") {
    if (!quoteStrings) return value;
    return quotedPrefix(value, max);
  }
  if (value === undefined) return "undefined";
  if (typeof value === "bigint") return `${value}`;
  if (typeof value === "number" && !Number.isFinite(value)) return `${value}`;
  if (typeof value === "function" || typeof value === "symbol") return typeof value;
  // Cycles or a throwing toJSON: the type name still says what was sent.
  return boundedJson(value, max) ?? typeNameOf(value);
}

/**
 * A short text for a value: strings as they are (JSON-quoted when `quoteStrings`), anything else
 * as JSON, cut to `max` characters with an ellipsis. Only as much of the value is written as the
 * cut keeps (`boundedJson`), and inside `withPreviewMemo` an object is written once per way it is
 * previewed: a message may quote one large input at thousands of issues (`propertyNames`).
 */
export function previewValue(
  value: unknown,
  quoteStrings = false,
  max: number = PREVIEW_LENGTH,
): string {
  if (memo === undefined || typeof value !== "object" || value === null) {
    return capText(toText(value, quoteStrings, max), max);
  }
  const way = `${quoteStrings}|${max}`;
  let known = memo.get(value);
  if (known === undefined) {
    known = new Map();
    memo.set(value, known);
  }
  let text = known.get(way);
  if (text === undefined) {
    text = capText(toText(value, quoteStrings, max), max);
    known.set(way, text);
  }
  return text;
}

/** The previews made in the current run, by object; none outside one. */
let memo: WeakMap<object, Map<string, string>> | undefined;

/**
 * Runs `run` with each object's preview made once among all its calls (one message's issues
 * read one input, which does not change while they are built).
 */
export function withPreviewMemo<T>(run: () => T): T {
  const outer = memo;
  memo ??= new WeakMap();
  try {
    return run();
  } finally {
    memo = outer;
  }
}
