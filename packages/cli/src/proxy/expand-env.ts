import type { Result } from "../types.js";

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * `text` with each `${NAME}` expanded, or the name of the first variable that is not set.
 * Expands each `${NAME}` in `text` from `env` (docs/cli.md, "Remote servers"), so a token stays
 * out of a configuration file. Only that form is expanded; a `$` elsewhere is kept as it is.
 */
export function expandEnv(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
): Result<string> {
  let missing: string | undefined;
  const expanded = text.replace(REFERENCE, (whole, name: string) => {
    const value = env[name];
    if (value === undefined) missing ??= name;
    return value ?? whole;
  });
  if (missing !== undefined) {
    return { ok: false, error: `the environment variable ${missing} is not set` };
  }
  return { ok: true, value: expanded };
}
