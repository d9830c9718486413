import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The validate package's folder: where `@tool-input/validate` resolves to its own source. */
const packageDir = fileURLToPath(new URL("../..", import.meta.url));

export interface RunModuleOptions {
  /** The hang bound, in ms: several times what the run needs on a loaded machine, not a measure of speed. */
  readonly timeout: number;
  /** The child's working folder (default: the validate package's). */
  readonly cwd?: string;
  /** Node flags before the loader's (`--disallow-code-generation-from-strings`). */
  readonly nodeFlags?: readonly string[];
}

/**
 * Runs `source`, an ES module that imports `@tool-input/validate` (its source, through tsx), in
 * a child process under a hang bound, so that a regression shows as a timeout rather than as a
 * suite that never ends.
 */
export function runModule(source: string, options: RunModuleOptions): SpawnSyncReturns<string> {
  const { timeout, cwd = packageDir, nodeFlags = [] } = options;
  return spawnSync(
    process.execPath,
    [
      ...nodeFlags,
      "--conditions=@tool-input/source",
      "--import",
      "tsx",
      "--input-type=module",
      "--eval",
      source,
    ],
    { cwd, encoding: "utf8", timeout },
  );
}
