import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { type RepairEvent, repairingTransport } from "@tool-input/mcp";
import { afterAll, describe, expect, it } from "vitest";
import { createTelemetry } from "./create-telemetry.js";
import { callSpan, inMemoryOtel } from "./test-support/in-memory-otel.js";

// The MCP wrapper's side (docs/observability.md, "The MCP wrapper"): a client whose transport is
// wrapped, its events going to the telemetry, against a server that advertises `run`'s `args` as
// a string while it validates an object; the in-memory exporters read back exact counts and spans.

const rejection =
  "MCP error -32602: Input validation error: Invalid arguments for tool run: Invalid input: expected object, received string at args";
const tools = [
  { name: "count", inputSchema: { type: "object", properties: { n: { type: "number" } } } },
  { name: "run", inputSchema: { type: "object", properties: { args: { type: "string" } } } },
  { name: "lint", inputSchema: { type: "object", properties: {} } },
];

async function session(
  onEvent: (event: RepairEvent) => void,
  onInvalid: "forward" | "answer" = "forward",
) {
  const server = new Server({ name: "s", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const text = (value: string) => ({ content: [{ type: "text", text: value }] });
    if (params.name === "run" && typeof params.arguments?.args === "string") {
      return { ...text(rejection), isError: true };
    }
    if (params.name === "lint") return { ...text("lint failed"), isError: true };
    if (!tools.some((tool) => tool.name === params.name)) {
      throw new McpError(ErrorCode.InvalidParams, `Tool ${params.name} not found`);
    }
    return text(JSON.stringify(params.arguments));
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "c", version: "1.0.0" });
  await client.connect(repairingTransport(clientSide, { side: "client", onEvent, onInvalid }));
  return client;
}

const otel = inMemoryOtel();
afterAll(() => otel.shutdown());

