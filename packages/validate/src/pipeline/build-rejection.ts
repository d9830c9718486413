import type { Coercion } from "@tool-input/coerce";
import { type FormatOptions, formatIssues, type Issues, toolUseError } from "@tool-input/format";
import type { ToolInputRejected } from "../types.js";

/**
 * A rejected result for `issues`, with its text made by the format package; `unlistedIssues`
 * where `options` counts issues left out of `issues` (docs/messages.md, "The cap").
 */
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
  const unlisted = options.unlistedIssues;
  const counted = typeof unlisted === "number" && unlisted > 0 ? { unlistedIssues: unlisted } : {};
  return schemaError === undefined
    ? { ...result, ...counted }
    : { ...result, ...counted, schemaError };
}
