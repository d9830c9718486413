import { codeSpan, wrapToolUseError } from "@tool-input/format";
import { parametersLine } from "./parameters-line.js";
import type { CallInputRejected } from "./types.js";

/**
 * The line added from the third identical rejection on (docs/messages.md, "Repeated mistakes").
 */
export function repeatLine(name: string, repeats: number): string {
  const before = repeats - 1;
  return `The previous ${before} calls to ${codeSpan(name)} made the same mistake; change the arguments as described above instead of sending the same call again`;
}

/**
 * `result` as a session answers it the `repeats`-th time in a row: from the second time with the
 * tool's parameters line, from the third with the repeat line. `name` is the tool's name as the
 * catalog read it.
 */
export function withRepeats(
  result: CallInputRejected,
  repeats: number,
  name: string,
): CallInputRejected {
  if (repeats < 2) return { ...result, repeats };
  const lines = [result.message];
  const parameters = parametersLine(name, result.tool);
  if (parameters !== undefined) lines.push(parameters);
  if (repeats >= 3) lines.push(repeatLine(name, repeats));
  const message = lines.join("\n");
  const toolUseError = wrapToolUseError(`InputValidationError: ${message}`);
  return { ...result, message, toolUseError, repeats };
}
