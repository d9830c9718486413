import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { repairingTransport } from "./repairing-transport.js";
import { recordMessages } from "./test-support/record-messages.js";
import type { RepairEvent, RepairingTransportOptions } from "./types.js";

// An McpServer with registerTool and zod schemas, on a repairingTransport (docs/mcp.md, "On a
// server"): the SDK validates with zod in private methods, so the transport is the only hook.

const inputSchema = {
  path: z.string(),
  tags: z.array(z.string()),
  options: z.object({ recursive: z.boolean() }),
  dryRun: z.boolean(),
  limit: z.number(),
};

interface Setup {
  readonly client: Client;
  readonly mcp: McpServer;
  /** The arguments each handler call received. */
  readonly received: unknown[];
  /** Every message the server's own transport was given, in order. */
  readonly serverSaw: JSONRPCMessage[];
  /** Every message the client received. */
  readonly clientSaw: JSONRPCMessage[];
  readonly events: RepairEvent[];
  readonly clientErrors: Error[];
}

async function setup(options: RepairingTransportOptions = {}, wrap = true): Promise<Setup> {
  const received: unknown[] = [];
  const events: RepairEvent[] = [];
  const mcp = new McpServer({ name: "zod-server", version: "1.0.0" });
  mcp.registerTool("files", { inputSchema }, async (args) => {
    received.push(args);
    return { content: [{ type: "text", text: "done" }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const serverSaw: JSONRPCMessage[] = [];
  const clientSaw: JSONRPCMessage[] = [];
  const transport: Transport = wrap
    ? repairingTransport(serverSide, { ...options, onEvent: (event) => events.push(event) })
    : serverSide;
  // Record what reaches the McpServer, after the wrapper.
  const connect = mcp.connect(transport);
  recordMessages(transport, serverSaw);
  await connect;
  const client = new Client({ name: "test-client", version: "1.0.0" });
  const clientErrors: Error[] = [];
  client.onerror = (error) => clientErrors.push(error);
  await client.connect(clientSide);
  const clientOnMessage = clientSide.onmessage;
  clientSide.onmessage = (message, extra) => {
    clientSaw.push(message);
    clientOnMessage?.(message, extra);
  };
  return { client, mcp, received, serverSaw, clientSaw, events, clientErrors };
}

const stringified = {
  path: "a.txt",
  tags: '["x","y"]',
  options: '{"recursive":true}',
  dryRun: "false",
  limit: "30",
};
const repaired = {
  path: "a.txt",
  tags: ["x", "y"],
  options: { recursive: true },
  dryRun: false,
  limit: 30,
};

describe("repairingTransport on an McpServer with zod schemas", () => {
  it("without it, the server rejects stringified arrays, objects, booleans and numbers", async () => {
    const { client, received } = await setup({}, false);
    const result = await client.callTool({ name: "files", arguments: stringified });
    expect(result.isError).toBe(true);
    expect(received).toEqual([]);
  });

  it("with it, they reach the handler repaired", async () => {
    const { client, received, events } = await setup();
    await client.listTools();
    const result = await client.callTool({ name: "files", arguments: stringified });
    expect(result).toEqual({ content: [{ type: "text", text: "done" }] });
    expect(received).toEqual([repaired]);
    expect(events.filter((e) => e.kind === "repaired")).toHaveLength(1);
    expect(events.at(-1)).toEqual({
      kind: "call",
      tool: "files",
      input: stringified,
      outcome: "ok",
      repairs: 4,
      retried: false,
      known: true,
      durationMs: expect.any(Number),
    });
  });

  it("tools/list still advertises the full schema", async () => {
    const direct = await (await setup({}, false)).client.listTools();
    const wrapped = await (await setup()).client.listTools();
    expect(wrapped).toEqual(direct);
    const properties = wrapped.tools[0]?.inputSchema.properties;
    expect(properties?.tags).toEqual({ type: "array", items: { type: "string" } });
    expect(wrapped.tools[0]?.inputSchema.required).toEqual(Object.keys(inputSchema));
  });

  it("a call before any listing makes the wrapper list itself; the client never sees that answer", async () => {
    const { client, received, serverSaw, clientSaw, clientErrors } = await setup();
    const before = clientSaw.length;
    await client.callTool({ name: "files", arguments: stringified });
    expect(received).toEqual([repaired]);
    const listing = serverSaw.find((m) => "method" in m && m.method === "tools/list");
    expect(listing).toMatchObject({ id: expect.stringMatching(/^tool-input:[0-9a-f-]{36}:0$/) });
    // The client received one message after connecting: the answer to its own call.
    expect(clientSaw.slice(before).map((m) => ("id" in m ? m.id : undefined))).toEqual([1]);
    expect(clientErrors).toEqual([]);
  });

  it('onInvalid "answer" answers an unrepairable call with tool-input\'s message', async () => {
    const { client, received, serverSaw } = await setup({ onInvalid: "answer" });
    await client.listTools();
    const calls = () => serverSaw.filter((m) => "method" in m && m.method === "tools/call");
    const result = await client.callTool({
      name: "files",
      // A number for an array of strings: rule wrap cannot help (the item schema refuses it).
      arguments: { path: "a.txt", tags: 5 },
    });
    expect(result).toEqual({
      content: [
        {
          type: "text",
          text: "files failed due to the following issues:\nThe required parameter `options` is missing\nThe required parameter `dryRun` is missing\nThe required parameter `limit` is missing\nThe parameter `tags` type is expected as `array` but provided as `number`",
        },
      ],
      isError: true,
    });
    expect(calls()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('onInvalid "forward" (the default) lets the server answer', async () => {
    const { client, serverSaw } = await setup();
    await client.listTools();
    const result = await client.callTool({ name: "files", arguments: { path: "a.txt" } });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      { type: "text", text: expect.stringMatching(/^MCP error -32602: Input validation error: /) },
    ]);
    expect(serverSaw.filter((m) => "method" in m && m.method === "tools/call")).toHaveLength(1);
  });

  it("tools/list_changed drops what was learned; the next call lists again", async () => {
    const { client, mcp, received, serverSaw } = await setup();
    await client.listTools();
    mcp.registerTool("count", { inputSchema: { n: z.number() } }, async ({ n }) => {
      received.push(n);
      return { content: [{ type: "text", text: String(n) }] };
    });
    const result = await client.callTool({ name: "count", arguments: { n: "7" } });
    expect(result).toEqual({ content: [{ type: "text", text: "7" }] });
    expect(received).toEqual([7]);
    const ownListings = serverSaw.filter(
      (m) => "method" in m && m.method === "tools/list" && "id" in m && typeof m.id === "string",
    );
    expect(ownListings).toHaveLength(1);
  });

  it("passes every other message through unchanged", async () => {
    const direct = await setup({}, false);
    const wrapped = await setup();
    for (const { client } of [direct, wrapped]) {
      await client.ping();
      await client.listTools();
    }
    expect(wrapped.serverSaw).toEqual(direct.serverSaw);
    expect(wrapped.clientSaw).toEqual(direct.clientSaw);
  });
});
