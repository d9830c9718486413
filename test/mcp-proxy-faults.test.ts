import { spawn, spawnSync } from "node:child_process";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Connection, cliBin, connect, fixture, running, textOf } from "./support/proxy.js";

// `tool-input proxy` under load and faults (docs/mcp.md, "The proxy").

const faultServer = [process.execPath, fixture("fault-server.mjs")];
let proxy: Connection;

beforeAll(async () => {
  proxy = await connect(faultServer, []);
});

afterAll(async () => {
  await proxy?.client.close();
});

describe("tool-input proxy under load", () => {
  it("answers 1,000 concurrent calls, each to its own id", async () => {
    const calls = Array.from({ length: 1_000 }, (_, i) =>
      proxy.client.callTool({ name: "echo", arguments: { n: String(i) } }),
    );
    const texts = (await Promise.all(calls)).map(textOf);
    expect(texts).toEqual(Array.from({ length: 1_000 }, (_, i) => String(i)));
  });

  it("passes a 10 MB argument", async () => {
    // 10,000,000 characters: the SDK's own stdio transports take at most 10 MiB a message.
    const result = await proxy.client.callTool({
      name: "size",
      arguments: { text: "x".repeat(10_000_000) },
    });
    expect(textOf(result)).toBe("10000000");
  });
});

describe("tool-input proxy when something ends", () => {
  it("a server crashing mid-call ends the proxy with a clear line, and the call with an error", async () => {
    const crashing = await connect(faultServer, []);
    const closed = new Promise<void>((resolve) => {
      crashing.client.onclose = resolve;
    });
    const call = crashing.client.callTool({ name: "crash", arguments: {} });
    await expect(call).rejects.toThrow(
      new McpError(-32000, "The MCP server exited with code 3 before answering (tool-input proxy)"),
    );
    await closed;
    // The server's own stderr comes through, then the proxy's line.
    expect(crashing.stderr()).toBe(
      "faults: listening on stdio\n" +
        `tool-input proxy: the server (${faultServer.join(" ")}) exited with code 3 before answering 1 request\n`,
    );
  });

  it("the client closing stops the server, even one that outlives its stdin", async () => {
    const lingering = await connect([...faultServer, "--linger"], []);
    const pid = Number(textOf(await lingering.client.callTool({ name: "pid", arguments: {} })));
    expect(running(pid)).toBe(true);
    await lingering.client.close();
    await vi.waitFor(() => expect(running(pid)).toBe(false), { timeout: 10_000, interval: 100 });
  });

  it("exits with the server's status", () => {
    const run = (code: string) =>
      spawnSync(process.execPath, [cliBin, "proxy", "--", process.execPath, "-e", code], {
        input: "",
      });
    expect(run("process.exit(7)").status).toBe(7);
    expect(run("process.kill(process.pid, 'SIGTERM')").status).toBe(143);
  });

  it("passes a signal on to the server and exits with its status", async () => {
    const child = spawn(process.execPath, [cliBin, "proxy", "--", ...faultServer, "--linger"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    // Once the server answers, it is running; then the proxy is told to stop.
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })}\n`);
    await new Promise((resolve) => child.stdout.once("data", resolve));
    child.kill("SIGTERM");
    const status = await new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    expect(status).toBe(143);
  });
});
