import type { MissingIssue } from "../types.js";
import { code, type LineContext } from "./line-context.js";
import { renderAllowed } from "./line-enum.js";
import { printedPath } from "./render-path.js";

/** ``it must be one of `a`, `b` `` (``it must be `a` `` for one value), or `undefined` for none. */
function allowedText(allowed: readonly unknown[] | undefined): string | undefined {
  if (allowed === undefined || allowed.length === 0) return undefined;
  return `it must be ${allowed.length === 1 ? "" : "one of "}${renderAllowed(allowed)}`;
}

/**
 * ``The required parameter `path` is missing``, Claude Code's wording, plus the values it may
 * take when the schema fixes them (``(it must be one of `circle`, `square`)``, always printed)
 * and ``did you send it as `file_path`?`` when a present key is a close match (a hint), both in
 * one parenthesis.
 */
export function lineMissing(issue: MissingIssue, context: LineContext): string {
  const body =
    issue.path.length === 0
      ? "The required input is missing"
      : `The required parameter \`${printedPath(issue.path, context.maxNameLength)}\` is missing`;
  const sentAs =
    issue.sentAs === undefined || !context.hints
      ? undefined
      : `did you send it as ${code(issue.sentAs)}?`;
  const notes = [allowedText(issue.allowed), sentAs].filter((note) => note !== undefined);
  return notes.length === 0 ? body : `${body} (${notes.join("; ")})`;
}
