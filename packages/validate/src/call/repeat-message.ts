import { printedName, wrapToolUseError } from "@tool-input/format";
import type { ValidateOptions } from "../types.js";
import { parametersLine } from "./parameters-line.js";
import type { CallInputRejected } from "./types.js";

/**
 * The line added from the third identical rejection on (docs/messages.md, "Repeated mistakes"),
 * the name cut at `options.maxNameLength`.
 */
export function repeatLine(name: string, repeats: number, options?: ValidateOptions): string {
  const before = repeats - 1;
  return `The previous ${before} calls to \`${printedName(name, options)}\` made the same mistake; change the arguments as described above instead of sending the same call again`;
}

/**
 * `result` as a session answers it the `repeats`-th time in a row: from the second time with the
 * tool's parameters line, from the third with the repeat line. `name` is the tool's name as the
 * catalog read it, printed as the call's `options` say.
 */
export function withRepeats(
  result: CallInputRejected,
  repeats: number,
  name: string,
  options: ValidateOptions,
): CallInputRejected {
  if (repeats < 2) return { ...result, repeats };
  const lines = [result.message];
  const parameters = parametersLine(name, result.tool, options);
  if (parameters !== undefined) lines.push(parameters);
  if (repeats >= 3) lines.push(repeatLine(name, repeats, options));
  const message = lines.join("\n");
  const toolUseError = wrapToolUseError(`InputValidationError: ${message}`);
  return { ...result, message, toolUseError, repeats };
}
