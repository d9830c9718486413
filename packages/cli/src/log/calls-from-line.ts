import { parseJson } from "../input/parse-json.js";
import type { LogCall, LogProblem } from "../types.js";
import { callsFromRecord } from "./calls-from-record.js";

/** The calls on one line of a JSON Lines log (none for a blank line), or why it is not a call. */
export function callsFromLine(text: string, line: number): readonly LogCall[] | LogProblem {
  if (text.trim() === "") return [];
  const json = parseJson(text);
  if (!json.ok) return { line, message: `not valid JSON: ${json.error.message}` };
  const found = callsFromRecord(json.value);
  if (typeof found === "string") return { line, message: found };
  return found.map((call) => ({ line, ...call }));
}
