import { readFileSync } from "node:fs";

/** The package's version, read from its package.json (two folders up from src/commands/ and dist/commands/). */
export function version(): string {
  const url = new URL("../../package.json", import.meta.url);
  const pkg = JSON.parse(readFileSync(url, "utf8")) as { version?: unknown };
  return String(pkg.version);
}
