import type { RegExpEngine } from "ajv/dist/types/index.js";
import { type LinearRegExp, linearRegExp } from "../regex/linear-reg-exp.js";
import { reading } from "../regex/reading-reg-exp.js";

/** `linearRegExp`, its tests charged to the check's text budget: what Ajv's code runs. */
export function readingRegExp(pattern: string, flags?: string): LinearRegExp {
  return reading(linearRegExp(pattern, flags));
}

/**
 * `readingRegExp` as Ajv's `code.regExp` option. `code` is what Ajv's standalone output writes
 * to reach the same function.
 */
export const ajvRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => readingRegExp(pattern, flags),
  { code: 'require("@tool-input/validate").readingRegExp' },
);
