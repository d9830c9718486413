import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The path of `name` in this package's folder: the first folder up from this module that holds
 * a package.json. This module runs from src/ (tests), from dist/ (the API) and inside the
 * bundled dist/bin.js (docs/cli.md, "Start-up"), each at its own depth.
 */
export function packageFile(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, name);
}
