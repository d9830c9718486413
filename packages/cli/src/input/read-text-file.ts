import { isUtf8 } from "node:buffer";
import type { CliIo } from "../terminal/cli-io.js";
import type { Result } from "../types.js";
import { describeReadError, openSource } from "./open-source.js";

/**
 * Largest catalog or input file read (64 MiB, after gunzip): past it the file is refused with a
 * line saying so, rather than read until the heap runs out (`/dev/zero`, a gzip bomb).
 */
export const MAX_FILE_BYTES: number = 64 * 1024 * 1024;

/**
 * Reads a UTF-8 file (other bytes are refused), or standard input for `-`, gunzipped when it is gzip, without its
 * byte-order mark; a failure is one line naming the file (`tools.json: no such file`).
 */
export async function readTextFile(
  path: string,
  label: string = path,
  io?: CliIo,
  limit: number = MAX_FILE_BYTES,
): Promise<Result<string>> {
  const source = await openSource(path, label, io);
  if (!source.ok) return source;
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of source.value.chunks) {
      length += chunk.length;
      if (length > limit) {
        return { ok: false, error: `${label}: larger than ${describeBytes(limit)}, not read` };
      }
      chunks.push(chunk);
    }
  } catch (error) {
    return { ok: false, error: `${label}: ${describeReadError(error)}` };
  }
  const bytes = Buffer.concat(chunks, length);
  // Bytes that are not UTF-8 are refused: decoded with replacement, a Latin-1 "café" would be
  // read as a valid "caf\uFFFD" (docs/cli.md, "Files, standard input and gzip").
  if (!isUtf8(bytes)) return { ok: false, error: `${label}: not UTF-8 text` };
  const text = bytes.toString("utf8");
  // Editors on Windows may save a byte-order mark, which JSON.parse rejects.
  return { ok: true, value: text.startsWith("\uFEFF") ? text.slice(1) : text };
}

/** `67108864 bytes (64 MiB)`. */
function describeBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${bytes} bytes (${mib} MiB)` : `${bytes} bytes`;
}
