import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type JSONRPCMessage,
  LATEST_PROTOCOL_VERSION,
  ListToolsRequestSchema,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { repairingTransport } from "./repairing-transport.js";
import type { RepairEvent, RepairingTransportOptions } from "./types.js";

// Request ids (docs/mcp.md, "Request ids"): the answers to the wrapper's own requests never reach
// the client, even once nobody waits for them (a listing past `listTimeout`, a cancelled retry).
// The server here is scripted by hand, so that its answers come when each test needs them.

type Request = { id: RequestId; method: string; params?: Record<string, unknown> };

async function setup(options: RepairingTransportOptions) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const requests: Request[] = [];
  const answer = (id: RequestId, result: Record<string, unknown>) =>
    serverSide.send({ jsonrpc: "2.0", id, result } as JSONRPCMessage);
  serverSide.onmessage = (message) => {
    const m = message as Partial<Request>;
    if (m.method === "initialize" && m.id !== undefined) {
      void answer(m.id, {
        protocolVersion: LATEST_PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: "scripted", version: "1.0.0" },
      });
    } else if (m.method !== undefined && m.id !== undefined) {
      requests.push(m as Request);
    }
  };
  await serverSide.start();
  const client = new Client({ name: "c", version: "1.0.0" });
  const clientErrors: string[] = [];
  client.onerror = (error) => clientErrors.push(error.message);
  await client.connect(repairingTransport(clientSide, { side: "client", ...options }));
  /** Waits until the server has got `count` requests. */
  const got = async (count: number) => {
    for (let i = 0; i < 1_000 && requests.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return requests;
  };
  return { client, requests, clientErrors, answer, got };
}

const runTool = {
  name: "run",
  inputSchema: { type: "object", properties: { args: { type: "string" } } },
};

describe("repairingTransport's own request ids", () => {
  it("the answer to a listing that came after listTimeout does not reach the client", async () => {
    const { client, clientErrors, answer, got } = await setup({ listTimeout: 20 });
    const call = client.callTool({ name: "run", arguments: { args: "x" } });
    // The listing times out, so the call goes on unrepaired.
    const [listing, sent] = await got(2);
    expect(listing?.method).toBe("tools/list");
    expect(sent).toMatchObject({ method: "tools/call", id: 1 });
    await answer(1, { content: [{ type: "text", text: "ran" }] });
    expect(await call).toEqual({ content: [{ type: "text", text: "ran" }] });
    await answer((listing as Request).id, { tools: [runTool] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clientErrors).toEqual([]);
  });

  it("the answer to a retry the client cancelled does not reach the client", async () => {
    const { client, clientErrors, answer, got, requests } = await setup({});
    const [listing] = await (async () => {
      const listed = client.listTools();
      const [request] = await got(1);
      await answer((request as Request).id, { tools: [runTool] });
      await listed;
      return [request];
    })();
    expect(listing?.id).toBe(1);
    const aborting = new AbortController();
    const call = client.callTool({ name: "run", arguments: { args: '{"a":1}' } }, undefined, {
      signal: aborting.signal,
    });
    await got(2);
    const rejection = "Invalid arguments: args: Expected object, received string";
    await answer(2, {
      content: [{ type: "text", text: `MCP error -32602: ${rejection}` }],
      isError: true,
    });
    const [, , retry] = await got(3);
    expect(retry).toMatchObject({
      method: "tools/call",
      params: { arguments: { args: { a: 1 } } },
    });
    expect(typeof retry?.id).toBe("string");
    aborting.abort("no longer needed");
    await expect(call).rejects.toThrow("no longer needed");
    await answer((retry as Request).id, { content: [{ type: "text", text: "ran" }] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clientErrors).toEqual([]);
    expect(requests).toHaveLength(3);
  });

  it("two calls under one id: neither is retried on an answer that may be the other's", async () => {
    const rejection = "MCP error -32602: Invalid arguments: args: Expected object, received string";
    const server = new Server({ name: "s", version: "1.0.0" }, { capabilities: { tools: {} } });
    const deployTool = { ...runTool, name: "deploy" };
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [runTool, deployTool],
    }));
    const received: { name: string; args: unknown }[] = [];
    server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
      received.push({ name: params.name, args: params.arguments });
      return params.name === "run"
        ? { content: [{ type: "text", text: rejection }], isError: true }
        : { content: [{ type: "text", text: "deployed" }] };
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const events: RepairEvent[] = [];
    const wrapped = repairingTransport(clientSide, {
      side: "client",
      onEvent: (event) => events.push(event),
    });
    const answers: unknown[] = [];
    wrapped.onmessage = (message) => answers.push(message);
    await wrapped.start();
    const settled = async () => {
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await wrapped.send({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
    await settled();
    const call = (name: string, args: string) =>
      ({
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { name, arguments: { args } },
      }) as JSONRPCMessage;
    await wrapped.send(call("run", '{"cmd":"ls"}'));
    await wrapped.send(call("deploy", '{"env":"prod"}'));
    await settled();
    expect(received).toEqual([
      { name: "run", args: { args: '{"cmd":"ls"}' } },
      { name: "deploy", args: { args: '{"env":"prod"}' } },
    ]);
    expect(answers.slice(1)).toEqual([
      {
        jsonrpc: "2.0",
        id: 7,
        result: { content: [{ type: "text", text: rejection }], isError: true },
      },
      { jsonrpc: "2.0", id: 7, result: { content: [{ type: "text", text: "deployed" }] } },
    ]);
    expect(events).toEqual([]);
    // Once both are answered, the id is the client's to use again, and a call under it is tracked.
    await wrapped.send(call("run", '{"cmd":"pwd"}'));
    await settled();
    expect(events.map((event) => event.kind)).toEqual(["rejection", "retry", "rejection", "call"]);
  });
});
