import type { CompiledEntry } from "../cache/cache-entry.js";

/**
 * What a check of a value found: `"rejected"`; `"quiet"`, accepted with no valid-input flag
 * raised (nothing for the checks on a valid input); `"flagged"`, accepted with one raised, or by
 * an engine that raises none (the walk decides).
 */
export type Checked = "rejected" | "quiet" | "flagged";

/**
 * Runs `entry`'s check on `value`, reading its valid-input flags before and after
 * (docs/pipeline.md, "Checks on a valid input").
 */
export function checkRaising(entry: CompiledEntry, value: unknown): Checked {
  const flags = entry.validInputFlags;
  const raised = flags?.raised;
  if (!entry.check(value)) return "rejected";
  return flags !== undefined && flags.raised === raised ? "quiet" : "flagged";
}
