export { coerce } from "./coerce.js";
export { createCoercer } from "./create-coercer.js";
export type { Dialect } from "./plan/schema-dialect.js";
export { dialectOf } from "./plan/schema-dialect.js";
export { decodeRejectedInput } from "./rejection/decode-rejected-input.js";
export type {
  CoerceOptions,
  CoerceResult,
  Coercion,
  CoercionRule,
  JsonSchema,
  PathSegment,
} from "./types.js";
