import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { type CallToolResult, McpError } from "@modelcontextprotocol/sdk/types.js";
import { type ToolDefinition, validateToolInput } from "@tool-input/validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesystemCases, writeFilesystemFixtures } from "./support/filesystem-cases.js";

// A real MCP server (@modelcontextprotocol/server-filesystem, an SDK McpServer validating with
// zod) on a temporary folder, sent the malformed arguments models really send
// (../shared/corpus/mcp-rejections.json holds the server's answers to the same mistakes).

const require = createRequire(import.meta.url);
const serverEntry = join(
  realpathSync(require.resolve("@modelcontextprotocol/server-filesystem/package.json"), {}),
  "..",
  "dist",
  "index.js",
);

const root = realpathSync(mkdtempSync(join(tmpdir(), "tool-input-mcp-")));
const at = (...parts: string[]): string => join(root, ...parts);
const cases = filesystemCases(root);

let client: Client;
let tools: ReadonlyMap<string, ToolDefinition>;

beforeAll(async () => {
  writeFilesystemFixtures(root);
  client = new Client({ name: "tool-input-test", version: "0.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [serverEntry, root],
      stderr: "ignore",
    }),
  );
  // docs/pipeline.md example 5: the tools the wrapper validates against, by name.
  const listed = await client.listTools();
  tools = new Map(listed.tools.map((tool) => [tool.name, tool]));
}, 30_000);

afterAll(async () => {
  await client?.close();
  rmSync(root, { recursive: true, force: true });
});

function textOf(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((block) => block.text ?? "").join("");
}

function toolNamed(name: string): ToolDefinition {
  const tool = tools.get(name);
  if (tool === undefined) throw new Error(`the server lists no tool ${name}`);
  return tool;
}

describe("server-filesystem over stdio, 30 malformed calls", () => {
  it("lists the tools these calls use, with their real schemas", () => {
    expect(cases).toHaveLength(30);
    for (const name of new Set(cases.map((c) => c.tool))) {
      expect(toolNamed(name).inputSchema).toMatchObject({ type: "object" });
    }
  });

  // These run first: a rejected call changes nothing on disk.
  it.each(cases)(
    "without the pipeline, the server rejects: $tool, $name",
    async ({ tool, args }) => {
      let rejected: boolean;
      try {
        const result = await client.callTool({ name: tool, arguments: args });
        rejected = result.isError === true;
        expect(textOf(result)).toMatch(/^MCP error -32602: Input validation error: /);
      } catch (error) {
        rejected = error instanceof McpError && error.code === -32602;
      }
      expect(rejected).toBe(true);
    },
  );

  it.each(cases)(
    "through the pipeline, it succeeds: $tool, $name",
    async ({ tool, args, check }) => {
      const before = JSON.stringify(args);
      const result = validateToolInput(toolNamed(tool), args);
      if (!result.ok) throw new Error(result.message);
      expect(result.value).not.toBe(args);
      expect(result.coercions.length).toBeGreaterThan(0);
      expect(JSON.stringify(args)).toBe(before);
      const outcome = await client.callTool({
        name: tool,
        arguments: result.value as Record<string, unknown>,
      });
      expect(outcome.isError ?? false).toBe(false);
      check?.({ isError: outcome.isError === true, text: textOf(outcome) });
    },
  );
});

describe("docs/pipeline.md example 5: an MCP client's callTool wrapper", () => {
  // example
  async function callTool(
    client: Client,
    tools: ReadonlyMap<string, ToolDefinition>,
    name: string,
    args: Record<string, unknown>,
  ): Promise<CallToolResult> {
    const tool = tools.get(name);
    // A tool the server did not list: let the server answer.
    if (tool === undefined) {
      return (await client.callTool({ name, arguments: args })) as CallToolResult;
    }
    const checked = validateToolInput(tool, args);
    if (!checked.ok) return { content: [{ type: "text", text: checked.message }], isError: true };
    return (await client.callTool({
      name,
      arguments: checked.value as Record<string, unknown>,
    })) as CallToolResult;
  }
  // example

  it("repairs a call before it reaches the server", async () => {
    const result = await callTool(client, tools, "read_text_file", {
      path: at("a.txt"),
      head: "2",
    });
    expect(result.isError ?? false).toBe(false);
    expect(textOf(result)).toBe("line 1\nline 2");
  });

  it("answers an unrepairable call itself, in words the model can act on", async () => {
    const result = await callTool(client, tools, "read_text_file", { file: at("a.txt") });
    expect(result).toEqual({
      content: [
        {
          type: "text",
          text: "read_text_file failed due to the following issue:\nThe required parameter `path` is missing",
        },
      ],
      isError: true,
    });
  });

  it("leaves an unknown tool to the server", async () => {
    const result = await callTool(client, tools, "read_files", { paths: [at("a.txt")] });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe("MCP error -32602: Tool read_files not found");
  });
});
