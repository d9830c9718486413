import { capText } from "@tool-input/format";

/** Longest unknown tool name a replay keeps: a longer one is cut, its last character an ellipsis. */
export const MAX_UNKNOWN_NAME_LENGTH = 100;
/** Distinct unknown tool names a replay gives a row of their own; the rest share one. */
export const MAX_UNKNOWN_ROWS = 100;
/** The row of the unknown tools past `MAX_UNKNOWN_ROWS`. */
export const OTHER_UNKNOWN_TOOLS = "(other unknown tools)";

/**
 * An unknown tool name as a replay keeps and prints it, cut as messages cut names: a log may
 * invent names of any length, and each is held in a row and a problem (docs/cli.md, replay).
 */
export function unknownToolName(name: string): string {
  return capText(name, MAX_UNKNOWN_NAME_LENGTH);
}
