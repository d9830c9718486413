import type { OtherIssue } from "../types.js";
import { capText, escapeLineBreaks } from "./escape-text.js";
import { emptyOptionalHint, type LineContext, subject } from "./line-context.js";

/** Longest `message` fragment printed before an ellipsis. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * ``The parameter `path` <message>``: the adapters write `message` in the voice of the curated
 * sentences ("must be at least `1` but was `0`"). Line breaks in it are escaped; its backticks
 * are kept, since adapters use them for code spans.
 */
export function lineOther(issue: OtherIssue, context: LineContext): string {
  const message = escapeLineBreaks(capText(issue.message, MAX_MESSAGE_LENGTH));
  return `${subject(issue, context)} ${message}${emptyOptionalHint(issue, context)}`;
}
