import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createTelemetry } from "@tool-input/otel";
import { afterAll, describe, expect, it } from "vitest";
import { LineTransport } from "../packages/cli/src/proxy/line-transport.js";
import { runProxy } from "../packages/cli/src/proxy/run-proxy.js";
import type { CliIo } from "../packages/cli/src/terminal/cli-io.js";
import { callSpan, inMemoryOtel } from "../packages/otel/src/test-support/in-memory-otel.js";
import { connect, fixture } from "./support/proxy.js";

// The proxy's side (docs/observability.md, "The proxy"): a scripted session against a server that
// advertises `run`'s `args` as a string while it validates an object. In process, with the SDK's
// in-memory exporters; then the built bin with `--otel`, configured by the OTEL_* variables only,
// exporting OTLP/JSON to a collector this test runs.

const server = [process.execPath, fixture("mis-advertising-server.mjs")];
const tool = "gen_ai.tool.name";

/** The session: a retry that teaches, a learned repair, a tool error, an unknown tool, an invalid call sent on. */
async function script(client: Client): Promise<void> {
  await client.callTool({ name: "run", arguments: { command: "ls", args: '{"x":1}' } });
  await client.callTool({ name: "run", arguments: { command: "ls", args: '{"y":2}' } });
  await client.callTool({ name: "lint", arguments: { rules: "x" } });
  await client.callTool({ name: "ghost", arguments: {} }).catch(() => undefined);
  await client.callTool({ name: "run", arguments: { args: {} } });
}

const expectedCounters = {
  "tool_input.calls": [
    { attributes: { [tool]: "ghost", "tool_input.outcome": "rejected" }, value: 1 },
    { attributes: { [tool]: "lint", "tool_input.outcome": "tool-error" }, value: 1 },
    { attributes: { [tool]: "run", "tool_input.outcome": "ok" }, value: 3 },
  ],
  "tool_input.repairs": [{ attributes: { [tool]: "run", "tool_input.rule": "json" }, value: 1 }],
  "tool_input.rejections": [
    { attributes: { [tool]: "ghost", "tool_input.rejected_by": "server" }, value: 1 },
    { attributes: { [tool]: "run", "tool_input.rejected_by": "server" }, value: 1 },
    { attributes: { [tool]: "run", "tool_input.rejected_by": "tool-input" }, value: 1 },
  ],
  "tool_input.retries": [{ attributes: { [tool]: "run" }, value: 1 }],
  "tool_input.learned_fields": [{ attributes: { [tool]: "run" }, value: 1 }],
  "tool_input.unknown_tools": [{ attributes: { [tool]: "ghost" }, value: 1 }],
};

const expectedSpans = [
  callSpan("run", "ok", 0, true),
  callSpan("run", "ok", 1, false),
  callSpan("lint", "tool-error", 0, false),
  callSpan("ghost", "rejected", 0, false, false),
  callSpan("run", "ok", 0, false),
];

describe("the proxy's events, in process, through the in-memory exporters", () => {
  it("exact counters and a span per proxied call", async () => {
    const otel = inMemoryOtel();
    const toProxy = new PassThrough();
    const fromProxy = new PassThrough();
    let stderr = "";
    const io: CliIo = {
      writeOut: () => {},
      writeErr: (text) => {
        stderr += text;
      },
      stderrIsTTY: false,
      readStdin: async () => "",
    };
    const [command, ...args] = server as [string, ...string[]];
    const ended = runProxy(
      {
        server: { kind: "command", command, args },
        answer: false,
        telemetry: createTelemetry(otel),
      },
      { input: toProxy, output: fromProxy },
      io,
    );
    const client = new Client({ name: "t", version: "0.0.0" });
    await client.connect(new LineTransport(fromProxy, toProxy));
    await script(client);
    await client.close();
    expect(await ended).toBe(0);
    expect(stderr).toBe("");
    expect(await otel.counters()).toEqual(expectedCounters);
    expect(otel.spans().map(({ durationMs: _, ...span }) => span)).toEqual(expectedSpans);
    await otel.shutdown();
  });
});

/** What an OTLP/JSON collector received. */
interface Received {
  traces: unknown[];
  metrics: unknown[];
}

type OtlpValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };

function attributesOf(list: readonly OtlpAttribute[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, value } of list) {
    out[key] =
      value.stringValue ??
      value.boolValue ??
      (value.intValue === undefined ? undefined : Number(value.intValue));
  }
  return out;
}

let collector: Server | undefined;
afterAll(() => collector?.close());

describe("tool-input proxy --otel, configured by the OTEL_* environment variables", () => {
  it("exports the same counters and spans over OTLP/JSON, under service.name tool-input-proxy", async () => {
    const received: Received = { traces: [], metrics: [] };
    collector = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      request.on("end", () => {
        const list = request.url === "/v1/traces" ? received.traces : received.metrics;
        list.push(JSON.parse(body));
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => collector?.listen(0, "127.0.0.1", resolve));
    const { port } = collector.address() as AddressInfo;
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_TRACES_EXPORTER: "otlp",
      OTEL_METRICS_EXPORTER: "otlp",
      OTEL_LOGS_EXPORTER: "none",
    };
    const saved = { ...process.env };
    Object.assign(process.env, env);
    delete process.env.OTEL_SERVICE_NAME;
    let connection: Awaited<ReturnType<typeof connect>>;
    try {
      connection = await connect(server, ["--otel"]);
    } finally {
      process.env = saved;
    }
    await script(connection.client);
    await connection.client.close();
    // The proxy flushes as it ends: wait for both exports.
    for (
      let i = 0;
      i < 100 && (received.traces.length === 0 || received.metrics.length === 0);
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(connection.stderr()).toBe("");

    const resourceSpans = received.traces.flatMap(
      (body) =>
        (
          body as {
            resourceSpans: {
              resource: { attributes: OtlpAttribute[] };
              scopeSpans: {
                spans: {
                  name: string;
                  attributes: OtlpAttribute[];
                  status: { code?: number; message?: string };
                }[];
              }[];
            }[];
          }
        ).resourceSpans,
    );
    expect(attributesOf(resourceSpans[0]?.resource.attributes ?? [])["service.name"]).toBe(
      "tool-input-proxy",
    );
    const spans = resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    expect(
      spans.map((span) => ({
        name: span.name,
        attributes: attributesOf(span.attributes),
        status: span.status.code === 2 ? { code: 2, message: span.status.message } : { code: 0 },
      })),
    ).toEqual(expectedSpans);

    type OtlpMetric = {
      name: string;
      sum: {
        dataPoints: { attributes: OtlpAttribute[]; asDouble?: number; asInt?: number | string }[];
      };
    };
    const last = received.metrics.at(-1) as {
      resourceMetrics: { scopeMetrics: { metrics: OtlpMetric[] }[] }[];
    };
    const counters: Record<string, unknown[]> = {};
    for (const metric of last.resourceMetrics.flatMap((r) =>
      r.scopeMetrics.flatMap((s) => s.metrics),
    )) {
      counters[metric.name] = metric.sum.dataPoints
        .map((point) => ({
          attributes: attributesOf(point.attributes),
          value: Number(point.asDouble ?? point.asInt),
        }))
        .sort((a, b) => JSON.stringify(a.attributes).localeCompare(JSON.stringify(b.attributes)));
    }
    expect(counters).toEqual(expectedCounters);
  });
});
