import type { TypeIssue } from "../types.js";
import { code, fragment, hint, type LineContext, subject } from "./line-context.js";

/**
 * ``The parameter `path` type is expected as `string` but provided as `number` ``, Claude Code's
 * wording; the root reads "The input type is expected as …".
 */
export function lineType(issue: TypeIssue, context: LineContext): string {
  let body = `${subject(issue, context)} type is expected as ${code(issue.expected)}`;
  if (issue.received !== undefined) body += ` but provided as ${code(issue.received)}`;
  return body + hint(jsonHint(issue) ?? valueHint(issue), context);
}

/** The hints of docs/messages.md, "Hints", for a value that is not JSON text; reasons kept on one line. */
function valueHint(issue: TypeIssue): string | undefined {
  if (issue.pythonProblem !== undefined) {
    return `it looks like a Python literal, but it is not one that can be read: ${fragment(issue.pythonProblem)}`;
  }
  if (issue.listLike === true) return 'send an array, e.g. `["a", "b"]`';
  if (issue.requiredNull === true) return "it is required: send a value, not null";
  return undefined;
}

/** The JSON-text hint: "send the value" when the text decodes, else why it was not decoded. */
function jsonHint(issue: TypeIssue): string | undefined {
  const verdict = issue.jsonText;
  if (verdict === undefined) return undefined;
  if (verdict.ok) return "it looks like JSON; send the value itself, not a string";
  const problem = verdict.problem;
  switch (problem.reason) {
    case "syntax":
      return `it looks like JSON text, but it is not valid JSON: ${fragment(problem.detail)}`;
    case "nesting":
      return problem.limit < 1
        ? "it is JSON text too deep in the input to be decoded"
        : `it is JSON text nested deeper than ${problem.limit} levels, which is not decoded`;
    case "prototype":
      return "it is JSON text with a `__proto__` key (or `constructor.prototype`), which is not decoded";
    case "precision":
      return `it is JSON text with the number ${code(problem.literal, 40)}, which would lose digits, so it is not decoded`;
  }
}
