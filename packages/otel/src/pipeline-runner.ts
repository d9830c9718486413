import type { ToolDefinition, ToolInputResult, ValidateOptions } from "@tool-input/validate";

/** Anything with the pipeline's `validateToolInput`: a `Validator` of `createValidator()`. */
export interface PipelineRunner {
  validateToolInput(
    tool: ToolDefinition,
    input: unknown,
    options?: ValidateOptions,
  ): ToolInputResult;
}
