import { hasOtherPrototype } from "../../input/own-properties-view.js";
import type { ValidInputFlags } from "../types.js";

/**
 * The one counter every flagged checking function raises, on either engine (docs/pipeline.md,
 * "Checks on a valid input"). Only ever increased, so a check run from inside another (a getter
 * calling the validator) can only make the outer call look, never skip a look.
 */
export const validInputFlags: ValidInputFlags & { raised: number; otherPrototype: number } = {
  raised: 0,
  otherPrototype: 0,
};

/** Raises the flag: an object whose checks on a valid input may fire. */
export function raiseValidInputFlag(): void {
  validInputFlags.raised++;
}

/** Raises the flag for an object of another prototype, and marks it as that (`otherPrototype`). */
export function raiseOtherPrototype(): void {
  validInputFlags.otherPrototype = ++validInputFlags.raised;
}

/**
 * Raises the flag for `value` where it has another prototype (`hasOtherPrototype`), or where its
 * prototype cannot be read (a Proxy's trap that throws), so the pipeline looks.
 */
export function flagOtherPrototype(value: object): void {
  let other: boolean;
  try {
    other = hasOtherPrototype(value);
  } catch {
    other = true;
  }
  if (other) raiseOtherPrototype();
}
