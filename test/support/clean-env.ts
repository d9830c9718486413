// How to reach the registry: a user's settings, which the children need as much as we do.
const registrySettings =
  /^npm_config_(registry|@[^:]+:registry|proxy|https_proxy|noproxy|cafile|strict_ssl)$/i;

/**
 * The environment of this process without the settings an outer pnpm or vitest run passes down
 * (`npm_*`, `VITEST*`, `NODE_OPTIONS`, …), for a child that must behave as it would when a user
 * runs it: `pnpm test` runs the tests that start pnpm, npm and node. Registry and proxy settings
 * given as `npm_config_*` variables are kept.
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const runnerSetting = /^(npm_|VITEST|PNPM_SCRIPT|INIT_CWD$|NODE_OPTIONS$|NODE_ENV$)/i;
    if (runnerSetting.test(key) && !registrySettings.test(key)) continue;
    env[key] = value;
  }
  return env;
}
