import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { filesystemCases, writeFilesystemFixtures } from "./support/filesystem-cases.js";
import { type Connection, cliBin, connect, serverEntry, textOf } from "./support/proxy.js";

// @modelcontextprotocol/server-filesystem behind `tool-input proxy`, started as a child process
// by the SDK client's StdioClientTransport (docs/mcp.md, "The proxy"). Directly, the server
// rejects all 30 calls (test/mcp-filesystem.test.ts); behind the proxy, all succeed.

const root = realpathSync(mkdtempSync(join(tmpdir(), "tool-input-proxy-")));
const work = join(root, "files");
const log = join(root, "calls.jsonl");
const cases = filesystemCases(work);
const server = [process.execPath, serverEntry("@modelcontextprotocol/server-filesystem"), work];

let forwarding: Connection;
let answering: Connection;

beforeAll(async () => {
  spawnSync("mkdir", [work]);
  writeFilesystemFixtures(work);
  [forwarding, answering] = await Promise.all([
    connect(server, ["--log", log]),
    connect(server, ["--answer"]),
  ]);
}, 30_000);

afterAll(async () => {
  await Promise.all([forwarding?.client.close(), answering?.client.close()]);
  rmSync(root, { recursive: true, force: true });
});

describe("server-filesystem behind tool-input proxy", () => {
  it.each(cases)("the call succeeds: $tool, $name", async ({ tool, args, check }) => {
    const result = await forwarding.client.callTool({ name: tool, arguments: args });
    expect(result.isError ?? false).toBe(false);
    check?.({ isError: result.isError === true, text: textOf(result) });
  });

  it("logs each call with its outcome, as tool-input replay reads it", async () => {
    // The proxy appends to the log as it answers; the last line may land just after the answer.
    const lines = await vi.waitFor(() => {
      const read = readFileSync(log, "utf8").trim().split("\n");
      expect(read).toHaveLength(30);
      return read.map((line) => JSON.parse(line));
    });
    expect(lines[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tool: "read_text_file",
      input: cases[0]?.args,
      outcome: "ok",
      repairs: 1,
      retried: false,
    });
    expect(lines.every((line) => line.outcome === "ok" && line.repairs > 0)).toBe(true);
    const tools = join(root, "tools.json");
    writeFileSync(tools, JSON.stringify(await forwarding.client.listTools()));
    const replay = spawnSync(
      process.execPath,
      [cliBin, "replay", "--tools", tools, log, "--json"],
      {
        encoding: "utf8",
      },
    );
    expect(replay.stderr).toBe("");
    expect(JSON.parse(replay.stdout).total).toMatchObject({
      calls: 30,
      valid: 0,
      repaired: 30,
      rejected: 0,
    });
  });

  it("an unrepairable call gets tool-input's message with --answer", async () => {
    const result = await answering.client.callTool({
      name: "read_text_file",
      arguments: { file: "a.txt" },
    });
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

  it("and the server's own answer without it", async () => {
    const result = await forwarding.client.callTool({
      name: "read_text_file",
      arguments: { file: "a.txt" },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      "MCP error -32602: Input validation error: Invalid arguments for tool read_text_file: Invalid input: expected string, received undefined at path",
    );
  });
});
