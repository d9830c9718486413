import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { repairingTransport } from "./repairing-transport.js";

describe("packages/mcp/README.md", () => {
  it("mirrors the example (over an in-memory transport instead of stdio)", async () => {
    const [clientSide, transport] = InMemoryTransport.createLinkedPair();
    // example
    const server = new McpServer({ name: "notes", version: "1.0.0" });
    server.registerTool(
      "tag_note",
      { inputSchema: { tags: z.array(z.string()) } },
      async ({ tags }) => ({
        content: [{ type: "text", text: tags.join(", ") }],
      }),
    );
    // `{ "tags": "[\"home\"]" }` now reaches the handler as `{ tags: ["home"] }`.
    await server.connect(repairingTransport(transport));
    // example
    const client = new Client({ name: "test", version: "0.0.0" });
    await client.connect(clientSide);
    const result = await client.callTool({ name: "tag_note", arguments: { tags: '["home"]' } });
    expect(result).toEqual({ content: [{ type: "text", text: "home" }] });

    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const source = readFileSync(new URL(import.meta.url), "utf8").split("// example\n")[1] ?? "";
    const normalise = (code: string) =>
      code
        .split("\n")
        .filter((line) => !line.trim().startsWith("import "))
        .join("")
        .replace("new StdioServerTransport()", "transport")
        .replace(/\s+/g, "")
        .replace(/,([\])}])/g, "$1");
    expect(block).toContain("repairingTransport(new StdioServerTransport())");
    expect(normalise(block)).toBe(normalise(source));
  });
});
