import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

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
    include: ["packages/*/src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores, so one on a 2-core machine; many tests
    // wait on child processes (npm installs, MCP servers, the CLI), so two workers keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
