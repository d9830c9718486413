import type { UnexpectedIssue } from "../types.js";
import { didYouMeanHint, type LineContext } from "./line-context.js";
import { printedPath } from "./render-path.js";

/** ``An unexpected parameter `path` was provided``, Claude Code's wording, plus a did-you-mean. */
export function lineUnexpected(issue: UnexpectedIssue, context: LineContext): string {
  const body =
    issue.path.length === 0
      ? "An unexpected input was provided"
      : `An unexpected parameter \`${printedPath(issue.path, context.maxNameLength)}\` was provided`;
  return body + didYouMeanHint(issue.suggestion, context);
}
