import type { ValidInputFlags } from "../engine/types.js";
import { holdsOtherPrototype } from "../input/own-properties-view.js";

/**
 * Whether a check that accepted `input`, `flags` having stood at `raised` before it, may have read
 * a property an object inherits: it met an object of another prototype where a keyword reads
 * properties, or its engine raises no flags and `input` holds such an object (docs/pipeline.md,
 * "Property names an object inherits").
 */
export function metOtherPrototype(
  flags: ValidInputFlags | undefined,
  raised: number | undefined,
  input: unknown,
): boolean {
  return flags !== undefined
    ? flags.otherPrototype > (raised as number)
    : holdsOtherPrototype(input);
}
