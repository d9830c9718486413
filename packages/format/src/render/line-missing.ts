import type { MissingIssue } from "../types.js";
import { capText } from "./escape-text.js";
import { code, hint, type LineContext } from "./line-context.js";
import { renderPath } from "./render-path.js";

/**
 * ``The required parameter `path` is missing``, Claude Code's wording, plus
 * ``(did you send it as `file_path`?)`` when a present key is a close match.
 */
export function lineMissing(issue: MissingIssue, context: LineContext): string {
  const body =
    issue.path.length === 0
      ? "The required input is missing"
      : `The required parameter \`${capText(renderPath(issue.path), context.maxNameLength)}\` is missing`;
  const sentAs =
    issue.sentAs === undefined ? undefined : `did you send it as ${code(issue.sentAs)}?`;
  return body + hint(sentAs, context);
}
