import type { FormatOptions, Issue } from "./types.js";

/** The model-facing text for `issues` of a call to `toolName`. */
export function formatIssues(
  toolName: string,
  issues: readonly Issue[],
  _options?: FormatOptions,
): string {
  return `${toolName} failed due to the following ${issues.length === 1 ? "issue" : "issues"}:`; // STUB
}

/** `formatIssues` wrapped as `<tool_use_error>InputValidationError: …</tool_use_error>`. */
export function toolUseError(
  toolName: string,
  issues: readonly Issue[],
  options?: FormatOptions,
): string {
  return `<tool_use_error>InputValidationError: ${formatIssues(toolName, issues, options)}</tool_use_error>`;
}
