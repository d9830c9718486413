import { jsonTextProblem } from "@tool-input/coerce";
import type { Issue, Issues, PathSegment } from "@tool-input/format";

// coerce's default `maxDepth`: a JSON text at depth d is decoded up to `maxDepth - d` levels.
const DEFAULT_MAX_DEPTH = 64;

function stringAt(value: unknown, path: readonly PathSegment[]): string | undefined {
  let at = value;
  for (const segment of path) {
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, segment)) return undefined;
    at = (at as Record<PathSegment, unknown>)[segment];
  }
  return typeof at === "string" ? at : undefined;
}

function explain(issue: Issue, value: unknown, maxDepth: number): Issue {
  if (issue.kind !== "type" || !/\b(array|object)\b/.test(issue.expected)) return issue;
  const text = stringAt(value, issue.path);
  if (text === undefined) return issue;
  const problem = jsonTextProblem(text, maxDepth - issue.path.length);
  if (problem === undefined) return issue;
  const { looksLikeJson: _shown, ...rest } = issue;
  return { ...rest, jsonProblem: problem };
}

/**
 * `issues` with, on each type mismatch where a string was sent for an array or object, why
 * coercion did not decode it (invalid JSON, nesting, a `__proto__` key): the same checks, so the
 * message never says "it looks like JSON" for text that coercion refused (docs/messages.md, "Hints").
 */
export function explainJsonText(issues: Issues, value: unknown, maxDepth: unknown): Issues {
  const depth = typeof maxDepth === "number" && maxDepth >= 1 ? maxDepth : DEFAULT_MAX_DEPTH;
  const [first, ...rest] = issues;
  return [explain(first, value, depth), ...rest.map((issue) => explain(issue, value, depth))];
}
