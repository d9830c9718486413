import { closingQuote, readJsonSyntaxError } from "@tool-input/json";

/** Where raw text that opens a JSON object stops being one complete object. */
export type JsonTextEnd =
  /** The text stops inside the object: it was cut off (by the output limit, say). */
  | { readonly kind: "truncated"; readonly length: number }
  /** One complete object, then other text from `at` (0-based) on. */
  | { readonly kind: "trailing"; readonly at: number }
  /** One complete object in a fenced block opened at `at` (0-based) and never closed. */
  | { readonly kind: "unclosed"; readonly at: number };

const WHITE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Whether `text`, which opens a JSON object, was cut off or has text after the object, or
 * `undefined` for anything else (valid, another kind of syntax error, not an object). Nothing is
 * completed or cut (docs/pipeline.md, "The call"): this only says where and what.
 */
export function jsonTextEnd(text: string): JsonTextEnd | undefined {
  const start = firstNonWhite(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (text.charCodeAt(start) !== 0x7b) return undefined;
  const end = objectEnd(text, start);
  if (end === undefined) return undefined;
  if (end >= 0) {
    const after = firstNonWhite(text, end);
    if (after === text.length || !parses(text.slice(start, end))) return undefined;
    return { kind: "trailing", at: after };
  }
  // Cut off only when the parser, too, fails at the very end (not at an earlier mistake).
  const position = failure(text);
  if (position === undefined) return undefined;
  return position >= trimmedLength(text) ? { kind: "truncated", length: text.length } : undefined;
}

/**
 * The index just past the object opened at `start`, `-1` when the text ends inside it, or
 * `undefined` when a bracket closes the wrong opener (a syntax error, not a cut).
 */
function objectEnd(text: string, start: number): number | undefined {
  const open: number[] = [];
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      i = closingQuote(text, i);
      if (i < 0) return -1;
    } else if (code === 0x7b || code === 0x5b) {
      open.push(code === 0x7b ? 0x7d : 0x5d);
    } else if (code === 0x7d || code === 0x5d) {
      if (open.pop() !== code) return undefined;
      if (open.length === 0) return i + 1;
    }
  }
  return -1;
}

/** The first index from `from` on that is not white space (`text.length` when there is none). */
export function firstNonWhite(text: string, from: number): number {
  let i = from;
  while (i < text.length && WHITE.has(text.charCodeAt(i))) i++;
  return i;
}

function trimmedLength(text: string): number {
  let end = text.length;
  while (end > 0 && WHITE.has(text.charCodeAt(end - 1))) end--;
  return end;
}

/** Whether `text` is valid JSON. */
export function parses(text: string): boolean {
  return failure(text) === undefined;
}

/** The 0-based position `JSON.parse` fails at (the end when it gives none), or `undefined`. */
function failure(text: string): number | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    // V8's wording carries the 0-based position of the problem, read by the one reader of it.
    const { position } = readJsonSyntaxError(error instanceof Error ? error.message : "");
    return position ?? text.length;
  }
}
