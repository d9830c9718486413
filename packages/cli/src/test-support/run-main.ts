import { main } from "../main.js";
import type { CliIo } from "../terminal/cli-io.js";

/** What one in-process run of the command line printed and returned. */
export interface MainRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Fake streams (stderr not a terminal) with `stdin` as standard input, and what was written. */
export function recordingIo(stdin = ""): {
  io: CliIo;
  written: { stdout: string; stderr: string };
} {
  const written = { stdout: "", stderr: "" };
  const io: CliIo = {
    writeOut: (text) => {
      written.stdout += text;
    },
    writeErr: (text) => {
      written.stderr += text;
    },
    stderrIsTTY: false,
    readStdin: async () => stdin,
  };
  return { io, written };
}

/** Runs `main` on `argv` against fake streams (stderr not a terminal), with `stdin` as standard input. */
export async function runMain(argv: string[], stdin = ""): Promise<MainRun> {
  const { io, written } = recordingIo(stdin);
  const code = await main(argv, io);
  return { code, ...written };
}
