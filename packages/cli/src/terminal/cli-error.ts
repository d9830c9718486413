import type { CliIo } from "./cli-io.js";
import { terminalText } from "./terminal-text.js";

/** Exit codes: 0 done, 1 a call rejected or a replay with problems, 2 unusable input or usage. */
export const EXIT = { ok: 0, problems: 1, unusable: 2 } as const;

/** Reports a mistake in the command line: one line, then where to find the usage. */
export function usageError(io: CliIo, command: string | undefined, message: string): number {
  const prefix = command === undefined ? "tool-input" : `tool-input ${command}`;
  const help = command === undefined ? "tool-input --help" : `tool-input help ${command}`;
  io.writeErr(`${prefix}: ${terminalText(message)}\nRun \`${help}\` for usage.\n`);
  return EXIT.unusable;
}

/** Reports a file that cannot be used (its line already names the file). */
export function fileError(io: CliIo, line: string): number {
  io.writeErr(`${terminalText(line)}\n`);
  return EXIT.unusable;
}
