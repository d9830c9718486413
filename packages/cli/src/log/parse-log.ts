import type { LogCall, LogProblem, ParsedLog } from "../types.js";
import { callsFromLine } from "./calls-from-line.js";

/**
 * Reads the tool calls in a log held in memory: JSON Lines, one record per line, in any format
 * `tool-input replay` reads (formats may mix). Blank lines are skipped; a line that is not JSON
 * or not a call becomes a problem, and reading goes on. Never throws.
 */
export function parseLog(text: string): ParsedLog {
  const calls: LogCall[] = [];
  const problems: LogProblem[] = [];
  if (typeof text !== "string") {
    return { calls, problems: [{ line: 1, message: "The log is not text." }] };
  }
  for (const [index, raw] of text.split("\n").entries()) {
    const found = callsFromLine(raw, index + 1);
    if ("message" in found) problems.push(found);
    else calls.push(...found);
  }
  return { calls, problems };
}
