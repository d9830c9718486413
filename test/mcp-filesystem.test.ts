import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { type CallToolResult, McpError } from "@modelcontextprotocol/sdk/types.js";
import { type ToolDefinition, validateToolInput } from "@tool-input/validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

const lines = (n: number): string =>
  Array.from({ length: n }, (_, i) => `line ${i + 1}`).join("\n");

function writeFixtures(): void {
  writeFileSync(at("a.txt"), lines(7));
  writeFileSync(at("b.txt"), "hello\nworld");
  writeFileSync(at("c.txt"), "alpha\nbeta\ngamma\n");
  mkdirSync(at("sub"));
  writeFileSync(at("sub", "x.js"), "export const x = 1;\nexport const y = 2;\n");
  writeFileSync(at("sub", "y.md"), "# notes\n");
  mkdirSync(at("node_modules", "dep"), { recursive: true });
  writeFileSync(at("node_modules", "dep", "z.js"), "module.exports = 1;\n");
  for (let i = 1; i <= 8; i++) writeFileSync(at(`e${i}.txt`), `hello ${i}\nkeep\n`);
}

/** What a tool call returned, as far as these tests read it. */
interface CallOutcome {
  readonly isError: boolean;
  readonly text: string;
}

interface Case {
  /** What the model got wrong. */
  readonly name: string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  /** Checks the successful outcome where the content says something. */
  readonly check?: (outcome: CallOutcome) => void;
}

const j = (value: unknown): string => JSON.stringify(value);
const read = (...parts: string[]): string => readFileSync(at(...parts), "utf8");

