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
  },
});
