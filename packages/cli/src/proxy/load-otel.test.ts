import { afterEach, describe, expect, it } from "vitest";
import { loadOtel, OTEL_INSTALL } from "./load-otel.js";

const realConsole = globalThis.console;
afterEach(() => {
  globalThis.console = realConsole;
});

describe("loadOtel (proxy --otel)", () => {
  it("says what to install when @tool-input/otel cannot be loaded", async () => {
    const missing = () => Promise.reject(new Error("Cannot find package '@tool-input/otel'"));
    expect(await loadOtel(missing)).toBe(
      "--otel needs @tool-input/otel, which is not installed (npm install @tool-input/otel @opentelemetry/api@1.9 @opentelemetry/sdk-node@0.223)",
    );
    expect(OTEL_INSTALL).toBe(
      "npm install @tool-input/otel @opentelemetry/api@1.9 @opentelemetry/sdk-node@0.223",
    );
  });

  it("says why when the SDK cannot start", async () => {
    const noSdk = async () => ({
      startFromEnvironment: () =>
        Promise.reject(new Error("[otel] @opentelemetry/sdk-node could not be loaded (…): gone")),
    });
    expect(await loadOtel(noSdk)).toBe(
      "--otel could not start: @opentelemetry/sdk-node could not be loaded (…): gone",
    );
  });

  it("sends console output to stderr, since stdout carries MCP, and flushes at the end", async () => {
    let shutdowns = 0;
    const started = async () => ({
      startFromEnvironment: async () => ({
        telemetry: { onEvent: () => {}, instrument: <T>(v: T) => v, unknownTool: () => {} },
        shutdown: async () => {
          shutdowns += 1;
        },
      }),
    });
    const telemetry = await loadOtel(started);
    expect(typeof telemetry).toBe("object");
    expect(globalThis.console).not.toBe(realConsole);
    if (typeof telemetry === "object") await telemetry.shutdown();
    expect(shutdowns).toBe(1);
  });
});