describe("createTelemetry().onEvent on repairingTransport", () => {
  it("a scripted session: exact counters and a span per answered call", async () => {
    const telemetry = createTelemetry(otel);
    const client = await session(telemetry.onEvent);
    await client.callTool({ name: "count", arguments: { n: "5" } });
    await client.callTool({ name: "run", arguments: { args: '{"x":1}' } });
    await client.callTool({ name: "run", arguments: { args: '{"y":2}' } });
    await client.callTool({ name: "lint", arguments: {} });
    await client.callTool({ name: "ghost", arguments: {} }).catch(() => undefined);
    await client.callTool({ name: "count", arguments: { n: "many" } });
    await client.close();

    const tool = "gen_ai.tool.name";
    expect(await otel.counters()).toEqual({
      "tool_input.calls": [
        { attributes: { [tool]: "count", "tool_input.outcome": "ok" }, value: 2 },
        { attributes: { [tool]: "ghost", "tool_input.outcome": "rejected" }, value: 1 },
        { attributes: { [tool]: "lint", "tool_input.outcome": "tool-error" }, value: 1 },
        { attributes: { [tool]: "run", "tool_input.outcome": "ok" }, value: 2 },
      ],
      "tool_input.repairs": [
        { attributes: { [tool]: "count", "tool_input.rule": "number" }, value: 1 },
        { attributes: { [tool]: "run", "tool_input.rule": "json" }, value: 1 },
      ],
      "tool_input.rejections": [
        { attributes: { [tool]: "count", "tool_input.rejected_by": "tool-input" }, value: 1 },
        { attributes: { [tool]: "ghost", "tool_input.rejected_by": "server" }, value: 1 },
        { attributes: { [tool]: "run", "tool_input.rejected_by": "server" }, value: 1 },
      ],
      "tool_input.retries": [{ attributes: { [tool]: "run" }, value: 1 }],
      "tool_input.learned_fields": [{ attributes: { [tool]: "run" }, value: 1 }],
      "tool_input.unknown_tools": [{ attributes: { [tool]: "ghost" }, value: 1 }],
    });

    const spans = otel.spans();
    expect(spans.map(({ durationMs: _, ...span }) => span)).toEqual([
      callSpan("count", "ok", 1, false),
      callSpan("run", "ok", 0, true),
      callSpan("run", "ok", 1, false),
      callSpan("lint", "tool-error", 0, false),
      callSpan("ghost", "rejected", 0, false, false),
      callSpan("count", "ok", 0, false),
    ]);
    for (const span of spans) expect(span.durationMs).toBeGreaterThanOrEqual(0);
  });

  it.each(["forward", "answer"] as const)(
    "bounds made-up tool names on every counter (onInvalid: %s): 100, then (other)",
    async (onInvalid) => {
      const bounded = inMemoryOtel();
      const telemetry = createTelemetry(bounded);
      const client = await session(telemetry.onEvent, onInvalid);
      for (let i = 0; i < 150; i += 1) {
        await client.callTool({ name: `made_up_${i}`, arguments: {} }).catch(() => undefined);
      }
      await client.close();
      const counters = await bounded.counters();
      await bounded.shutdown();
      const outcome = onInvalid === "forward" ? "rejected" : "answered";
      const rejectedBy = onInvalid === "forward" ? "server" : "tool-input";
      const named = (i: number) => ({ "gen_ai.tool.name": `made_up_${i}` });
      const sorted = (points: { attributes: Record<string, unknown>; value: number }[]) =>
        points.sort((a, b) =>
          JSON.stringify(a.attributes).localeCompare(JSON.stringify(b.attributes)),
        );
      const each = (extra: Record<string, string>) =>
        sorted([
          ...Array.from({ length: 100 }, (_, i) => ({
            attributes: { ...named(i), ...extra },
            value: 1,
          })),
          { attributes: { "gen_ai.tool.name": "(other)", ...extra }, value: 50 },
        ]);
      expect(counters["tool_input.rejections"]).toEqual(
        each({ "tool_input.rejected_by": rejectedBy }),
      );
      expect(counters["tool_input.calls"]).toEqual(each({ "tool_input.outcome": outcome }));
      expect(counters["tool_input.unknown_tools"]).toEqual(each({}));
    },
  );

  it("bounds the names of tools the server did not list on retries and learned fields too", async () => {
    // A server that lists no tools and validates `items` as an array: a JSON-text array is
    // rejected, retried decoded, accepted and learned, for each made-up name.
    const server = new Server({ name: "s", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));
    server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
      if (typeof params.arguments?.items === "string") {
        const text = `MCP error -32602: Invalid arguments for tool ${params.name}: Invalid input: expected array, received string at items`;
        return { content: [{ type: "text", text }], isError: true };
      }
      return { content: [{ type: "text", text: "ok" }] };
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const bounded = inMemoryOtel();
    const telemetry = createTelemetry(bounded);
    const client = new Client({ name: "c", version: "1.0.0" });
    await client.connect(
      repairingTransport(clientSide, { side: "client", onEvent: telemetry.onEvent }),
    );
    for (let i = 0; i < 150; i += 1) {
      await client.callTool({ name: `made_up_${i}`, arguments: { items: "[1,2]" } });
    }
    await client.close();
    const counters = await bounded.counters();
    await bounded.shutdown();
    const labels = (metric: string) =>
      new Set((counters[metric] ?? []).map((p) => p.attributes["gen_ai.tool.name"]));
    for (const metric of ["tool_input.retries", "tool_input.learned_fields"]) {
      const names = labels(metric);
      expect(names.size).toBe(101);
      expect(names.has("(other)")).toBe(true);
      expect(names.has("made_up_99")).toBe(true);
      expect(names.has("made_up_100")).toBe(false);
    }
  });

  it("labels a tools/call without a name (unnamed tool), as messages name it", async () => {
    const unnamed = inMemoryOtel();
    const telemetry = createTelemetry(unnamed);
    const client = await session(telemetry.onEvent);
    const request = {
      jsonrpc: "2.0",
      id: 99,
      method: "tools/call",
      params: { arguments: {} },
    } as const;
    const answered = new Promise<void>((resolve) => {
      const onmessage = client.transport?.onmessage;
      if (client.transport !== undefined)
        client.transport.onmessage = (message, extra) => {
          onmessage?.(message, extra);
          if ("id" in message && message.id === 99) resolve();
        };
    });
    await client.transport?.send(request);
    await answered;
    await client.close();
    const counters = await unnamed.counters();
    const spans = unnamed.spans();
    await unnamed.shutdown();
    expect(counters["tool_input.unknown_tools"]).toEqual([
      { attributes: { "gen_ai.tool.name": "(unnamed tool)" }, value: 1 },
    ]);
    expect(spans.map((span) => [span.name, span.attributes["gen_ai.tool.name"]])).toEqual([
      ["tools/call (unnamed tool)", "(unnamed tool)"],
    ]);
  });

  it("starts a call's span at its end when the event's duration is not a finite number", () => {
    const unnamed = inMemoryOtel();
    const telemetry = createTelemetry(unnamed);
    const call = {
      kind: "call",
      tool: "count",
      outcome: "ok",
      repairs: 0,
      retried: false,
    } as const;
    for (const durationMs of [Number.NaN, Number.POSITIVE_INFINITY, -5]) {
      telemetry.onEvent({ ...call, known: true, durationMs });
    }
    // Ended as soon as started: no NaN start, and no negative or endless duration.
    const durations = unnamed.spans().map((span) => span.durationMs);
    expect(durations).toHaveLength(3);
    for (const duration of durations) expect(duration).toBeGreaterThanOrEqual(0);
    for (const duration of durations) expect(duration).toBeLessThan(1_000);
    void unnamed.shutdown();
  });

  it("ignores what it cannot read, and never throws", () => {
    const telemetry = createTelemetry(otel);
    expect(() => telemetry.onEvent({ kind: "nonsense" } as never)).not.toThrow();
    expect(() => telemetry.onEvent(null as never)).not.toThrow();
  });
});
