import type { FlagSpec } from "./parse-command-args.js";

/** The proxy's own arguments, and the server's command line after them. */
export interface SplitCommand {
  readonly own: readonly string[];
  readonly command: readonly string[];
}

/**
 * Splits `tool-input proxy`'s arguments (docs/cli.md, "tool-input proxy"): the server's command
 * starts at `--` or, without it, at the first argument that is neither an option nor an
 * option's value, so that `tool-input proxy npx -y server` works from a launcher that takes `--`
 * for itself. Everything from there on is the server's, options included.
 */
export function splitServerCommand(args: readonly string[], flags: FlagSpec): SplitCommand {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--") return { own: args.slice(0, i), command: args.slice(i + 1) };
    if (!arg.startsWith("-") || arg === "-")
      return { own: args.slice(0, i), command: args.slice(i) };
    const name = arg.replace(/^--?/, "");
    const type = flags[name];
    // `--log FILE`: FILE is the option's value, not the command.
    if (type !== undefined && type !== "boolean" && !arg.includes("=") && args[i + 1] !== "--") i++;
  }
  return { own: args, command: [] };
}
