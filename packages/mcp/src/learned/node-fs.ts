import type * as Fs from "node:fs";

/**
 * Node.js's `fs`, where the runtime has it (`process.getBuiltinModule`, Node.js 20.16 and later,
 * Deno, Bun), else `undefined`. Reached at run time and only for a learned file, so the package
 * bundles for browsers and Workers with no Node.js built-in in it (docs/install.md, "Browsers
 * and Workers").
 */
export function nodeFs(): typeof Fs | undefined {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return typeof host?.getBuiltinModule === "function"
    ? (host.getBuiltinModule("node:fs") as typeof Fs | undefined)
    : undefined;
}
