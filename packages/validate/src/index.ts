// The types the results and options use, so a harness that installs only this package can name
// them. `PathSegment` is the same `string | number` in coerce and format: exported once.
export type { CoerceOptions, Coercion, CoercionRule, JsonSchema } from "@tool-input/coerce";
export type {
  AjvErrorLike,
  FormatOptions,
  Issue,
  IssueKind,
  PathSegment,
} from "@tool-input/format";
export type { Validator } from "./create-validator.js";
export { createValidator } from "./create-validator.js";
export type { EngineChoice } from "./engine/types.js";
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
