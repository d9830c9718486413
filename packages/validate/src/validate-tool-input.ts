import { createValidator } from "./create-validator.js";
import type { ToolDefinition, ToolInputResult, ValidateOptions } from "./types.js";

const shared = createValidator();

/** Runs the pipeline for one call on a shared default validator. */
export function validateToolInput(
  tool: ToolDefinition,
  input: unknown,
  options?: ValidateOptions,
): ToolInputResult {
  return shared.validateToolInput(tool, input, options);
}
