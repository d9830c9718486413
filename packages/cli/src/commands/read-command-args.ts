import { EXIT, usageError } from "../terminal/cli-error.js";
import type { CliIo } from "../terminal/cli-io.js";
import { type CommandArgs, type FlagSpec, parseCommandArgs } from "./parse-command-args.js";

/** What a command takes besides the flags of its `FlagSpec`. */
export interface ArgsRules {
  /** The `string` flags it cannot run without, checked in this order. */
  readonly required?: readonly string[];
  /** How many positionals it takes (one more is an "unexpected argument"); none by default. */
  readonly positionals?: number;
}

/**
 * The arguments of `command`, or its exit code when it is done already: `--help` printed its
 * `usage`, or a mistake was reported in one line (a flag parsed wrong, an argument too many, a
 * required flag missing, checked in that order).
 */
export function readCommandArgs(
  args: readonly string[],
  io: CliIo,
  command: string,
  spec: FlagSpec,
  usage: string,
  rules: ArgsRules = {},
): CommandArgs | number {
  const parsed = parseCommandArgs(args, spec);
  if (!parsed.ok) return usageError(io, command, parsed.error);
  const { values, positionals } = parsed.value;
  if (values.help === true) {
    io.writeOut(usage);
    return EXIT.ok;
  }
  const extra = positionals[rules.positionals ?? 0];
  if (extra !== undefined) return usageError(io, command, `unexpected argument "${extra}"`);
  for (const flag of rules.required ?? []) {
    if (typeof values[flag] !== "string") return usageError(io, command, `--${flag} is required`);
  }
  return parsed.value;
}