const cases: Case[] = [
  // read_text_file / read_file: numbers sent as strings (mcp-rejections.json "string-number").
  {
    name: "head as a string",
    tool: "read_text_file",
    args: { path: at("a.txt"), head: "5" },
    check: (o) => expect(o.text).toBe(lines(5)),
  },
  {
    name: "tail as a string",
    tool: "read_text_file",
    args: { path: at("a.txt"), tail: "2" },
    check: (o) => expect(o.text).toBe("line 6\nline 7"),
  },
  {
    name: "head as a string, one line",
    tool: "read_text_file",
    args: { path: at("c.txt"), head: "1" },
    check: (o) => expect(o.text).toBe("alpha"),
  },
  {
    name: "tail as a string, one line",
    tool: "read_text_file",
    args: { path: at("b.txt"), tail: "1" },
    check: (o) => expect(o.text).toBe("world"),
  },
  {
    name: "head as a string, more lines than the file has",
    tool: "read_text_file",
    args: { path: at("c.txt"), head: "10" },
    check: (o) => expect(o.text).toBe("alpha\nbeta\ngamma"),
  },
  {
    name: "head as a string on a nested file",
    tool: "read_text_file",
    args: { path: at("sub", "x.js"), head: "1" },
    check: (o) => expect(o.text).toBe("export const x = 1;"),
  },
  {
    name: "head as a string (deprecated read_file)",
    tool: "read_file",
    args: { path: at("a.txt"), head: "3" },
    check: (o) => expect(o.text).toBe(lines(3)),
  },
  {
    name: "tail as a string (deprecated read_file)",
    tool: "read_file",
    args: { path: at("a.txt"), tail: "3" },
    check: (o) => expect(o.text).toBe("line 5\nline 6\nline 7"),
  },
  // read_multiple_files: the array sent as JSON text ("json-string-array").
  {
    name: "paths as JSON text",
    tool: "read_multiple_files",
    args: { paths: j([at("a.txt"), at("c.txt")]) },
    check: (o) =>
      expect(o.text).toBe(
        `${at("a.txt")}:\n${lines(7)}\n\n---\n${at("c.txt")}:\nalpha\nbeta\ngamma\n\n`,
      ),
  },
  {
    name: "paths as JSON text of one path",
    tool: "read_multiple_files",
    args: { paths: j([at("sub", "y.md")]) },
    check: (o) => expect(o.text).toBe(`${at("sub", "y.md")}:\n# notes\n\n`),
  },
  {
    name: "paths as pretty-printed JSON text",
    tool: "read_multiple_files",
    args: { paths: JSON.stringify([at("c.txt"), at("sub", "x.js")], null, 2) },
    check: (o) => {
      expect(o.text).toContain("alpha\nbeta\ngamma");
      expect(o.text).toContain("export const y = 2;");
    },
  },
  {
    name: "paths as JSON text of three paths",
    tool: "read_multiple_files",
    args: { paths: j([at("a.txt"), at("c.txt"), at("sub", "y.md")]) },
    check: (o) => expect(o.text.split("\n---\n")).toHaveLength(3),
  },
  // edit_file: edits as JSON text, dryRun as "false"/"true" ("json-string-array-of-objects",
  // "string-boolean").
  {
    name: 'edits as JSON text and dryRun as "false"',
    tool: "edit_file",
    args: {
      path: at("e1.txt"),
      edits: j([{ oldText: "hello 1", newText: "bye 1" }]),
      dryRun: "false",
    },
    check: () => expect(read("e1.txt")).toBe("bye 1\nkeep\n"),
  },
  {
    name: 'dryRun as "false" with a proper edits array',
    tool: "edit_file",
    args: {
      path: at("e2.txt"),
      edits: [{ oldText: "hello 2", newText: "bye 2" }],
      dryRun: "false",
    },
    check: () => expect(read("e2.txt")).toBe("bye 2\nkeep\n"),
  },
  {
    name: "edits as JSON text with dryRun true (a preview, the file is unchanged)",
    tool: "edit_file",
    args: {
      path: at("e3.txt"),
      edits: j([{ oldText: "hello 3", newText: "bye 3" }]),
      dryRun: true,
    },
    check: (o) => {
      expect(o.text).toContain("-hello 3\n+bye 3");
      expect(read("e3.txt")).toBe("hello 3\nkeep\n");
    },
  },
  {
    name: 'edits as JSON text and dryRun as "true"',
    tool: "edit_file",
    args: {
      path: at("e4.txt"),
      edits: j([{ oldText: "hello 4", newText: "bye 4" }]),
      dryRun: "true",
    },
    check: (o) => {
      expect(o.text).toContain("+bye 4");
      expect(read("e4.txt")).toBe("hello 4\nkeep\n");
    },
  },
  {
    name: "edits as JSON text, no dryRun",
    tool: "edit_file",
    args: { path: at("e5.txt"), edits: j([{ oldText: "hello 5", newText: "bye 5" }]) },
    check: () => expect(read("e5.txt")).toBe("bye 5\nkeep\n"),
  },
  {
    name: 'two edits as JSON text and dryRun as "false"',
    tool: "edit_file",
    args: {
      path: at("e6.txt"),
      edits: j([
        { oldText: "hello 6", newText: "bye 6" },
        { oldText: "keep", newText: "kept" },
      ]),
      dryRun: "false",
    },
    check: () => expect(read("e6.txt")).toBe("bye 6\nkept\n"),
  },
  {
    name: "edits as JSON text with a multi-line, non-ASCII replacement",
    tool: "edit_file",
    args: {
      path: at("e7.txt"),
      edits: j([{ oldText: "hello 7", newText: "adiós 7\nsecond line" }]),
      dryRun: "false",
    },
    check: () => expect(read("e7.txt")).toBe("adiós 7\nsecond line\nkeep\n"),
  },
  {
    name: 'dryRun as "true" with a proper edits array',
    tool: "edit_file",
    args: { path: at("e8.txt"), edits: [{ oldText: "keep", newText: "gone" }], dryRun: "true" },
    check: (o) => {
      expect(o.text).toContain("+gone");
      expect(read("e8.txt")).toBe("hello 8\nkeep\n");
    },
  },
  // directory_tree / search_files: excludePatterns as JSON text.
  {
    name: "excludePatterns as JSON text (directory_tree)",
    tool: "directory_tree",
    args: { path: root, excludePatterns: j(["node_modules"]) },
    check: (o) => {
      const names = (JSON.parse(o.text) as { name: string }[]).map((entry) => entry.name);
      expect(names).toContain("sub");
      expect(names).not.toContain("node_modules");
    },
  },
  {
    name: "excludePatterns as empty JSON text (directory_tree)",
    tool: "directory_tree",
    args: { path: at("sub"), excludePatterns: "[]" },
    check: (o) =>
      expect((JSON.parse(o.text) as { name: string }[]).map((e) => e.name).sort()).toEqual([
        "x.js",
        "y.md",
      ]),
  },
  {
    name: "excludePatterns as JSON text of a glob (directory_tree)",
    tool: "directory_tree",
    args: { path: at("sub"), excludePatterns: j(["*.md"]) },
    check: (o) =>
      expect((JSON.parse(o.text) as { name: string }[]).map((e) => e.name)).toEqual(["x.js"]),
  },
  {
    name: "excludePatterns as JSON text (search_files)",
    tool: "search_files",
    args: { path: root, pattern: "**/*.js", excludePatterns: j(["node_modules/**"]) },
    check: (o) => expect(o.text).toBe(at("sub", "x.js")),
  },
  {
    name: "excludePatterns as empty JSON text (search_files)",
    tool: "search_files",
    args: { path: root, pattern: "**/*.md", excludePatterns: "[]" },
    check: (o) => expect(o.text).toBe(at("sub", "y.md")),
  },
  {
    name: "excludePatterns as JSON text of two globs (search_files)",
    tool: "search_files",
    args: { path: root, pattern: "**/*.js", excludePatterns: j(["node_modules/**", "sub/**"]) },
    check: (o) => expect(o.text).toBe("No matches found"),
  },
  {
    name: "excludePatterns as JSON text, nothing excluded (search_files)",
    tool: "search_files",
    args: { path: at("sub"), pattern: "*.js", excludePatterns: j(["*.md"]) },
    check: (o) => expect(o.text).toBe(at("sub", "x.js")),
  },
  {
    name: "paths as JSON text after the edits",
    tool: "read_multiple_files",
    args: { paths: j([at("e1.txt")]) },
    check: (o) => expect(o.text).toBe(`${at("e1.txt")}:\nbye 1\nkeep\n\n`),
  },
  {
    name: "tail as a string after the edits",
    tool: "read_text_file",
    args: { path: at("e6.txt"), tail: "2" },
    check: (o) => expect(o.text).toBe("kept\n"),
  },
  {
    name: "excludePatterns as JSON text with a directory pattern (directory_tree)",
    tool: "directory_tree",
    args: { path: root, excludePatterns: j(["sub", "node_modules", "e*.txt"]) },
    check: (o) =>
      expect((JSON.parse(o.text) as { name: string }[]).map((e) => e.name).sort()).toEqual([
        "a.txt",
        "b.txt",
        "c.txt",
      ]),
  },
];

let client: Client;
let tools: ReadonlyMap<string, ToolDefinition>;

beforeAll(async () => {
  writeFixtures();
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
