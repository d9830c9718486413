import { Console } from "node:console";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RepairEvent } from "@tool-input/mcp";

/** What `proxy --otel` records events with, and how it flushes them at the end. */
export interface ProxyTelemetry {
  readonly onEvent: (event: RepairEvent) => void;
  shutdown(): Promise<void>;
}

type OtelModule = Pick<typeof import("@tool-input/otel"), "startFromEnvironment">;

/** `@tool-input/otel` from beside this package, else from the current directory's project. */
async function importOtel(): Promise<OtelModule> {
  try {
    return await import("@tool-input/otel");
  } catch {
    const local = createRequire(join(process.cwd(), "package.json"));
    return import(pathToFileURL(local.resolve("@tool-input/otel")).href);
  }
}

/** How long the end of the proxy waits for the exporters to flush. */
const SHUTDOWN_MS = 5000;

/** The install line `proxy --otel` prints when the integration is missing (docs/observability.md). */
export const OTEL_INSTALL =
  "npm install @tool-input/otel @opentelemetry/api@1.9 @opentelemetry/sdk-node@0.223";

/**
 * Loads `@tool-input/otel` (an optional peer: beside this package, or in the current
 * directory's project) and starts the OpenTelemetry SDK from the `OTEL_*` environment
 * variables. The proxy's stdout carries MCP, so console output (the SDK's console exporters,
 * its diagnostics) is sent to stderr from here on. One line of text when it cannot start.
 */
export async function loadOtel(
  load: () => Promise<OtelModule> = importOtel,
): Promise<ProxyTelemetry | string> {
  let otel: OtelModule;
  try {
    otel = await load();
  } catch {
    return `--otel needs @tool-input/otel, which is not installed (${OTEL_INSTALL})`;
  }
  globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });
  try {
    const started = await otel.startFromEnvironment({ serviceName: "tool-input-proxy" });
    return {
      onEvent: started.telemetry.onEvent,
      shutdown: () =>
        Promise.race([
          started.shutdown().catch(() => undefined),
          new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_MS).unref()),
        ]),
    };
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).replace(/^\[otel\] /, "");
    return `--otel could not start: ${why}`;
  }
}
