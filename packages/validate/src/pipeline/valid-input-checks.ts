import type { ValidateOptions } from "../types.js";
import { mayHoldMarkup } from "./markup-scan.js";
import { nearMissKeys } from "./near-miss-keys.js";

/**
 * Whether a valid `input` needs the pipeline's checks on valid inputs (leaked markup, near-miss
 * keys) before it is accepted as sent: a string or key holding `</`, or an undeclared key near a
 * declared one. `options` are the call's own, then the validator's. Allocates nothing for an input
 * that needs neither, so the hot path stays as fast (docs/performance.md).
 */
export function needsValidInputChecks(
  input: unknown,
  schema: unknown,
  options: ValidateOptions | undefined,
  defaults: ValidateOptions,
): boolean {
  const markup = options?.markup ?? defaults.markup;
  if (markup !== "ignore" && mayHoldMarkup(input)) return true;
  return nearMissKeys(input, schema).length > 0;
}
