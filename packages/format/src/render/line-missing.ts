import type { MissingIssue } from "../types.js";
import { capText } from "./escape-text.js";
import type { LineContext } from "./line-context.js";
import { renderPath } from "./render-path.js";

/** ``The required parameter `path` is missing``, Claude Code's wording. */
export function lineMissing(issue: MissingIssue, context: LineContext): string {
  return issue.path.length === 0
    ? "The required input is missing"
    : `The required parameter \`${capText(renderPath(issue.path), context.maxNameLength)}\` is missing`;
}
