import { StringDecoder } from "node:string_decoder";
import { describeReadError, openSource } from "../input/open-source.js";
import type { CliIo } from "../terminal/cli-io.js";
import type { Result } from "../types.js";

/** Longest log line read, in UTF-16 code units; a longer one is reported, not held (16 Mi). */
export const MAX_LINE_LENGTH: number = 16 * 1024 * 1024;

/** One line of a log file, without its `\n`. */
export interface LogLine {
  /** The 1-based line number. */
  readonly line: number;
  /** The line's text; `undefined` when it was longer than `MAX_LINE_LENGTH` and was dropped. */
  readonly text: string | undefined;
}

/** A log opened for reading line by line: its size, how much has been read, and why reading stopped early. */
export interface LogLines extends AsyncIterable<LogLine> {
  /** The file's size in bytes (as stored, so compressed for gzip); `undefined` for stdin or a device. */
  readonly size: number | undefined;
  /** Bytes read so far (as stored). */
  readonly bytesRead: () => number;
  /** After the iteration: why the log could not be read to its end (`log.gz: not a valid gzip file (…)`). */
  readonly failure: () => string | undefined;
}

/**
 * Opens a log file (`-`: standard input; gzip is read directly) to read it line by line, so
 * that memory stays flat whatever its size (one line at a time is held). A failure to open it
 * is one line naming the file.
 */
export async function readLogLines(
  path: string,
  label: string,
  io?: CliIo,
): Promise<Result<LogLines>> {
  const source = await openSource(path, label, io);
  if (!source.ok) return source;
  const { chunks, size, bytesRead } = source.value;
  let failure: string | undefined;
  async function* guarded(): AsyncGenerator<string> {
    const decoder = new StringDecoder("utf8");
    try {
      for await (const chunk of chunks) yield decoder.write(chunk);
    } catch (error) {
      failure = `${label}: ${describeReadError(error)}`;
    }
    const rest = decoder.end();
    if (rest !== "") yield rest;
  }
  return {
    ok: true,
    value: {
      size,
      bytesRead,
      failure: () => failure,
      [Symbol.asyncIterator]: () => lines(guarded(), () => failure !== undefined),
    },
  };
}

/** The lines of `chunks`; a last line cut short by a read failure is not a line. */
async function* lines(
  chunks: AsyncIterable<string>,
  failed: () => boolean,
): AsyncGenerator<LogLine> {
  let line = 1;
  let parts: string[] = [];
  let length = 0;
  let first = true;
  for await (let chunk of chunks) {
    if (chunk === "") continue;
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
  if (length > 0 && !failed())
    yield { line, text: length > MAX_LINE_LENGTH ? undefined : parts.join("") };
}
