import type { Readable, Writable } from "node:stream";

/** Where the CLI reads and writes, so `main` can run against fake streams in tests. */
export interface CliIo {
  /** Writes text to standard output. */
  writeOut(text: string): void;
  /** Writes text to standard error. */
  writeErr(text: string): void;
  /** Whether standard error is a terminal (the progress bar is drawn only then). */
  readonly stderrIsTTY: boolean;
  /** The width of the terminal on stderr, read at each redraw of the progress bar; `undefined` when unknown (80 is assumed). */
  readonly stderrColumns?: number | undefined;
  /** Reads all of standard input. */
  readStdin(): Promise<string>;
  /** Standard input as a stream (`proxy` relays it). */
  readonly stdin?: Readable;
  /** Standard output as a stream (`proxy` relays to it). */
  readonly stdout?: Writable;
}

/** The process's own streams. */
export function nodeIo(): CliIo {
  // A reader that stops early (`tool-input replay | head`) closes the pipe: stop writing quietly
  // rather than crash with EPIPE.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
    });
  }
  return {
    writeOut: (text) => {
      process.stdout.write(text);
    },
    writeErr: (text) => {
      process.stderr.write(text);
    },
    stderrIsTTY: process.stderr.isTTY === true,
    // A getter: the terminal may be resized while a replay runs.
    get stderrColumns() {
      return process.stderr.columns;
    },
    stdin: process.stdin,
    stdout: process.stdout,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
  };
}
