// The types the results and options use, so a harness that installs only this package can name
// them. `PathSegment` is the same `string | number` in coerce and format: exported once.
export type { CoerceOptions, Coercion, CoercionRule, MarkupParts } from "@tool-input/coerce";
// How a result's `markup` coercions are read (docs/coercion.md, "Leaked markup").
export { markupParts } from "@tool-input/coerce";
export type {
  AjvErrorLike,
  FormatOptions,
  Issue,
  IssueKind,
  PathSegment,
} from "@tool-input/format";
export type { JsonSchema } from "@tool-input/json";
export {
  type AcceptedArgumentsText,
  acceptedArgumentsText,
} from "./call/accepted-arguments-text.js";
export type { CallSession } from "./call/call-session.js";
export type { ToolCatalog } from "./call/create-tool-catalog.js";
export { createToolCatalog } from "./call/create-tool-catalog.js";
export { nameText } from "./call/name-text.js";
export type { NameResolution } from "./call/tool-names.js";
export type {
  AdapterOptions,
  CallAccepted,
  CallChecker,
  CallInputRejected,
  CallRejected,
  CallResult,
  CallSessionOptions,
  CallToolRejected,
  CallUnchecked,
  ToolCall,
  ToolCatalogOptions,
} from "./call/types.js";
export type { Validator } from "./create-validator.js";
export { createValidator } from "./create-validator.js";
export type { ToolToPrecompile } from "./engine/precompiled/precompile-tools.js";
export {
  type PrecompileOptions,
  precompileTools,
} from "./engine/precompiled/precompile-tools.js";
export type {
  PrecompiledTool,
  PrecompiledTools,
  StandaloneFunction,
} from "./engine/precompiled/precompiled-engine.js";
export { precompiledRuntime } from "./engine/precompiled/precompiled-runtime.js";
export type { LinearRegExp } from "./engine/regex/linear-reg-exp.js";
export { linearRegExp, PatternError } from "./engine/regex/linear-reg-exp.js";
export type { EngineChoice } from "./engine/types.js";
export { readToolName, toolNameOf } from "./pipeline/describe-tool.js";
export { projectToolSchema } from "./projection/project-tool-schema.js";
export type { ProjectedTools } from "./projection/project-tools.js";
export { projectTools } from "./projection/project-tools.js";
export { projectionTargets } from "./projection/target-rules.js";
export type {
  LiftResult,
  ProjectedTool,
  ProjectionChange,
  ProjectionRefused,
  ProjectionResult,
  ProjectionTarget,
} from "./projection/types.js";
export { sharedValidator } from "./shared-validator.js";
export type {
  ToolInputSchema,
  ToolInputSchemaOptions,
  ToolInputSchemaProps,
} from "./standard-schema/bind-tool-input-schema.js";
export { toolInputSchema } from "./standard-schema/tool-input-schema.js";
export { toolInputSchemaThrough } from "./standard-schema/tool-input-schema-through.js";
export type {
  NearMissKeyNotice,
  Notice,
  SchemaInvalid,
  SchemaUnusable,
  SchemaValid,
  SchemaValidation,
  ToolDefinition,
  ToolInputAccepted,
  ToolInputRejected,
  ToolInputResult,
  ToolInputUnchecked,
  ValidateOptions,
  ValidatorOptions,
} from "./types.js";
export { validateToolInput } from "./validate-tool-input.js";
