import { holdsSpanUnsafe, presentItems } from "@tool-input/json";
import type { PathSegment } from "../types.js";
import { escapeText } from "./escape-text.js";

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
 * A path as the messages print it: keys joined with `.`, indices as `[n]`
 * (`edits[0].old_string`); the root is the empty string. A key that holds `.`, `[`, `]`, `"`, a
 * backslash, or a character `escapeText` escapes (a backtick, a control or format character, a
 * lone surrogate), or that is empty, is printed as a JSON string in brackets (`["a.b"]`,
 * `c["d.e"]`), so the text names exactly one path, on one line, that reads as it is.
 * Never cut short: `formatIssues` caps it at `maxNameLength` itself.
 */
export function renderPath(path: readonly PathSegment[]): string {
  let text = "";
  if (!Array.isArray(path)) return text;
  for (const segment of presentItems(path)) {
    if (typeof segment === "number") text += `[${segment}]`;
    else {
      const key = String(segment);
      if (needsQuotes(key)) text += quoteKey(key);
      else text += text === "" ? key : `.${key}`;
    }
  }
  return text;
}
