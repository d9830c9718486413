import { spanSafe } from "@tool-input/json";

// The rule is @tool-input/json's, which its decoders' messages follow too: one rule for every
// code span the model reads (docs/messages.md, "Escaping and long names").

/**
 * `text` with control characters, line separators, format characters (zero-width, bidi), lone
 * surrogates and backticks written as escapes.
 */
export function escapeText(text: string): string {
  return spanSafe(text);
}

/** `text` with the characters `escapeText` escapes written as escapes, backticks kept. */
export function escapeLineBreaks(text: string): string {
  return spanSafe(text, true);
}

/**
 * `text` cut to at most `max` characters, the last one an ellipsis, never splitting a pair. The
 * cut is a copy: a slice would keep all of a long text in memory for as long as the cut is held.
 */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = pairSafeEnd(text, Math.max(0, max - 1));
  return `${Array.from(text.slice(0, end)).join("")}…`;
}

/** Where to cut `text` at most at `end`: one before it where the cut would split a surrogate pair. */
export function pairSafeEnd(text: string, end: number): number {
  const last = text.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}
