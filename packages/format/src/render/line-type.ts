import type { TypeIssue } from "../types.js";
import { code, hint, type LineContext, subject } from "./line-context.js";

/**
 * ``The parameter `path` type is expected as `string` but provided as `number` ``, Claude Code's
 * wording; the root reads "The input type is expected as …".
 */
export function lineType(issue: TypeIssue, context: LineContext): string {
  let body = `${subject(issue, context)} type is expected as ${code(issue.expected)}`;
  if (issue.received !== undefined) body += ` but provided as ${code(issue.received)}`;
  return (
    body +
    hint(
      issue.looksLikeJson === true
        ? "it looks like JSON; send the value itself, not a string"
        : undefined,
      context,
    )
  );
}
