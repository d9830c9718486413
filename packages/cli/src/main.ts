import { checkCommand } from "./commands/check-command.js";
import type { Command } from "./commands/command.js";
import { precompileCommand } from "./commands/precompile-command.js";
import { projectCommand } from "./commands/project-command.js";
import { proxyCommand } from "./commands/proxy-command.js";
import { replayCommand } from "./commands/replay-command.js";
import { unknownName } from "./commands/unknown-name.js";
import { COMMAND_USAGE, MAIN_USAGE } from "./commands/usage.js";
import { version } from "./commands/version.js";
import { EXIT, usageError } from "./terminal/cli-error.js";
import type { CliIo } from "./terminal/cli-io.js";
import { terminalText } from "./terminal/terminal-text.js";

const MAIN_OPTIONS = ["--help", "--version"];

const COMMANDS: Readonly<Record<string, Command>> = {
  check: checkCommand,
  replay: replayCommand,
  proxy: proxyCommand,
  precompile: precompileCommand,
  project: projectCommand,
};

/**
 * Runs the `tool-input` command line on `argv` (the arguments after the program name) and
 * returns the exit code: 0 done, 1 a call rejected or a replay with problems, 2 a usage
 * mistake or a file that cannot be used. Never throws.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.writeErr(`tool-input: internal error: ${terminalText(message)}\n`);
    return EXIT.unusable;
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      io.writeErr(MAIN_USAGE);
      return EXIT.unusable;
    case "-h":
    case "--help":
      io.writeOut(MAIN_USAGE);
      return EXIT.ok;
    case "-v":
    case "--version":
      io.writeOut(`${version()}\n`);
      return EXIT.ok;
    case "help":
      return help(rest, io);
    default: {
      const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
      if (run !== undefined) return run(rest, io);
      return command.startsWith("-")
        ? usageError(io, undefined, unknownName("option", command, MAIN_OPTIONS))
        : usageError(io, undefined, unknownName("command", command, Object.keys(COMMAND_USAGE)));
    }
  }
}

function help(args: readonly string[], io: CliIo): number {
  const [topic, extra] = args;
  if (topic === undefined) {
    io.writeOut(MAIN_USAGE);
    return EXIT.ok;
  }
  const usage = COMMAND_USAGE[topic];
  if (usage === undefined) {
    return usageError(io, "help", unknownName("command", topic, Object.keys(COMMAND_USAGE)));
  }
  if (extra !== undefined) return usageError(io, "help", `unexpected argument "${extra}"`);
  io.writeOut(usage);
  return EXIT.ok;
}
