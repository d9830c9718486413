import { main } from "../main.js";
import type { CliIo } from "../terminal/cli-io.js";

/** What one in-process run of the command line printed and returned. */
export interface MainRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `main` on `argv` against fake streams (stderr not a terminal), with `stdin` as standard input. */
export async function runMain(argv: string[], stdin = ""): Promise<MainRun> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    writeOut: (text) => {
      stdout += text;
    },
    writeErr: (text) => {
      stderr += text;
    },
    stderrIsTTY: false,
    readStdin: async () => stdin,
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}
