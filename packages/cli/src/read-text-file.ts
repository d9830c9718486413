import { readFile } from "node:fs/promises";
import type { LoadResult } from "./types.js";

/** Reads a UTF-8 file (without its byte-order mark); a failure is one line naming the file (`tools.json: no such file`). */
export async function readTextFile(
  path: string,
  label: string = path,
): Promise<LoadResult<string>> {
  try {
    const text = await readFile(path, "utf8");
    // Editors on Windows may save a byte-order mark, which JSON.parse rejects.
    return { ok: true, value: text.startsWith("\uFEFF") ? text.slice(1) : text };
  } catch (error) {
    return { ok: false, error: `${label}: ${describeReadError(error)}` };
  }
}

/** Why a file could not be read, in a few words (`no such file`). */
export function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case "ENOENT":
      return "no such file";
    case "EISDIR":
      return "is a directory, not a file";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    default:
      return `cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
}
