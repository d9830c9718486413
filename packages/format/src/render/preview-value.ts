import { capText } from "./escape-text.js";

/** The JavaScript name of a value's type, as Claude Code prints `received`: `number` for integers too. */
export function typeNameOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Default length of a value preview, in characters, ellipsis included. */
export const PREVIEW_LENGTH = 40;

function toText(value: unknown, quoteStrings: boolean): string {
  if (typeof value === "string") return quoteStrings ? JSON.stringify(value) : value;
  if (value === undefined) return "undefined";
  if (typeof value === "bigint") return `${value}`;
  if (typeof value === "number" && !Number.isFinite(value)) return `${value}`;
  if (typeof value === "function" || typeof value === "symbol") return typeof value;
  try {
    return JSON.stringify(value) ?? typeNameOf(value);
  } catch {
    // Cycles or a throwing toJSON: the type name still says what was sent.
    return typeNameOf(value);
  }
}

/**
 * A short text for a value: strings as they are (JSON-quoted when `quoteStrings`), anything else
 * as JSON, cut to `max` characters with an ellipsis.
 */
export function previewValue(
  value: unknown,
  quoteStrings = false,
  max: number = PREVIEW_LENGTH,
): string {
  return capText(toText(value, quoteStrings), max);
}
