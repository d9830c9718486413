import type { Coercion } from "@tool-input/coerce";
import { type FormatOptions, formatIssues, type Issues, toolUseError } from "@tool-input/format";
import type { ToolInputRejected } from "./types.js";

/** A rejected result for `issues`, with its text made by the format package. */
export function buildRejection(
  toolName: string,
  issues: Issues,
  options: FormatOptions,
  coercions: readonly Coercion[],
  schemaError?: string,
): ToolInputRejected {
  let message: string;
  let wrapped: string;
  try {
    message = formatIssues(toolName, issues, options);
    wrapped = toolUseError(toolName, issues, options);
  } catch {
    // The format package does not throw; if it ever did, the call still gets an answer.
    message = `${toolName} failed due to the following issue:\nThe input could not be validated`;
    wrapped = `<tool_use_error>InputValidationError: ${message}</tool_use_error>`;
  }
  const result = { ok: false as const, issues, message, toolUseError: wrapped, coercions };
  return schemaError === undefined ? result : { ...result, schemaError };
}
