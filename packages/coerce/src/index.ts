export type {
  Dialect,
  JsonTextProblem,
  PythonLiteralOptions,
  PythonLiteralProblem,
  PythonLiteralResult,
} from "@tool-input/json";
export { decodePythonLiteral, dialectOf, jsonTextProblem } from "@tool-input/json";
export { coerce } from "./coerce.js";
export { createCoercer } from "./create-coercer.js";
export { type MarkupParts, markupParts } from "./markup/markup-parts.js";
export { decodeRejectedInput } from "./rejection/decode-rejected-input.js";
export type {
  CoerceOptions,
  CoerceResult,
  Coercion,
  CoercionRule,
  JsonSchema,
  PathSegment,
} from "./types.js";
