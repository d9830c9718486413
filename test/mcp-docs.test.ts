import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  type RepairEvent,
  repairingTransport,
  repairingTransport as wrapTransport,
} from "@tool-input/mcp";
import { describe, expect, it } from "vitest";
import { z } from "zod4";

// The behaviours the examples of docs/mcp.md show, with the server and the client as on the page
// (the examples themselves run as pasted in test/doc-examples.test.ts).

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const page = readFileSync(join(root, "docs/mcp.md"), "utf8");
const blocks = (language: string): string[] =>
  [...page.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g"))].map(
    (m) => m[1] ?? "",
  );

/** Example 1's server, with a client linked to it. */
async function example1(): Promise<{ client: Client }> {
  const [clientSide, transport] = InMemoryTransport.createLinkedPair();
  await serverOfExample1(transport, true);
  const client = new Client({ name: "test", version: "0.0.0" });
  await client.connect(clientSide);
  return { client };
}

/** Example 1's server on `transport`, wrapped as on the page or (`wrap: false`) not. */
async function serverOfExample1(transport: Transport, wrap: boolean): Promise<void> {
  // The page's code, with the wrapper made a no-op for the unwrapped server.
  const repairingTransport = wrap ? wrapTransport : (inner: Transport) => inner;
  // example
  const server = new McpServer({ name: "notes", version: "1.0.0" });
  server.registerTool(
    "tag_note",
    { inputSchema: { id: z.number(), tags: z.array(z.string()), pinned: z.boolean() } },
    async ({ id, tags, pinned }) => ({
      content: [
        { type: "text", text: `note ${id}: ${tags.join(", ")}${pinned ? " (pinned)" : ""}` },
      ],
    }),
  );
  await server.connect(repairingTransport(transport));
  // example
}

const malformed = { id: "7", tags: '["home"]', pinned: "true" };

describe("docs/mcp.md", () => {
  it("example 1 (on a server): an McpServer with zod schemas, repaired through its transport", async () => {
    const { client } = await example1();
    const result = await client.callTool({ name: "tag_note", arguments: malformed });
    expect(result).toEqual({ content: [{ type: "text", text: "note 7: home (pinned)" }] });
  });

  it("example 1, unwrapped: the server refuses the same call", async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await serverOfExample1(serverSide, false);
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(clientSide);
    const result = await client.callTool({ name: "tag_note", arguments: malformed });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(
      /^MCP error -32602: Input validation error: /,
    );
  });

  it("example 2 (on a client): repaired before sending, with events", async () => {
    const [transport, serverSide] = InMemoryTransport.createLinkedPair();
    await serverOfExample1(serverSide, false);
    // example
    const events: RepairEvent[] = [];
    const client = new Client({ name: "my-agent", version: "1.0.0" });
    await client.connect(
      repairingTransport(transport, { side: "client", onEvent: (event) => events.push(event) }),
    );
    const result = await client.callTool({
      name: "tag_note",
      arguments: { id: "7", tags: '["home"]', pinned: "true" },
    });
    // result.content: [{ type: "text", text: "note 7: home (pinned)" }]
    // events: { kind: "repaired", tool: "tag_note", coercions: [3 repairs], known: true }, then
    //         { kind: "call", tool: "tag_note", input: {…as sent…}, outcome: "ok", repairs: 3, retried: false,
    //           known: true, durationMs: … }
    // example
    expect(result.content).toEqual([{ type: "text", text: "note 7: home (pinned)" }]);
    expect(events).toEqual([
      {
        kind: "repaired",
        tool: "tag_note",
        coercions: [
          { path: ["id"], rule: "number", from: "7", to: 7 },
          { path: ["tags"], rule: "json", from: '["home"]', to: ["home"] },
          { path: ["pinned"], rule: "boolean", from: "true", to: true },
        ],
        known: true,
      },
      {
        kind: "call",
        tool: "tag_note",
        input: malformed,
        outcome: "ok",
        repairs: 3,
        retried: false,
        known: true,
        durationMs: expect.any(Number),
      },
    ]);
  });

  it("the learned-corrections file on the page is one the wrapper reads", () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-input-docs-"));
    try {
      const [learned] = blocks("json").filter((block) => block.includes('"tools"'));
      const file = join(dir, "learned.json");
      writeFileSync(file, learned ?? "");
      expect(JSON.parse(learned ?? "")).toEqual({ tools: { run: { args: "object" } } });
      const [, inner] = InMemoryTransport.createLinkedPair();
      expect(() => repairingTransport(inner, { side: "client", learned: file })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("each client configuration runs the proxy with its own options before --, then the server", () => {
    const configs = blocks("json")
      .map((block) => JSON.parse(block))
      .filter((json) => (json.mcpServers ?? json.servers)?.files !== undefined);
    // The remote configurations are run by test/mcp-docs-remote.test.ts.
    const shell = blocks("sh")
      .filter((line) => line.startsWith("claude mcp add files"))
      .map((line) => line.trim().split(" "));
    const commands = [
      ...configs.map((json) => {
        const entry = (json.mcpServers ?? json.servers).files;
        return [entry.command, ...entry.args];
      }),
      ...shell.map((words) => words.slice(words.indexOf("--") + 1)),
    ];
    expect(commands).toHaveLength(4);
    for (const command of commands) {
      expect(command.slice(0, 4)).toEqual(["npx", "-y", "@tool-input/cli", "proxy"]);
      const split = command.indexOf("--", 4);
      const flags = command.slice(4, split);
      expect(
        flags
          .filter((flag: string) => flag.startsWith("--"))
          .every((flag: string) => ["--answer", "--log", "--learned"].includes(flag)),
      ).toBe(true);
      expect(command.slice(split + 1)).toEqual([
        "npx",
        "-y",
        "@modelcontextprotocol/server-filesystem",
        "/tmp",
      ]);
    }
  });
});
