import { closingQuote, fenceContentStart, fenceOutsideStrings } from "@tool-input/json";
import { firstNonWhite, type JsonTextEnd, jsonTextEnd, parses } from "./json-text-end.js";

/**
 * Where arguments text stops being one complete JSON object (docs/pipeline.md, "Arguments
 * text"), read as it is, inside the fenced block it opens, or as the JSON string of a
 * double-encoded object; positions are in `text` itself. `undefined` for anything else.
 */
export function argumentsTextEnd(text: string): JsonTextEnd | undefined {
  return jsonTextEnd(text) ?? fencedTextEnd(text) ?? quotedTextEnd(text);
}

/**
 * A fenced block whose object is cut off before the block is closed (the text ends inside it),
 * is followed by other text inside the block or after its closing fence, or is complete in a
 * block that is never closed.
 */
function fencedTextEnd(text: string): JsonTextEnd | undefined {
  const open = fenceContentStart(text);
  if (open === undefined) return undefined;
  const close = fenceOutsideStrings(text, open);
  const inside = jsonTextEnd(close < 0 ? text.slice(open) : text.slice(open, close));
  if (inside?.kind === "trailing") return { kind: "trailing", at: open + inside.at };
  if (close < 0) {
    if (inside !== undefined) return { kind: "truncated", length: text.length };
    return opensObject(text, open) && parses(text.slice(open))
      ? { kind: "unclosed", at: firstNonWhite(text, 0) }
      : undefined;
  }
  if (inside !== undefined || !opensObject(text, open)) return undefined;
  // Opened with `{`, the block's text is an object wherever it parses.
  const after = firstNonWhite(text, close + 3);
  return after < text.length && parses(text.slice(open, close))
    ? { kind: "trailing", at: after }
    : undefined;
}

/** The JSON string of an object's text, cut off before its closing quote. */
function quotedTextEnd(text: string): JsonTextEnd | undefined {
  const start = firstNonWhite(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (text.charCodeAt(start) !== 0x22 || !opensObject(text, start + 1)) return undefined;
  return closingQuote(text, start) < 0 ? { kind: "truncated", length: text.length } : undefined;
}

function opensObject(text: string, from: number): boolean {
  return text.charCodeAt(firstNonWhite(text, from)) === 0x7b;
}
