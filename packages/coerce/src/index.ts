export type { Dialect } from "@tool-input/json";
export { dialectOf } from "@tool-input/json";
export { coerce } from "./coerce.js";
export type { JsonTextProblem } from "./convert/json-text-problem.js";
export { jsonTextProblem } from "./convert/json-text-problem.js";
export { createCoercer } from "./create-coercer.js";
export { decodeRejectedInput } from "./rejection/decode-rejected-input.js";
export type {
  CoerceOptions,
  CoerceResult,
  Coercion,
  CoercionRule,
  JsonSchema,
  PathSegment,
} from "./types.js";
