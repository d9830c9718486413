/** A shallow copy of a plain object, as `copyObject` makes it. */
export type CopyFunction = (object: Record<string, unknown>) => Record<string, unknown>;

/** Set once `new Function` has been refused here: it is not tried again. */
let refused = false;
/** How many copy functions were made: each one's source text is its own (see below). */
let made = 0;

/**
 * A new function that copies as `copyObject` does, with feedback of its own, or `undefined`
 * where code generation is refused (a Worker, a policy without `unsafe-eval`). A spread that sees
 * the objects of one shape copies them about three times faster than one that sees a catalog's
 * shapes (docs/performance.md, "13. Every corpus tool"). V8 shares the compiled code, and with it
 * the feedback, of functions with the same source text, so each source is numbered.
 */
export function generatedCopy(): CopyFunction | undefined {
  if (refused) return undefined;
  try {
    made += 1;
    return new Function(
      "object",
      `"use strict"; // copy ${made}
const copy = { ...object };
return Object.getPrototypeOf(object) === null ? Object.setPrototypeOf(copy, null) : copy;`,
    ) as CopyFunction;
  } catch (error) {
    // Only a refusal is for good; a stack overflow here says nothing about the next call.
    if (error instanceof EvalError) refused = true;
    return undefined;
  }
}
