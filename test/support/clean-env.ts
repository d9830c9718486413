/**
 * The environment of this process without the settings an outer pnpm or vitest run passes down
 * (`npm_config_*`, `VITEST*`, `NODE_OPTIONS`, …), for a child that must behave as it would when
 * a user runs it: `pnpm test` runs the tests that start pnpm, npm and node.
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|PNPM_SCRIPT|INIT_CWD$|NODE_OPTIONS$|NODE_ENV$)/i.test(key)) continue;
    env[key] = value;
  }
  return env;
}
