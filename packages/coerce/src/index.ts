export { coerce } from "./coerce.js";
export { createCoercer } from "./create-coercer.js";
export { decodeRejectedInput } from "./decode-rejected-input.js";
export type { Dialect } from "./schema-dialect.js";
export { dialectOf } from "./schema-dialect.js";
export type {
  CoerceOptions,
  CoerceResult,
  Coercion,
  CoercionRule,
  JsonSchema,
  PathSegment,
} from "./types.js";
