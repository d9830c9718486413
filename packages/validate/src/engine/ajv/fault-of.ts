import { PatternError } from "../regex/linear-reg-exp.js";
import { isGeneratedCodeError } from "./generated-code-error.js";

/**
 * Whose fault a compile error is. The engine's: code generation refused (`EvalError`), a stack
 * overflow, a pattern the linear-time engine cannot run (`PatternError`), generated code that
 * does not parse or could not be processed (`isGeneratedCodeError`), Ajv's own internal errors,
 * anything not an `Error`; never a reason to pass an input (docs/security.md, "Fail closed").
 * The schema's: everything else Ajv throws on purpose (invalid as a schema, a reference that
 * does not resolve, an invalid pattern).
 */
export function faultOf(error: unknown): "schema" | "engine" {
  if (!(error instanceof Error)) return "engine";
  if (error instanceof EvalError || error instanceof RangeError) return "engine";
  if (error instanceof PatternError || isGeneratedCodeError(error)) return "engine";
  return /^CodeGen:|ajv implementation error/.test(error.message) ? "engine" : "schema";
}
