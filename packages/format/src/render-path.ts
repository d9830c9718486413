import { capText, escapeText } from "./escape-text.js";
import type { PathSegment } from "./types.js";

// A key that could be misread as several segments, or that carries characters escapeText would
// rewrite, is printed as a JSON string in brackets (`a["b.c"]`), like zod's toDotPath.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NEEDS_QUOTES = /[.[\]"\\`\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function quoteKey(key: string): string {
  return `[${escapeText(JSON.stringify(key))}]`;
}

/**
 * A path as Claude Code prints it: keys joined with `.`, indices as `[n]` (`edits[0].old_string`);
 * the root is the empty string. Names longer than `maxLength` end in an ellipsis.
 */
export function renderPath(path: readonly PathSegment[], maxLength = 100): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else if (segment === "" || NEEDS_QUOTES.test(segment)) text += quoteKey(segment);
    else text += text === "" ? segment : `.${segment}`;
  }
  return capText(text, maxLength);
}
