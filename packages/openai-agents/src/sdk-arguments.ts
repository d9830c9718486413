import { toolUseError } from "@tool-input/format";
import { withoutByteOrderMark } from "@tool-input/json";
import type { CallAccepted, CallUnchecked, ValidateOptions } from "@tool-input/validate";

/** The arguments text to hand the SDK's own `invoke`, or the text to answer the model with. */
export type SdkArguments =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly toolUseError: string };

/**
 * The text the SDK's `JSON.parse` reads as the accepted arguments (docs/frameworks.md, "OpenAI
 * Agents SDK"): the model's own text when nothing was repaired (a byte-order mark dropped, as the
 * check dropped it), else the repaired value as JSON. `JSON.stringify` recurses and a value nested
 * some thousands deep (a raised `maxDepth`) overflows the stack: that call is answered instead.
 */
export function sdkArguments(
  toolName: string,
  input: string,
  result: CallAccepted | CallUnchecked,
  options: ValidateOptions | undefined,
): SdkArguments {
  if (result.value === input) return { ok: true, text: input };
  if (result.coercions.length === 0) return { ok: true, text: withoutByteOrderMark(input) };
  try {
    return { ok: true, text: JSON.stringify(result.value) };
  } catch {
    const message =
      "could not be passed on (repaired, it nests too deep to be written out as JSON)";
    const issues = [{ kind: "other" as const, path: [], message }];
    return { ok: false, toolUseError: toolUseError(toolName, issues, options) };
  }
}
