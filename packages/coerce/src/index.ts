export type { Dialect, JsonTextProblem } from "@tool-input/json";
export { dialectOf, jsonTextProblem } from "@tool-input/json";
export { coerce } from "./coerce.js";
export { createCoercer } from "./create-coercer.js";
export type {
  PythonLiteralOptions,
  PythonLiteralProblem,
  PythonLiteralResult,
} from "./python-literal/index.js";
export { decodePythonLiteral } from "./python-literal/index.js";
export { decodeRejectedInput } from "./rejection/decode-rejected-input.js";
export type {
  CoerceOptions,
  CoerceResult,
  Coercion,
  CoercionRule,
  JsonSchema,
  PathSegment,
} from "./types.js";
