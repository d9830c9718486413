import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type JSONRPCMessage,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, describe, expect, it } from "vitest";
import { repairingTransport } from "./repairing-transport.js";
import { recordMessages } from "./test-support/record-messages.js";
import type { RepairEvent, RepairingTransportOptions } from "./types.js";

// The client side (docs/mcp.md, "On a client"): a Client whose transport is wrapped, against a
// low-level Server that pages its tool list and advertises `run`'s `args` as a string while it
// validates an object, answering as an McpServer does (an isError result).

const dir = mkdtempSync(join(tmpdir(), "tool-input-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pages = [
  {
    tools: [
      { name: "count", inputSchema: { type: "object", properties: { n: { type: "number" } } } },
    ],
    nextCursor: "2",
  },
  {
    tools: [
      { name: "tag", inputSchema: { type: "object", properties: { tags: { type: "array" } } } },
      { name: "run", inputSchema: { type: "object", properties: { args: { type: "string" } } } },
    ],
  },
];

const rejection =
  "MCP error -32602: Input validation error: Invalid arguments for tool run: Invalid input: expected object, received string at args";

async function setup(options: RepairingTransportOptions = {}) {
  const received: { name: string; args: unknown }[] = [];
  const serverSaw: JSONRPCMessage[] = [];
  const events: RepairEvent[] = [];
  const server = new Server({ name: "paged", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(
    ListToolsRequestSchema,
    async ({ params }) => pages[params?.cursor === "2" ? 1 : 0] ?? {},
  );
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    received.push({ name: params.name, args: params.arguments });
    if (params.name === "run" && typeof params.arguments?.args === "string") {
      return { content: [{ type: "text", text: rejection }], isError: true };
    }
    return { content: [{ type: "text", text: JSON.stringify(params.arguments) }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const connect = server.connect(serverSide);
  recordMessages(serverSide, serverSaw);
  await connect;
  const client = new Client({ name: "c", version: "1.0.0" });
  const clientErrors: Error[] = [];
  client.onerror = (error) => clientErrors.push(error);
  await client.connect(
    repairingTransport(clientSide, {
      side: "client",
      ...options,
      onEvent: (event) => {
        events.push(event);
        options.onEvent?.(event);
      },
    }),
  );
  const listings = () =>
    serverSaw
      .filter((m) => "method" in m && m.method === "tools/list")
      .map((m) => ("params" in m ? m.params : undefined));
  return { client, received, serverSaw, events, clientErrors, listings };
}

describe("repairingTransport on a client", () => {
  it("learns every page the client lists", async () => {
    const { client, received, listings } = await setup();
    const first = await client.listTools();
    await client.listTools({ cursor: first.nextCursor as string });
    await client.callTool({ name: "tag", arguments: { tags: '["a"]' } });
    expect(received).toEqual([{ name: "tag", args: { tags: ["a"] } }]);
    expect(listings()).toEqual([undefined, { cursor: "2" }]);
  });

  it("lists every page itself before a call to a tool it has not seen", async () => {
    const { client, received, listings, clientErrors } = await setup();
    const result = await client.callTool({ name: "tag", arguments: { tags: '["a"]' } });
    expect(result).toEqual({ content: [{ type: "text", text: '{"tags":["a"]}' }] });
    expect(received).toEqual([{ name: "tag", args: { tags: ["a"] } }]);
    expect(listings()).toEqual([{}, { cursor: "2" }]);
    expect(clientErrors).toEqual([]);
    // Listed in full: an unknown tool is sent on without another listing.
    await client.callTool({ name: "nope", arguments: {} });
    expect(listings()).toHaveLength(2);
  });

  it("retries a call rejected for JSON text, learns, and decodes the next call before sending", async () => {
    const learned = join(dir, "learned.json");
    const { client, received, events } = await setup({ learned });
    const first = await client.callTool({ name: "run", arguments: { args: '{"x":1}' } });
    expect(first).toEqual({ content: [{ type: "text", text: '{"args":{"x":1}}' }] });
    expect(events).toEqual([
      { kind: "rejection", tool: "run", message: rejection, known: true },
      { kind: "retry", tool: "run", fields: ["args"], known: true },
      { kind: "learned", tool: "run", fields: { args: "object" }, known: true },
      {
        kind: "call",
        tool: "run",
        input: { args: '{"x":1}' },
        outcome: "ok",
        repairs: 0,
        retried: true,
        known: true,
        durationMs: expect.any(Number),
      },
    ]);
    expect(JSON.parse(readFileSync(learned, "utf8"))).toEqual({
      tools: { run: { args: "object" } },
    });
    events.length = 0;
    await client.callTool({ name: "run", arguments: { args: '{"y":2}' } });
    expect(events.map((e) => e.kind)).toEqual(["repaired", "call"]);
    expect(received.map((r) => r.args)).toEqual([
      { args: '{"x":1}' },
      { args: { x: 1 } },
      { args: { y: 2 } },
    ]);
  });

  it("starts from a saved learned file", async () => {
    const learned = join(dir, "saved.json");
    writeFileSync(learned, JSON.stringify({ tools: { run: { args: "object" } } }));
    const { client, received } = await setup({ learned });
    await client.callTool({ name: "run", arguments: { args: '{"z":3}' } });
    expect(received.map((r) => r.args)).toEqual([{ args: { z: 3 } }]);
  });

  it("lists a tool of the learned file first, and repairs against its listed schema with the correction on top", async () => {
    const learned = join(dir, "count.json");
    writeFileSync(learned, JSON.stringify({ tools: { count: { x: "object" } } }));
    const { client, received, listings } = await setup({ learned, onInvalid: "answer" });
    await client.callTool({ name: "count", arguments: { n: "2", x: '{"a":1}' } });
    const invalid = await client.callTool({ name: "count", arguments: { n: "two" } });
    expect(listings()).toEqual([{}, { cursor: "2" }]);
    expect(received).toEqual([{ name: "count", args: { n: 2, x: { a: 1 } } }]);
    expect(invalid).toEqual({
      content: [
        {
          type: "text",
          text: "count failed due to the following issue:\nThe parameter `n` type is expected as `number` but provided as `string`",
        },
      ],
      isError: true,
    });
  });

  it("does not retry when retry is false", async () => {
    const { client, received } = await setup({ retry: false });
    const result = await client.callTool({ name: "run", arguments: { args: '{"x":1}' } });
    expect(result).toEqual({ content: [{ type: "text", text: rejection }], isError: true });
    expect(received).toHaveLength(1);
  });

  it("a listener that throws does not break the session", async () => {
    const { client } = await setup({
      onEvent: () => {
        throw new Error("listener bug");
      },
    });
    const result = await client.callTool({ name: "count", arguments: { n: "2" } });
    expect(result).toEqual({ content: [{ type: "text", text: '{"n":2}' }] });
  });
});
