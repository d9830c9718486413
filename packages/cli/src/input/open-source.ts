import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";
import { pipeline, Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { CliIo } from "../terminal/cli-io.js";
import type { Result } from "../types.js";

/** The bytes of a file or of standard input, gunzipped when they are gzip (docs/cli.md, "Files"). */
export interface ByteSource {
  /** The bytes, decompressed when the source is gzip. */
  readonly chunks: AsyncIterable<Buffer>;
  /** The size in bytes of a regular file as stored (compressed); `undefined` for stdin or a device. */
  readonly size: number | undefined;
  /** Bytes of the source (as stored) read so far. */
  readonly bytesRead: () => number;
}

/** `-` for standard input, else a file path. */
export const STDIN = "-";

/**
 * Opens `path` (or standard input for `-`) as a stream of bytes; gzip is recognised by its first
 * two bytes, whatever the name. A failure to open is one line naming `label`.
 */
export async function openSource(
  path: string,
  label: string,
  io?: CliIo,
): Promise<Result<ByteSource>> {
  let raw: Readable;
  let size: number | undefined;
  if (path === STDIN) {
    raw = io === undefined ? process.stdin : await stdinOf(io);
  } else {
    let handle: FileHandle;
    try {
      handle = await open(path, "r");
      const stat = await handle.stat();
      if (stat.isDirectory()) {
        await handle.close();
        return { ok: false, error: `${label}: is a directory, not a file` };
      }
      size = stat.isFile() ? stat.size : undefined;
    } catch (error) {
      return { ok: false, error: `${label}: ${describeReadError(error)}` };
    }
    raw = handle.createReadStream();
  }
  let read = 0;
  const counted = (async function* () {
    for await (const chunk of raw) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : (chunk as Buffer);
      read += bytes.length;
      yield bytes;
    }
  })();
  return { ok: true, value: { chunks: gunzipped(counted), size, bytesRead: () => read } };
}

async function stdinOf(io: CliIo): Promise<Readable> {
  return io.stdin ?? Readable.from([Buffer.from(await io.readStdin(), "utf8")]);
}

async function* gunzipped(chunks: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  // Gather the first two bytes: a pipe may deliver one at a time.
  let head = Buffer.alloc(0);
  while (head.length < 2) {
    const next = await chunks.next();
    if (next.done === true) break;
    head = Buffer.concat([head, next.value]);
  }
  const whole = (async function* () {
    if (head.length > 0) yield head;
    yield* chunks;
  })();
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    yield* whole;
    return;
  }
  const gunzip = pipeline(Readable.from(whole), createGunzip(), () => {
    // An error reaches the reader through the iteration below.
  });
  for await (const chunk of gunzip) yield chunk as Buffer;
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
    case "Z_DATA_ERROR":
    case "Z_BUF_ERROR":
      return `not a valid gzip file (${error instanceof Error ? error.message : String(error)})`;
    default:
      return `cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
}
