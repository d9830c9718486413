import { callsFromRecord } from "./calls-from-record.js";
import { parseJson } from "./json-error.js";
import type { LogCall, LogProblem, ParsedLog } from "./types.js";

/**
 * Reads the tool calls in a log: JSON Lines, one record per line, in any format
 * `callsFromRecord` knows (formats may mix). Blank lines are skipped; a line that is not JSON
 * or not a call becomes a problem, and reading goes on. Never throws.
 */
export function parseLog(text: string): ParsedLog {
  const calls: LogCall[] = [];
  const problems: LogProblem[] = [];
  const lines = text.split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === "") continue;
    const json = parseJson(raw);
    if (!json.ok) {
      problems.push({ line, message: `not valid JSON: ${json.error.message}` });
      continue;
    }
    const found = callsFromRecord(json.value);
    if (typeof found === "string") problems.push({ line, message: found });
    else for (const call of found) calls.push({ line, ...call });
  }
  return { calls, problems };
}
