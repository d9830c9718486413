import { presentItems } from "@tool-input/json";
import type { PathSegment } from "../types.js";
import { escapeText } from "./escape-text.js";

// A key that could be misread as several segments, or that carries characters escapeText would
// rewrite, is printed as a JSON string in brackets (`a["b.c"]`), like zod's toDotPath.
const NEEDS_QUOTES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[.[\]"\\`\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function quoteKey(key: string): string {
  return `[${escapeText(JSON.stringify(key))}]`;
}

/**
 * A path as the messages print it: keys joined with `.`, indices as `[n]`
 * (`edits[0].old_string`); the root is the empty string. A key that holds `.`, `[`, `]`, `"`, a
 * backslash, a backtick, a control character or a lone surrogate, or that is empty, is printed as a JSON string in
 * brackets (`["a.b"]`, `c["d.e"]`), so the text names exactly one path and stays on one line.
 * Never cut short: `formatIssues` caps it at `maxNameLength` itself.
 */
export function renderPath(path: readonly PathSegment[]): string {
  let text = "";
  if (!Array.isArray(path)) return text;
  for (const segment of presentItems(path)) {
    if (typeof segment === "number") text += `[${segment}]`;
    else {
      const key = String(segment);
      if (key === "" || NEEDS_QUOTES.test(key)) text += quoteKey(key);
      else text += text === "" ? key : `.${key}`;
    }
  }
  return text;
}
