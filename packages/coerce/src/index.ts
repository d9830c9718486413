export { coerce } from "./coerce.js";
export type { JsonTextProblem } from "./convert/json-text-problem.js";
export { jsonTextProblem } from "./convert/json-text-problem.js";
export { createCoercer } from "./create-coercer.js";
export type { Dialect } from "./plan/schema-dialect.js";
export { dialectOf } from "./plan/schema-dialect.js";
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
