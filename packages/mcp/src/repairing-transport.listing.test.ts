import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { repairingTransport } from "./repairing-transport.js";
import type { RepairingTransportOptions } from "./types.js";

// Listing (docs/mcp.md, "Listing"): only a listing whose last page was learned is complete; one
// that failed teaches what its pages held and no more, so the wrapper never takes a tool it has
// not seen for unknown, nor renames a call to a tool seen so far.

const numberSchema = { type: "object", properties: { n: { type: "number" } } };
const pages = [
  { tools: [{ name: "Read-File", inputSchema: numberSchema }], nextCursor: "2" },
  {
    tools: [
      { name: "search_files", inputSchema: numberSchema },
      { name: "read_file", inputSchema: numberSchema },
    ],
  },
];

/** Answers `tools/list` request number `n` (from 0) for `cursor`, or throws to answer with an error. */
type Lister = (n: number, cursor: string | undefined, server: Server) => unknown | Promise<unknown>;

async function setup(lister: Lister, options: RepairingTransportOptions = {}) {
  const received: { name: string; args: unknown }[] = [];
  const listings: (string | undefined)[] = [];
  const server = new Server({ name: "paged", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async ({ params }) => {
    listings.push(params?.cursor);
    return (await lister(listings.length - 1, params?.cursor, server)) as { tools: [] };
  });
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    received.push({ name: params.name, args: params.arguments });
    return { content: [{ type: "text", text: "ran" }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "c", version: "1.0.0" });
  await client.connect(repairingTransport(clientSide, { side: "client", ...options }));
  return { client, received, listings };
}

const busy = () => {
  throw new McpError(-32603, "busy");
};

describe("repairingTransport listing", () => {
  it("of two tools a listing names alike, on two pages, calls are checked against the first", async () => {
    const numbers = { type: "object", properties: { n: { type: "number" } } };
    const strings = { type: "object", properties: { n: { type: "string" } } };
    const twoPages = (_n: number, cursor: string | undefined) =>
      cursor === undefined
        ? { tools: [{ name: "dup", inputSchema: numbers }], nextCursor: "2" }
        : { tools: [{ name: "dup", inputSchema: strings }] };
    const { client, received } = await setup(twoPages);
    await client.callTool({ name: "dup", arguments: { n: "5" } });
    expect(received).toEqual([{ name: "dup", args: { n: 5 } }]);
  });

  it("a tool listed without an object inputSchema is a tool: its call is sent on unchecked", async () => {
    const events: unknown[] = [];
    const listed = { tools: [{ name: "ping" }, { name: "add", inputSchema: numberSchema }] };
    const { client, received } = await setup(() => listed, {
      onInvalid: "answer",
      onEvent: (event) => events.push(event),
    });
    const result = await client.callTool({ name: "ping", arguments: {} });
    expect(result).toEqual({ content: [{ type: "text", text: "ran" }] });
    expect(received).toEqual([{ name: "ping", args: {} }]);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: "call", tool: "ping", known: true }),
    );
  });

  it("an error answer to the client's tools/list completes nothing: the wrapper lists itself", async () => {
    const tagNote = {
      name: "tag_note",
      inputSchema: {
        type: "object",
        properties: { id: { type: "number" } },
        required: ["id"],
        additionalProperties: false,
      },
    };
    const { client, received, listings } = await setup(
      (n) => (n === 0 ? busy() : { tools: [tagNote] }),
      { onInvalid: "answer" },
    );
    await expect(client.listTools()).rejects.toThrow("MCP error -32603: busy");
    const result = await client.callTool({ name: "tag_note", arguments: { id: "7", bogus: 1 } });
    expect(result).toEqual({
      content: [
        {
          type: "text",
          text: "tag_note failed due to the following issue:\nAn unexpected parameter `bogus` was provided",
        },
      ],
      isError: true,
    });
    expect(received).toEqual([]);
    expect(listings).toEqual([undefined, undefined]);
  });

  it("a page the client's listing did not get leaves the listing incomplete", async () => {
    const { client, received, listings } = await setup(
      (n, cursor) => (n === 1 ? busy() : pages[cursor === "2" ? 1 : 0]),
      { onInvalid: "answer" },
    );
    await client.listTools();
    await expect(client.listTools({ cursor: "2" })).rejects.toThrow("MCP error -32603: busy");
    await client.callTool({ name: "search_files", arguments: { n: "1" } });
    await client.callTool({ name: "read_file", arguments: { n: "2" } });
    expect(received).toEqual([
      { name: "search_files", args: { n: 1 } },
      { name: "read_file", args: { n: 2 } },
    ]);
    expect(listings).toEqual([undefined, "2", undefined, "2"]);
  });

  it("after its own listing failed part way, a call to a tool not seen goes on as it is", async () => {
    const { client, received, listings } = await setup(
      (_, cursor) => (cursor === "2" ? busy() : pages[0]),
      { onInvalid: "answer" },
    );
    const unseen = await client.callTool({ name: "read_file", arguments: { n: "1" } });
    expect(unseen).toEqual({ content: [{ type: "text", text: "ran" }] });
    await client.callTool({ name: "Read-File", arguments: { n: "2" } });
    expect(received).toEqual([
      { name: "read_file", args: { n: "1" } },
      { name: "Read-File", args: { n: 2 } },
    ]);
    // Not listed again for the second call.
    expect(listings).toEqual([undefined, "2"]);
  });

  it("a tools/list_changed while the wrapper lists starts its listing again", async () => {
    // server-everything says its tools changed while the proxy's first listing is out.
    const changing: Lister = async (n, _, server) => {
      if (n === 0) await server.sendToolListChanged();
      return { tools: pages[1]?.tools };
    };
    const { client, received, listings } = await setup(changing);
    await client.callTool({ name: "read_file", arguments: { n: "1" } });
    expect(received).toEqual([{ name: "read_file", args: { n: 1 } }]);
    expect(listings).toEqual([undefined, undefined]);
  });

  it("a server that says its tools changed at every listing is listed four times, then the call goes on", async () => {
    const restless: Lister = async (_, __, server) => {
      await server.sendToolListChanged();
      return { tools: pages[1]?.tools };
    };
    const { client, received, listings } = await setup(restless);
    await client.callTool({ name: "read_file", arguments: { n: "1" } });
    expect(received).toEqual([{ name: "read_file", args: { n: "1" } }]);
    expect(listings).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("listTimeout bounds the whole listing, not each page", async () => {
    // Each page comes after 80 ms, and names a next one: a bound per page would follow 100 pages.
    const slowPage = (n: number) =>
      new Promise((resolve) =>
        setTimeout(
          () => resolve({ tools: n === 0 ? pages[0]?.tools : [], nextCursor: String(n + 1) }),
          80,
        ),
      );
    const { client, received, listings } = await setup(slowPage, { listTimeout: 100 });
    await client.callTool({ name: "Read-File", arguments: { n: "1" } });
    // The first page came at 80 ms; the second was asked for and not waited for past 100 ms.
    expect(listings).toEqual([undefined, "1"]);
    expect(received).toEqual([{ name: "Read-File", args: { n: 1 } }]);
  });
});
