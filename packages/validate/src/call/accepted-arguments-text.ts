import { formatIssues, wrapToolUseError } from "@tool-input/format";
import { withoutByteOrderMark } from "@tool-input/json";
import type { ValidateOptions } from "../types.js";
import type { CallAccepted, CallUnchecked } from "./types.js";

/** The arguments text to hand a framework, or the text to answer the model with. */
export type AcceptedArgumentsText =
  | { readonly ok: true; readonly text: string }
  | {
      readonly ok: false;
      /** Why the arguments cannot be passed on, naming the tool. */
      readonly message: string;
      /** `message` wrapped as `<tool_use_error>InputValidationError: …</tool_use_error>`. */
      readonly toolUseError: string;
    };

const TOO_DEEP = "could not be passed on (repaired, it nests too deep to be written out as JSON)";

/**
 * The JSON text a framework parses as the accepted arguments of a call whose arguments were
 * `input` (docs/frameworks.md, "The call"): `input` itself when no argument was repaired (a
 * byte-order mark dropped, as the check dropped it), else the repaired value as JSON. `JSON.stringify`
 * recurses, and a value nested some thousands deep (a raised `maxDepth`) overflows the stack:
 * that call is answered instead. Never throws.
 */
export function acceptedArgumentsText(
  toolName: string,
  input: string,
  result: CallAccepted | CallUnchecked,
  options?: ValidateOptions,
): AcceptedArgumentsText {
  if (result.value === input) return { ok: true, text: input };
  // A renamed tool alone leaves the arguments as they were.
  if (result.coercions.every((coercion) => coercion.rule === "tool-name")) {
    return { ok: true, text: withoutByteOrderMark(input) };
  }
  try {
    return { ok: true, text: JSON.stringify(result.value) };
  } catch {
    const message = formatIssues(
      toolName,
      [{ kind: "other", path: [], message: TOO_DEEP }],
      options,
    );
    return {
      ok: false,
      message,
      toolUseError: wrapToolUseError(`InputValidationError: ${message}`),
    };
  }
}
