import type { OtherIssue } from "../types.js";
import { emptyOptionalHint, fragment, type LineContext, subject } from "./line-context.js";

/**
 * ``The parameter `path` <message>``: the adapters write `message` in the voice of the curated
 * sentences ("must be at least `1` but was `0`"). Line breaks in it are escaped; its backticks
 * are kept, since adapters use them for code spans.
 */
export function lineOther(issue: OtherIssue, context: LineContext): string {
  return `${subject(issue, context)} ${fragment(issue.message)}${emptyOptionalHint(issue, context)}`;
}
