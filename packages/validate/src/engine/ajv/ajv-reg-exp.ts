import type { RegExpEngine } from "ajv/dist/types/index.js";
import { linearRegExp } from "../regex/linear-reg-exp.js";

/**
 * `linearRegExp` as Ajv's `code.regExp` option. `code` is what Ajv's standalone output writes
 * to reach the same function.
 */
export const ajvRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => linearRegExp(pattern, flags),
  { code: 'require("@tool-input/validate").linearRegExp' },
);
