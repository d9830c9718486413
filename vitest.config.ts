import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const tests = ["packages/*/src/**/*.test.ts", "test/**/*.test.ts"];

// Most test files share their worker's modules (`isolate: false`): importing the packages again
// for each file took more time than the tests themselves. A file that replaces modules or
// globals (`vi.mock` and the like), or changes a module's state for good (marked `@isolated`),
// would leak that into the files after it, so it gets fresh modules of its own (CONTRIBUTING.md,
// "Tests").
const replacesModules =
  /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(|@isolated\b/;

const root = fileURLToPath(new URL(".", import.meta.url));

/** The test files under `dir` that replace modules or globals, relative to the repository. */
function isolatedTests(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : isolatedTests(path);
    const replaces =
      entry.name.endsWith(".test.ts") &&
      replacesModules.test(readFileSync(join(root, path), "utf8"));
    return replaces ? [path] : [];
  });
}

const isolated = [
  ...readdirSync(join(root, "packages")).flatMap((name) =>
    isolatedTests(join("packages", name, "src")),
  ),
  ...isolatedTests("test"),
];

export default defineConfig({
  resolve: {
    conditions: ["@tool-input/source"],
  },
  ssr: {
    resolve: {
      conditions: ["@tool-input/source"],
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: "isolated", include: isolated } },
      {
        extends: true,
        test: { name: "shared", include: tests, exclude: isolated, isolate: false },
      },
    ],
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores, so one on a 2-core machine; many tests
    // wait on child processes (npm installs, MCP servers, the CLI), so two workers keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
