import type { Coercion } from "@tool-input/coerce";
import { type FormatOptions, formatIssues, type Issues, toolUseError } from "@tool-input/format";
import type { ToolInputRejected } from "../types.js";

/** A rejected result for `issues`, with its text made by the format package. */
export function buildRejection(
  toolName: string,
  issues: Issues,
  options: FormatOptions,
  coercions: readonly Coercion[],
  schemaError?: string,
): ToolInputRejected {
  const message = formatIssues(toolName, issues, options);
  const wrapped = toolUseError(toolName, issues, options);
  const result = {
    ok: false as const,
    status: "rejected" as const,
    issues,
    message,
    toolUseError: wrapped,
    coercions,
  };
  return schemaError === undefined ? result : { ...result, schemaError };
}
