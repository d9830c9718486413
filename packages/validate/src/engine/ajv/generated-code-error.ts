import { oneLine } from "../one-line.js";
import { isInvalidPattern } from "./ajv-reg-exp.js";

/**
 * What processing Ajv's generated code here (`code.process`, the precompiled module's rewrites)
 * throws when a step fails: the engine's fault, never the schema's (docs/security.md, "Fail
 * closed").
 */
export class GeneratedCodeError extends Error {
  constructor(cause: unknown) {
    super(`the code Ajv generated could not be processed (${oneLine(cause)})`, { cause });
    this.name = "GeneratedCodeError";
  }
}

/** The steps, one after the other, as one `code.process`; a step that throws throws a `GeneratedCodeError`. */
export function processedBy(
  ...steps: readonly ((code: string) => string)[]
): (code: string) => string {
  return (code) => {
    try {
      return steps.reduce((processed, step) => step(processed), code);
    } catch (error) {
      throw new GeneratedCodeError(error);
    }
  };
}

/**
 * Whether `error` comes from Ajv's generated code rather than the schema: a step processing it
 * failed, or the function did not parse (a `SyntaxError` other than a schema pattern's), as
 * Ajv wrote it or as it was rewritten here.
 */
export function isGeneratedCodeError(error: unknown): boolean {
  if (error instanceof GeneratedCodeError) return true;
  return error instanceof SyntaxError && !isInvalidPattern(error);
}
