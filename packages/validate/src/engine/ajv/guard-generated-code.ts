import { holeyArrayLimit } from "../../input/holey-array.js";
import { replaceInCode } from "./generated-code-literals.js";

// Ajv's generated loops over an array read its length once: `const len0 = data0.length;`.
const ARRAY_LENGTH = /const (len\d+) = ([\w$]+)\.length;/g;

// Ajv's `required` writes `((data[""] === undefined) && (missing0 = ""))`, whose value is the
// empty name, so an absent `""` never counts as missing (finding 3 of issue 25).
const EMPTY_NAME_MISSING = /\((missing\d+) = ""\)/g;

/**
 * Ajv's `code.process` for every compiled function: each loop over an array first refuses one
 * longer than `holeyArrayLimit` with holes (a sparse array of length 2^32 − 1 would otherwise
 * be walked hole by hole: docs/security.md, "Inputs that are graphs"), and `required: [""]`
 * counts an absent empty-named property as missing. The rest of Ajv's code is left as written,
 * its literals (the schema's own text) included.
 */
export function guardGeneratedCode(code: string): string {
  // Most functions have neither (a cold regular expression over every function is slower).
  if (!code.includes(".length;") && !code.includes(' = "")')) return code;
  const guarded = replaceInCode(
    code,
    ARRAY_LENGTH,
    (statement, length, data) =>
      `${statement}if(${length} > ${holeyArrayLimit} && Object.keys(${data}).length < ${length}){throw new RangeError("the input holds an array of length " + ${length} + " with holes, which cannot be checked");}`,
  );
  return replaceInCode(guarded, EMPTY_NAME_MISSING, (_, missing) => `((${missing} = ""), true)`);
}
