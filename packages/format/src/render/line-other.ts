import type { Issue } from "../types.js";
import { capText, escapeLineBreaks } from "./escape-text.js";
import { code, hintSuffix, type LineContext, subject } from "./line-context.js";

/** Longest `message` fragment printed before an ellipsis. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * ``The parameter `path` <message>``: the adapters write `message` in the voice of the curated
 * sentences ("must be at least `1` but was `0`"). Line breaks in it are escaped; its backticks
 * are kept, since adapters use them for code spans.
 */
export function lineOther(issue: Issue, context: LineContext): string {
  let body = subject(issue, context);
  if (typeof issue.message === "string" && issue.message !== "") {
    body += ` ${escapeLineBreaks(capText(issue.message, MAX_MESSAGE_LENGTH))}`;
  } else if (issue.expected !== undefined) {
    body += ` must be ${code(issue.expected)}`;
    if (issue.received !== undefined) body += ` but was ${code(issue.received)}`;
  } else {
    body += " is not valid";
    if (issue.received !== undefined) body += ` (was ${code(issue.received)})`;
  }
  return body + hintSuffix(issue, context);
}
