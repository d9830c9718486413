import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Connection, cliBin, connect, fixture, textOf } from "./support/proxy.js";

// Retry and learn behind `tool-input proxy` (docs/mcp.md, "Retry and learn"), against servers
// that validate differently from what they advertise or in another language.

const dir = mkdtempSync(join(tmpdir(), "tool-input-retry-"));
const learned = join(dir, "learned.json");
const log = join(dir, "calls.jsonl");
const misAdvertising = [process.execPath, fixture("mis-advertising-server.mjs")];
const open: Connection[] = [];

async function proxied(server: readonly string[], flags: readonly string[]): Promise<Connection> {
  const connection = await connect(server, flags);
  open.push(connection);
  return connection;
}

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.client.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function stats(connection: Connection): Promise<Record<string, number>> {
  return JSON.parse(textOf(await connection.client.callTool({ name: "stats", arguments: {} })));
}

describe("a server that advertises `args` as a string and validates it as an object", () => {
  it("directly, JSON text for args is rejected", async () => {
    const direct = await connect(misAdvertising);
    open.push(direct);
    await expect(
      direct.client.callTool({ name: "run", arguments: { command: "ls", args: '{"all":true}' } }),
    ).rejects.toThrow(
      "MCP error -32602: Input validation error: Invalid arguments for tool run: Invalid input: expected object, received string at args",
    );
  });

  it("behind the proxy, the first call is retried decoded, the second decoded before sending", async () => {
    const proxy = await proxied(misAdvertising, ["--learned", learned, "--log", log]);
    const first = await proxy.client.callTool({
      name: "run",
      arguments: { command: "ls", args: '{"all":true}' },
    });
    expect(first).toEqual({ content: [{ type: "text", text: 'ran ls with {"all":true}' }] });
    const second = await proxy.client.callTool({
      name: "run",
      arguments: { command: "rm", args: '{"f":1}' },
    });
    expect(second).toEqual({ content: [{ type: "text", text: 'ran rm with {"f":1}' }] });
    // Three sendings of run for two calls; one rejection in all.
    expect(await stats(proxy)).toEqual({ rejections: 1, run: 3, lint: 0 });
    expect(JSON.parse(readFileSync(learned, "utf8"))).toEqual({
      tools: { run: { args: "object" } },
    });
    // The proxy appends to the log as it answers; the last line may land just after the answer.
    const lines = await vi.waitFor(() => {
      const read = readFileSync(log, "utf8").trim().split("\n");
      expect(read).toHaveLength(3);
      return read.map((line) => JSON.parse(line));
    });
    expect(
      lines.map(({ tool, outcome, repairs, retried }) => ({ tool, outcome, repairs, retried })),
    ).toEqual([
      { tool: "run", outcome: "ok", repairs: 0, retried: true },
      { tool: "run", outcome: "ok", repairs: 1, retried: false },
      { tool: "stats", outcome: "ok", repairs: 0, retried: false },
    ]);
  });

  it("a new proxy given the saved --learned file makes no failed call", async () => {
    const proxy = await proxied(misAdvertising, ["--learned", learned]);
    const result = await proxy.client.callTool({
      name: "run",
      arguments: { command: "ls", args: '{"l":1}' },
    });
    expect(result).toEqual({ content: [{ type: "text", text: 'ran ls with {"l":1}' }] });
    expect(await stats(proxy)).toEqual({ rejections: 0, run: 1, lint: 0 });
  });

  it("a tool that ran and failed, with a validation error's words in its output, is called once", async () => {
    const proxy = await proxied(misAdvertising, []);
    const result = await proxy.client.callTool({
      name: "lint",
      arguments: { rules: '["no-undef"]' },
    });
    expect(result).toEqual({
      content: [
        { type: "text", text: "lint failed: rule no-undef: expected array, received string" },
      ],
      isError: true,
    });
    expect(await stats(proxy)).toEqual({ rejections: 0, run: 0, lint: 1 });
  });

  it("a --learned file that is not one stops the proxy before the server starts", () => {
    const run = spawnSync(
      process.execPath,
      [cliBin, "proxy", "--learned", log, "--", ...misAdvertising],
      { encoding: "utf8", input: "" },
    );
    expect(run.stderr).toBe(
      `tool-input proxy: ${log} is not a learned-corrections file ({ "tools": { … } })\n`,
    );
    expect(run.status).toBe(2);
  });
});

const python = spawnSync("python3", [
  "-c",
  "import pydantic, sys; sys.exit(0 if pydantic.VERSION.startswith('2') else 1)",
]);
const hasPydantic = python.status === 0;
const pydanticServer = ["python3", fixture("pydantic_server.py")];
const note = {
  note: "n1",
  tags: '["urgent","home"]',
  metadata: '{"owner":"ana","due":"friday"}',
};

describe.skipIf(!hasPydantic)(
  `a Python server validating with pydantic 2${hasPydantic ? "" : " (skipped: python3 with pydantic 2 not found)"}`,
  () => {
    it("directly, stringified list[str] and dict[str, str] fail", async () => {
      const direct = await connect(pydanticServer);
      open.push(direct);
      const result = await direct.client.callTool({ name: "tag_note", arguments: note });
      expect(result.isError).toBe(true);
      const text = textOf(result);
      expect(text).toMatch(
        /^Error executing tool tag_note: 2 validation errors for tag_noteArguments\ntags\n {2}Input should be a valid list /,
      );
      expect(text).toContain("metadata\n  Input should be a valid dictionary");
    });

    it("behind the proxy, they succeed", async () => {
      const proxy = await proxied(pydanticServer, []);
      const result = await proxy.client.callTool({ name: "tag_note", arguments: note });
      expect(result).toEqual({
        content: [{ type: "text", text: "n1 tagged urgent,home with due=friday,owner=ana" }],
        isError: false,
      });
    });
  },
);
