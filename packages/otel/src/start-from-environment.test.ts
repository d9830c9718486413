import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The service name startFromEnvironment gives the SDK's resource (docs/observability.md, "The
// proxy"): `OTEL_SERVICE_NAME`, else `service.name` of `OTEL_RESOURCE_ATTRIBUTES`, else the
// caller's default; an empty variable is unset, as the OpenTelemetry specification reads it. The
// cases run in a child process, one after another: the SDK reads the environment and registers
// global providers, which the child unregisters between cases.

const cases: readonly [Record<string, string>, string][] = [
  [{}, "tool-input-proxy"],
  [{ OTEL_SERVICE_NAME: "from-name" }, "from-name"],
  [{ OTEL_RESOURCE_ATTRIBUTES: "service.name=from-attributes" }, "from-attributes"],
  [
    { OTEL_RESOURCE_ATTRIBUTES: "deployment.environment=prod,service.name=from%20attributes" },
    "from attributes",
  ],
  [
    { OTEL_SERVICE_NAME: "from-name", OTEL_RESOURCE_ATTRIBUTES: "service.name=from-attributes" },
    "from-name",
  ],
  [{ OTEL_SERVICE_NAME: "" }, "tool-input-proxy"],
  [
    { OTEL_SERVICE_NAME: "", OTEL_RESOURCE_ATTRIBUTES: "service.name=from-attributes" },
    "from-attributes",
  ],
  [{ OTEL_RESOURCE_ATTRIBUTES: "" }, "tool-input-proxy"],
  [{ OTEL_RESOURCE_ATTRIBUTES: "deployment.environment=prod" }, "tool-input-proxy"],
];

const child = `
import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { startFromEnvironment } from "@tool-input/otel";
const names = [];
for (const variables of JSON.parse(process.env.CASES)) {
  delete process.env.OTEL_SERVICE_NAME;
  delete process.env.OTEL_RESOURCE_ATTRIBUTES;
  Object.assign(process.env, variables);
  const { shutdown } = await startFromEnvironment({ serviceName: "tool-input-proxy" });
  const span = trace.getTracer("test").startSpan("read-the-resource");
  names.push(span.resource.attributes["service.name"]);
  await shutdown();
  for (const api of [trace, metrics, propagation, context]) api.disable();
}
process.stdout.write(JSON.stringify(names));
`;

describe("startFromEnvironment({ serviceName }): the resource's service.name", () => {
  it("OTEL_SERVICE_NAME, else service.name of OTEL_RESOURCE_ATTRIBUTES, else the default", async () => {
    const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith("OTEL_"));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--conditions=@tool-input/source",
        "--import",
        "tsx",
        "--input-type=module",
        "--eval",
        child,
      ],
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        timeout: 60_000,
        env: {
          ...Object.fromEntries(inherited),
          // A span processor, so that the SDK registers a tracer provider; the span never ends.
          OTEL_TRACES_EXPORTER: "console",
          OTEL_METRICS_EXPORTER: "none",
          OTEL_LOGS_EXPORTER: "none",
          CASES: JSON.stringify(cases.map(([variables]) => variables)),
        },
      },
    );
    const names = JSON.parse(stdout) as unknown[];
    expect(cases.map(([variables], i) => [variables, names[i]])).toEqual(cases);
  });
});
