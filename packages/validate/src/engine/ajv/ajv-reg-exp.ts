import type { RegExpEngine } from "ajv/dist/types/index.js";
import { type LinearRegExp, linearRegExp } from "../regex/linear-reg-exp.js";
import { reading } from "../regex/reading-reg-exp.js";

/** `linearRegExp`, its tests charged to the check's text budget: what Ajv's code runs. */
export function readingRegExp(pattern: string, flags?: string): LinearRegExp {
  return reading(linearRegExp(pattern, flags));
}

// The `SyntaxError`s of a schema's patterns that are not regular expressions, told apart from
// those of generated code that does not parse (`isGeneratedCodeError`).
const invalidPatterns = new WeakSet<SyntaxError>();

/** Whether `error` is what a schema's pattern that is not a regular expression threw here. */
export function isInvalidPattern(error: SyntaxError): boolean {
  return invalidPatterns.has(error);
}

/**
 * `readingRegExp` as Ajv's `code.regExp` option. `code` is what Ajv's standalone output writes
 * to reach the same function.
 */
export const ajvRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    try {
      return readingRegExp(pattern, flags);
    } catch (error) {
      if (error instanceof SyntaxError) invalidPatterns.add(error);
      throw error;
    }
  },
  { code: 'require("@tool-input/validate").readingRegExp' },
);
