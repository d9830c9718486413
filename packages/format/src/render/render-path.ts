import { holdsSpanUnsafe, presentItems } from "@tool-input/json";
import type { PathSegment } from "../types.js";
import { capText, escapeText, pairSafeEnd } from "./escape-text.js";

// A key that could be misread as several segments, or that carries characters escapeText would
// rewrite, is printed as a JSON string in brackets (`a["b.c"]`), like zod's toDotPath.
const SEPARATOR_OR_QUOTE = /[.[\]"\\]/;

function needsQuotes(key: string): boolean {
  return key === "" || SEPARATOR_OR_QUOTE.test(key) || holdsSpanUnsafe(key);
}

function quoteKey(key: string): string {
  return `[${escapeText(JSON.stringify(key))}]`;
}

/**
 * `key` cut to a little more than `bound` characters, never between the halves of a pair: enough
 * for a path cut at `bound` to read as if the key were whole, however the key is quoted and escaped
 * (escaping never shortens a character).
 */
function keyWithin(key: string, bound: number): string {
  if (key.length <= bound + 1) return key;
  return key.slice(0, pairSafeEnd(key, bound + 2));
}

/** The path's text, its keys cut past `bound` and the segments past it left out. */
function pathText(path: readonly PathSegment[], bound: number): string {
  let text = "";
  if (!Array.isArray(path)) return text;
  for (const segment of presentItems(path)) {
    if (text.length > bound) break;
    if (typeof segment === "number") text += `[${segment}]`;
    else {
      const key = String(segment);
      const shown = keyWithin(key, bound);
      if (needsQuotes(key)) text += quoteKey(shown);
      else text += text === "" ? shown : `.${shown}`;
    }
  }
  return text;
}

/**
 * A path as the messages print it: keys joined with `.`, indices as `[n]`
 * (`edits[0].old_string`); the root is the empty string. A key that holds `.`, `[`, `]`, `"`, a
 * backslash, or a character `escapeText` escapes (a backtick, a control or format character, a
 * lone surrogate), or that is empty, is printed as a JSON string in brackets (`["a.b"]`,
 * `c["d.e"]`), so the text names exactly one path, on one line, that reads as it is.
 * Never cut short: `formatIssues` cuts it with `printedPath`.
 */
export function renderPath(path: readonly PathSegment[]): string {
  return pathText(path, Number.POSITIVE_INFINITY);
}

/**
 * `renderPath(path)` cut to `max` characters, the last an ellipsis (docs/messages.md, "Escaping
 * and long names"): the same text, but each key is cut before it is quoted and escaped, so a
 * 1 MB key costs what a short one does.
 */
export function printedPath(path: readonly PathSegment[], max: number): string {
  return capText(pathText(path, max), max);
}
