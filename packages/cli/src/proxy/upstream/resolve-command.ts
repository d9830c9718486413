import { posix, win32 } from "node:path";
import type { Result } from "../../types.js";

/** What `spawn` is given for a server's command. */
export interface ResolvedCommand {
  /** The file to run (`cmd.exe` for a Windows script). */
  readonly file: string;
  readonly args: readonly string[];
  /** Whether `args` are already quoted for `cmd.exe` (Node's `windowsVerbatimArguments`). */
  readonly verbatim: boolean;
  /** Where the command was found on the PATH, if it was looked up there and found. */
  readonly found?: string | undefined;
}

/** What resolution reads from the machine, so tests can stand in for Windows. */
export interface CommandHost {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Whether `path` is a file. */
  isFile(path: string): boolean;
}

// cmd.exe's metacharacters (docs/cli.md, "Starting the server").
const META = /([()\][%!^"`<>&|;, *?])/g;
const EXECUTABLE = /\.(?:com|exe)$/i;
const CMD_SHIM = /node_modules[\\/]\.bin[\\/][^\\/]+\.cmd$/i;

/**
 * How to start `command` with `args` (docs/cli.md, "Starting the server"). Elsewhere than on
 * Windows, as given, with a PATH look-up only to say clearly when the command is missing. On
 * Windows, as `cross-spawn` 7 does: the command is looked up on the PATH with each PATHEXT
 * extension, and one that is not a `.exe` or `.com` (`npx.cmd`, a `.bat`) runs through
 * `cmd.exe /d /s /c` with every argument quoted and its metacharacters escaped (twice for an
 * npm `node_modules\.bin` shim).
 */
export function resolveCommand(
  command: string,
  args: readonly string[],
  host: CommandHost,
): Result<ResolvedCommand> {
  const windows = host.platform === "win32";
  const found = lookUp(command, host);
  if (found === undefined) {
    return { ok: false, error: `cannot find the server's command "${command}"${where(command)}` };
  }
  if (!windows || EXECUTABLE.test(found)) {
    return { ok: true, value: { file: windows ? found : command, args, verbatim: false, found } };
  }
  const twice = CMD_SHIM.test(found);
  const line = [escapeCommand(win32.normalize(command)), ...args.map((a) => escapeArg(a, twice))];
  return {
    ok: true,
    value: {
      file: host.env.comspec ?? host.env.ComSpec ?? "cmd.exe",
      args: ["/d", "/s", "/c", `"${line.join(" ")}"`],
      verbatim: true,
      found,
    },
  };
}

function where(command: string): string {
  return /[\\/]/.test(command) ? "" : " on the PATH";
}

/** The file `command` names: as a path when it has a separator, else the first match on the PATH. */
function lookUp(command: string, host: CommandHost): string | undefined {
  const windows = host.platform === "win32";
  const path = windows ? win32 : posix;
  const extensions = windows
    ? ["", ...(pathValue(host, "PATHEXT") ?? ".COM;.EXE;.BAT;.CMD").split(";").filter(Boolean)]
    : [""];
  const candidates = (base: string): string[] =>
    // A name that already has an extension is tried as it is first, as `which` does.
    extensions.map((ext) => base + ext).filter((file, i) => i > 0 || !windows || hasExt(file));
  const separated = windows ? /[\\/]/.test(command) : command.includes("/");
  const dirs = separated
    ? [host.cwd]
    : [...(windows ? [host.cwd] : []), ...(pathValue(host, "PATH") ?? "").split(path.delimiter)];
  for (const dir of dirs) {
    if (dir === "") continue;
    for (const file of candidates(path.resolve(dir, command))) if (host.isFile(file)) return file;
  }
  return undefined;
}

function hasExt(file: string): boolean {
  return /\.[^\\/.]+$/.test(file);
}

/** An environment variable, whatever its case on Windows (`Path`, `PATH`). */
function pathValue(host: CommandHost, name: string): string | undefined {
  if (host.platform !== "win32") return host.env[name];
  const key = Object.keys(host.env).find((k) => k.toUpperCase() === name);
  return key === undefined ? undefined : host.env[key];
}

function escapeCommand(command: string): string {
  return command.replace(META, "^$1");
}

function escapeArg(arg: string, twice: boolean): string {
  // Backslashes before a quote, and at the end (before the closing quote), are doubled.
  let quoted = arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\*)$/, "$1$1");
  quoted = `"${quoted}"`.replace(META, "^$1");
  return twice ? quoted.replace(META, "^$1") : quoted;
}
