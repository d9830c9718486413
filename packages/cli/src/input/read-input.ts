import type { CliIo } from "../terminal/cli-io.js";
import type { Result } from "../types.js";
import { parseJson } from "./parse-json.js";
import { readTextFile } from "./read-text-file.js";

/** The input `check` read: the JSON text, and its value. */
export interface ReadInput {
  readonly text: string;
  readonly value: unknown;
}

/** Reads `check --input`: JSON text, `@FILE` (`@-` too), or `-` for stdin. Errors name where it came from. */
export async function readInput(spec: string, io: CliIo): Promise<Result<ReadInput>> {
  let label = "--input";
  let text = spec;
  if (spec === "-" || spec.startsWith("@")) {
    const path = spec === "-" ? spec : spec.slice(1);
    if (path === "") return { ok: false, error: "--input @: no file named after the @" };
    label = path === "-" ? "stdin" : path;
    const file = await readTextFile(path, label, io);
    if (!file.ok) return file;
    text = file.value;
  }
  const json = parseJson(text);
  if (json.ok) return { ok: true, value: { text, value: json.value } };
  const at =
    json.error.line === undefined || label === "--input" ? label : `${label}:${json.error.line}`;
  return { ok: false, error: `${at}: not valid JSON: ${json.error.message}` };
}
