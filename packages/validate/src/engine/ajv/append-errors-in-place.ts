// Ajv's generated reporting code gathers the errors of a function it calls (a `$ref` compiled
// apart, a recursive schema) with `vErrors = vErrors === null ? X : vErrors.concat(X)`, which
// copies every error gathered so far once per call: an array of 20,000 items through such a
// `$ref` copies 200 million errors. Appending in place gives the same list in linear time.
import { replaceInCode } from "./generated-code-literals.js";

const GATHER = /vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\);/g;

/**
 * Ajv's `code.process` for the reporting function: rewrites each gathering of a called
 * function's errors to append them in place (docs/security.md, "Many errors"). The list, its
 * order and every error in it stay as Ajv builds them; the statement Ajv writes is replaced
 * only where it matches exactly.
 */
export function appendErrorsInPlace(code: string): string {
  return replaceInCode(
    code,
    GATHER,
    (_, errors) =>
      `if (vErrors === null) vErrors = ${errors}; else for (const e$ of ${errors}) vErrors.push(e$);`,
  );
}
