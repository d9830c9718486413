import type { Issue } from "../types.js";
import { code, hintSuffix, type LineContext, subject } from "./line-context.js";

/**
 * ``The parameter `path` type is expected as `string` but provided as `number` ``, Claude Code's
 * wording; the root reads "The input type is expected as …".
 */
export function lineType(issue: Issue, context: LineContext): string {
  const expected = issue.expected ?? "another type";
  const body =
    issue.received === undefined
      ? `${subject(issue, context)} type is expected as ${code(expected)}`
      : `${subject(issue, context)} type is expected as ${code(expected)} but provided as ${code(issue.received)}`;
  return body + hintSuffix(issue, context);
}
