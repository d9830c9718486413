import { sharedValidator } from "./shared-validator.js";
import type { ToolDefinition, ToolInputResult, ValidateOptions } from "./types.js";

/** Runs the pipeline for one call on a shared default validator, created on the first call. */
export function validateToolInput(
  tool: ToolDefinition,
  input: unknown,
  options?: ValidateOptions,
): ToolInputResult {
  return sharedValidator().validateToolInput(tool, input, options);
}
