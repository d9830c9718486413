export type { Validator } from "./create-validator.js";
export { createValidator } from "./create-validator.js";
export type {
  SchemaInvalid,
  SchemaUnusable,
  SchemaValid,
  SchemaValidation,
  ToolDefinition,
  ToolInputAccepted,
  ToolInputRejected,
  ToolInputResult,
  ValidateOptions,
  ValidatorOptions,
} from "./types.js";
export { validateToolInput } from "./validate-tool-input.js";
