import { parseArgs } from "node:util";
import type { Result } from "../types.js";
import { unknownName } from "./unknown-name.js";

/** The flags a command takes: each a string, a boolean, or a string that may be repeated (`strings`). */
export type FlagSpec = Readonly<Record<string, "string" | "boolean" | "strings">>;

/** A command's parsed flags and positionals. */
export interface CommandArgs {
  readonly values: Readonly<Record<string, string | boolean | string[] | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * Parses a command's arguments with `node:util` `parseArgs`, non-strict so that every mistake
 * gets our own one-line message rather than Node's. `-h`/`--help` is always accepted.
 */
export function parseCommandArgs(args: readonly string[], spec: FlagSpec): Result<CommandArgs> {
  const options: Record<
    string,
    { type: "string" | "boolean"; short?: string; multiple?: boolean }
  > = {
    help: { type: "boolean", short: "h" },
  };
  for (const [name, type] of Object.entries(spec)) {
    options[name] = type === "strings" ? { type: "string", multiple: true } : { type };
  }
  const { values, positionals, tokens } = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const type = options[token.name]?.type;
    if (type === undefined) {
      const known = Object.keys(options).map((name) => `--${name}`);
      return { ok: false, error: unknownName("option", token.rawName, known) };
    }
    // `--tools --tool x`: the next option is not taken for this one's value, nor is nothing.
    const value = token.value;
    if (
      type === "string" &&
      (value === undefined || value === "" || (!token.inlineValue && isOption(value, options)))
    ) {
      return { ok: false, error: `option "${token.rawName}" needs a value` };
    }
    if (type === "boolean" && token.value !== undefined) {
      return { ok: false, error: `option "${token.rawName}" takes no value` };
    }
  }
  return { ok: true, value: { values, positionals } };
}

/** Whether `arg` names one of `options` (`--tool`, `--tool=x`, `-h`). */
function isOption(arg: string, options: Readonly<Record<string, { short?: string }>>): boolean {
  if (arg.startsWith("--")) return Object.hasOwn(options, arg.slice(2).split("=")[0] as string);
  return Object.values(options).some(
    (option) => option.short !== undefined && arg === `-${option.short}`,
  );
}
