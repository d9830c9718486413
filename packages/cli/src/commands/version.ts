import { readFileSync } from "node:fs";
import { packageFile } from "../input/package-file.js";

/** The package's version, read from its package.json. */
export function version(): string {
  const pkg = JSON.parse(readFileSync(packageFile("package.json"), "utf8")) as {
    version?: unknown;
  };
  return String(pkg.version);
}
