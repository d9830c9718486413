import type { EnumIssue } from "../types.js";
import { code, didYouMeanHint, type LineContext, subject } from "./line-context.js";
import { previewValue } from "./preview-value.js";

/** Allowed values listed before the rest are counted. */
const MAX_ALLOWED = 20;

/** The allowed values as code spans: strings as they are when all are strings, JSON otherwise. */
export function renderAllowed(allowed: readonly unknown[]): string {
  const quote = !allowed.every((value) => typeof value === "string");
  const shown = allowed.slice(0, MAX_ALLOWED).map((value) => code(previewValue(value, quote)));
  const rest = allowed.length - shown.length;
  return rest > 0 ? `${shown.join(", ")} (and ${rest} more)` : shown.join(", ");
}

/**
 * ``The parameter `mode` must be one of `a`, `b` but was `c` ``; a single allowed value reads
 * ``must be `a` but was `c` ``.
 */
export function lineEnum(issue: EnumIssue, context: LineContext): string {
  const allowed = issue.allowed;
  let body = subject(issue, context);
  if (allowed.length === 0) body += " is not one of the allowed values";
  else if (allowed.length === 1) body += ` must be ${renderAllowed(allowed)}`;
  else body += ` must be one of ${renderAllowed(allowed)}`;
  if (issue.received !== undefined) body += ` but was ${code(issue.received)}`;
  return body + didYouMeanHint(issue.suggestion, context);
}
