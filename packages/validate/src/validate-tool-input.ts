import { createValidator, type Validator } from "./create-validator.js";
import type { ToolDefinition, ToolInputResult, ValidateOptions } from "./types.js";

let shared: Validator | undefined;

/** Runs the pipeline for one call on a shared default validator, created on the first call. */
export function validateToolInput(
  tool: ToolDefinition,
  input: unknown,
  options?: ValidateOptions,
): ToolInputResult {
  shared ??= createValidator();
  return shared.validateToolInput(tool, input, options);
}
