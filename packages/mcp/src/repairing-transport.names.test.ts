import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { repairingTransport } from "./repairing-transport.js";
import type { RepairEvent, RepairingTransportOptions } from "./types.js";

// docs/mcp.md, "Names and repeats": a client's wrapped transport against a low-level Server.

const tools = [
  {
    name: "read_text_file",
    inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
  { name: "read_multiple_files", inputSchema: { type: "object" } },
  { name: "list_allowed_directories", inputSchema: { type: "object", properties: {} } },
];

async function setup(
  options: RepairingTransportOptions = {},
  listed: readonly { name: string; inputSchema: Record<string, unknown> }[] = tools,
) {
  const received: { name: string; args: unknown }[] = [];
  const events: RepairEvent[] = [];
  const server = new Server({ name: "fs", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    received.push({ name: params.name, args: params.arguments });
    return { content: [{ type: "text", text: `ran ${params.name}` }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "c", version: "1.0.0" });
  await client.connect(
    repairingTransport(clientSide, {
      side: "client",
      ...options,
      onEvent: (event) => events.push(event),
    }),
  );
  return { client, received, events };
}

describe("repairingTransport: tool names", () => {
  it("sends a misspelled name under the tool's real name, reporting the tool-name repair", async () => {
    const { client, received, events } = await setup();
    const result = await client.callTool({ name: "readTextFile", arguments: { path: "a" } });
    expect(result).toEqual({ content: [{ type: "text", text: "ran read_text_file" }] });
    expect(received).toEqual([{ name: "read_text_file", args: { path: "a" } }]);
    expect(events[0]).toEqual({
      kind: "repaired",
      tool: "read_text_file",
      coercions: [{ path: [], rule: "tool-name", from: "readTextFile", to: "read_text_file" }],
      known: true,
    });
  });

  it("keeps absent arguments absent", async () => {
    const { client, received } = await setup();
    await client.callTool({ name: "ListAllowedDirectories" });
    expect(received).toEqual([{ name: "list_allowed_directories", args: undefined }]);
  });

  it("answers an unknown name with the did-you-mean sentence under onInvalid: answer", async () => {
    const { client, received } = await setup({ onInvalid: "answer" });
    const result = await client.callTool({ name: "read_files", arguments: {} });
    expect(result).toEqual({
      content: [
        {
          type: "text",
          text: "There is no tool named `read_files` (did you mean `read_multiple_files`?)",
        },
      ],
      isError: true,
    });
    expect(received).toEqual([]);
  });

  it("sends every call on when the listing knows no tool", async () => {
    const { client, received } = await setup({ onInvalid: "answer" }, []);
    await client.callTool({ name: "anything", arguments: {} });
    expect(received).toEqual([{ name: "anything", args: {} }]);
  });

  it("keeps the repeat memory when the client lists the same tools again between calls", async () => {
    const { client, received } = await setup({ onInvalid: "answer" });
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) {
      await client.listTools();
      const result = await client.callTool({ name: "read_text_file", arguments: { file: "a" } });
      texts.push((result.content as { text: string }[])[0]?.text ?? "");
    }
    const missing =
      "read_text_file failed due to the following issue:\nThe required parameter `path` is missing";
    const takes = "read_text_file takes `path` (string, required)";
    const repeat =
      "The previous 2 calls to `read_text_file` made the same mistake; change the arguments as described above instead of sending the same call again";
    expect(texts).toEqual([missing, `${missing}\n${takes}`, `${missing}\n${takes}\n${repeat}`]);
    expect(received).toEqual([]);
  });

  it("sends on, as they are, calls to the tools listed past the 10,000 it holds", async () => {
    const schema = { type: "object", properties: { n: { type: "number" } } };
    const many = [{ name: "Read_File", inputSchema: schema }];
    for (let i = 1; i < 10_000; i++) many.push({ name: `t${i}`, inputSchema: schema });
    many.push(
      { name: "read_file", inputSchema: schema },
      { name: "last_tool", inputSchema: schema },
    );
    const { client, received } = await setup({ onInvalid: "answer" }, many);
    await client.listTools();
    const last = await client.callTool({ name: "last_tool", arguments: { n: "1" } });
    await client.callTool({ name: "read_file", arguments: { n: "2" } });
    await client.callTool({ name: "Read_File", arguments: { n: "3" } });
    expect(last).toEqual({ content: [{ type: "text", text: "ran last_tool" }] });
    expect(received).toEqual([
      { name: "last_tool", args: { n: "1" } },
      { name: "read_file", args: { n: "2" } },
      { name: "Read_File", args: { n: 3 } },
    ]);
  });
});
