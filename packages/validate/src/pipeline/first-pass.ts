import type { CoerceResult } from "@tool-input/coerce";
import type { CompiledEntry } from "../cache/cache-entry.js";
import type { ToolInputAccepted } from "../types.js";
import { checkRaising } from "./check-raising.js";

/**
 * The repair path's first pass (docs/pipeline.md, "On a repaired call"): `first`, what the
 * coercer without rule `markup` made of `input`, accepted when it changed something and the
 * check takes it with no valid-input flag raised; otherwise `undefined`, for the full coercion.
 */
export function acceptFirstPass(
  entry: CompiledEntry,
  input: unknown,
  first: CoerceResult,
): ToolInputAccepted | undefined {
  if (first.value === input || checkRaising(entry, first.value) !== "quiet") return undefined;
  return { ok: true, status: "accepted", value: first.value, coercions: first.coercions };
}
