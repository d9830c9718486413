import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";
import { describeReadError } from "./read-text-file.js";
import type { LoadResult } from "./types.js";

/** Longest log line read, in UTF-16 code units; a longer one is reported, not held (16 Mi). */
export const MAX_LINE_LENGTH: number = 16 * 1024 * 1024;

/** One line of a log file, without its `\n`. */
export interface LogLine {
  /** The 1-based line number. */
  readonly line: number;
  /** The line's text; `undefined` when it was longer than `MAX_LINE_LENGTH` and was dropped. */
  readonly text: string | undefined;
}

/** A log file opened for reading line by line: its size, and how much has been read so far. */
export interface LogLines extends AsyncIterable<LogLine> {
  /** The file's size in bytes when it was opened. */
  readonly size: number;
  /** Bytes read so far. */
  readonly bytesRead: () => number;
}

/**
 * Opens a log file to read it line by line, so that memory stays flat whatever its size (one
 * line at a time is held). A failure to open it is one line naming the file.
 */
export async function readLogLines(path: string, label: string): Promise<LoadResult<LogLines>> {
  let handle: FileHandle;
  let size: number;
  try {
    handle = await open(path, "r");
    const stat = await handle.stat();
    if (stat.isDirectory()) {
      await handle.close();
      return { ok: false, error: `${label}: is a directory, not a file` };
    }
    size = stat.size;
  } catch (error) {
    return { ok: false, error: `${label}: ${describeReadError(error)}` };
  }
  const stream = handle.createReadStream({ encoding: "utf8" });
  return {
    ok: true,
    value: { size, bytesRead: () => stream.bytesRead, [Symbol.asyncIterator]: () => lines(stream) },
  };
}

async function* lines(chunks: AsyncIterable<string>): AsyncGenerator<LogLine> {
  let line = 1;
  let parts: string[] = [];
  let length = 0;
  let first = true;
  for await (let chunk of chunks) {
    // Editors on Windows may save a byte-order mark, which JSON.parse rejects.
    if (first && chunk.startsWith("\uFEFF")) chunk = chunk.slice(1);
    first = false;
    let start = 0;
    for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
      const tail = chunk.slice(start, end);
      yield {
        line,
        text: length + tail.length > MAX_LINE_LENGTH ? undefined : parts.join("") + tail,
      };
      line += 1;
      parts = [];
      length = 0;
      start = end + 1;
    }
    const rest = chunk.slice(start);
    length += rest.length;
    // Past the limit the line's text is dropped as it arrives; only its length is kept.
    if (length <= MAX_LINE_LENGTH) parts.push(rest);
    else parts = [];
  }
  if (length > 0) yield { line, text: length > MAX_LINE_LENGTH ? undefined : parts.join("") };
}
