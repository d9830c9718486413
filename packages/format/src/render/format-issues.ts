import type { FormatOptions, Issue, IssueKind } from "../types.js";
import { DEFAULT_MAX_LINES, moreLine } from "./cap-lines.js";
import { capText, escapeText } from "./escape-text.js";
import { normaliseIssue } from "./normalise-issue.js";
import { renderLine } from "./render-line.js";

// SPEC "format", Order: all missing, then unexpected, then type mismatches, then the rest.
const RANK: Readonly<Record<IssueKind, number>> = {
  missing: 0,
  unexpected: 1,
  type: 2,
  enum: 3,
  other: 3,
};

/** The line printed when `issues` is empty: the call was rejected, but nothing says why. */
export const NO_ISSUES_LINE = "The input was rejected, but no details were given";

/** Default longest tool name or parameter path printed. */
export const DEFAULT_MAX_NAME_LENGTH = 100;

function limit(value: unknown, fallback: number): number {
  return typeof value === "number" && value >= 1 ? Math.floor(value) : fallback;
}

function lines(issues: readonly Issue[], options: FormatOptions | undefined): string[] {
  const context = {
    hints: options?.hints !== false,
    maxNameLength: limit(options?.maxNameLength, DEFAULT_MAX_NAME_LENGTH),
  };
  const ordered = (Array.isArray(issues) ? issues : [])
    .map(normaliseIssue)
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => RANK[a.issue.kind] - RANK[b.issue.kind] || a.index - b.index);
  if (ordered.length === 0) return [NO_ISSUES_LINE];
  // Only the lines that will be printed are rendered; the rest are counted.
  const maxLines = limit(options?.maxLines, DEFAULT_MAX_LINES);
  const shown = ordered.slice(0, maxLines).map(({ issue }) => renderLine(issue, context));
  const rest = ordered.length - shown.length;
  return rest > 0 ? [...shown, moreLine(rest)] : shown;
}

/** The model-facing text for `issues` of a call to `toolName`. */
export function formatIssues(
  toolName: string,
  issues: readonly Issue[],
  options?: FormatOptions,
): string {
  let name: string;
  let printed: string[];
  try {
    name = typeof toolName === "string" ? toolName : String(toolName);
  } catch {
    name = "The tool";
  }
  name = escapeText(capText(name, limit(options?.maxNameLength, DEFAULT_MAX_NAME_LENGTH)));
  try {
    printed = lines(issues, options);
  } catch {
    // Only a hostile caller gets here (a getter that throws, a Proxy): still return text.
    printed = [NO_ISSUES_LINE];
  }
  const noun = printed.length === 1 ? "issue" : "issues";
  return `${name} failed due to the following ${noun}:\n${printed.join("\n")}`;
}

/** `formatIssues` wrapped as `<tool_use_error>InputValidationError: …</tool_use_error>`. */
export function toolUseError(
  toolName: string,
  issues: readonly Issue[],
  options?: FormatOptions,
): string {
  // A name holding the closing tag must not end the wrapper early.
  const text = formatIssues(toolName, issues, options).replaceAll(
    "</tool_use_error>",
    "<\\/tool_use_error>",
  );
  return `<tool_use_error>InputValidationError: ${text}</tool_use_error>`;
}
