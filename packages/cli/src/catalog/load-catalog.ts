import { parseJson } from "../input/parse-json.js";
import { readTextFile } from "../input/read-text-file.js";
import type { CliIo } from "../terminal/cli-io.js";
import type { Catalog, Result } from "../types.js";
import { catalogFromJson } from "./catalog-from-json.js";
import { SAMPLE, samplePaths } from "./sample-path.js";

/** Options of `loadCatalog`. */
export interface LoadCatalogOptions {
  /** The name a failure line gives the file; default the path, `stdin` for `-`. */
  readonly label?: string | undefined;
  /** Where `-` reads standard input from; default the process's own. */
  readonly io?: CliIo | undefined;
}

/**
 * Reads a tool catalog file in any supported format: `-` reads standard input, `sample` the
 * bundled sample catalog. Never throws: a failure is one line that names the file
 * (`tools.json: no such file`, `tools.json:3: not valid JSON: …`).
 */
export async function loadCatalog(
  path: string,
  options?: LoadCatalogOptions,
): Promise<Result<Catalog>> {
  const label = options?.label ?? (path === "-" ? "stdin" : path);
  const text = await readTextFile(path === SAMPLE ? samplePaths.tools : path, label, options?.io);
  if (!text.ok) return text;
  const json = parseJson(text.value);
  if (!json.ok) {
    const at = json.error.line === undefined ? label : `${label}:${json.error.line}`;
    return { ok: false, error: `${at}: not valid JSON: ${json.error.message}` };
  }
  const catalog = catalogFromJson(json.value);
  return catalog.ok ? catalog : { ok: false, error: `${label}: ${catalog.error}` };
}
