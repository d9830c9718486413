import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type JSONRPCMessage,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { repairingTransport } from "./repairing-transport.js";
import { recordMessages } from "./test-support/record-messages.js";

// JSON-RPC batches (docs/mcp.md, "Batches"): an older client may send several messages as one
// array; each `tools/call` in it is checked as if it came alone, never passed on unchecked.

const tagNote = {
  name: "tag_note",
  inputSchema: {
    type: "object",
    properties: { id: { type: "number" }, tags: { type: "array", items: { type: "string" } } },
    required: ["id"],
    additionalProperties: false,
  },
};

/** A client-side wrapper, driven by hand, in front of an SDK `Server` that records what it gets. */
async function setup() {
  const serverSaw: unknown[] = [];
  const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [tagNote] }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => ({
    content: [{ type: "text", text: JSON.stringify(params.arguments) }],
  }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const connect = server.connect(serverSide);
  recordMessages(serverSide, serverSaw);
  await connect;
  const wrapped = repairingTransport(clientSide, { side: "client", onInvalid: "answer" });
  const received: unknown[] = [];
  wrapped.onmessage = (message) => received.push(message);
  await wrapped.start();
  const settled = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { wrapped, serverSaw, received, settled };
}

const call = (id: number, args: unknown) =>
  ({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: "tag_note", arguments: args },
  }) as const;

describe("repairingTransport with a JSON-RPC batch", () => {
  it("checks each tools/call of a batch: the invalid one answered, the repairable one repaired", async () => {
    const { wrapped, serverSaw, received, settled } = await setup();
    await wrapped.send({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
    await settled();
    received.length = 0;
    serverSaw.length = 0;
    const batch = [call(2, { id: 1, tags: 5, bogus: true }), call(3, { id: "7", tags: '["a"]' })];
    await wrapped.send(batch as unknown as JSONRPCMessage);
    await settled();
    expect(serverSaw).toEqual([call(3, { id: 7, tags: ["a"] })]);
    expect(received).toEqual([
      {
        jsonrpc: "2.0",
        id: 2,
        result: {
          content: [
            {
              type: "text",
              text: "tag_note failed due to the following issues:\nAn unexpected parameter `bogus` was provided\nThe parameter `tags` type is expected as `array` but provided as `number`",
            },
          ],
          isError: true,
        },
      },
      {
        jsonrpc: "2.0",
        id: 3,
        result: { content: [{ type: "text", text: '{"id":7,"tags":["a"]}' }] },
      },
    ]);
  });

  it("holds a batch's call to a tool not listed yet while it lists the tools itself", async () => {
    const { wrapped, serverSaw, received, settled } = await setup();
    const note = { jsonrpc: "2.0", method: "notifications/initialized" };
    await wrapped.send([call(4, { id: 1, bogus: 1 }), note] as unknown as JSONRPCMessage);
    await settled();
    const calls = serverSaw.filter((m) => (m as { method?: string }).method === "tools/call");
    expect(calls).toEqual([]);
    // The rest of the batch went on together, as a batch.
    expect(serverSaw.filter(Array.isArray)).toEqual([[note]]);
    expect(received).toEqual([
      {
        jsonrpc: "2.0",
        id: 4,
        result: {
          content: [
            {
              type: "text",
              text: "tag_note failed due to the following issue:\nAn unexpected parameter `bogus` was provided",
            },
          ],
          isError: true,
        },
      },
    ]);
  });

  it("passes on a batch with no tools/call as it is", async () => {
    const { wrapped, serverSaw, settled } = await setup();
    const batch = [
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", method: "notifications/roots/list_changed" },
    ];
    await wrapped.send(batch as unknown as JSONRPCMessage);
    await settled();
    expect(serverSaw).toEqual([batch]);
    expect(serverSaw[0]).toBe(batch);
  });
});
