import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { describe, expect, it, vi } from "vitest";
import { runListen } from "./listen-proxy.js";

// runListen in this process, in front of the fault server (the end-to-end cases are in
// test/mcp-proxy-listen.test.ts).

const faultServer = join(
  dirname(fileURLToPath(import.meta.url)),
  "../../../../../test/fixtures/fault-server.mjs",
);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("runListen", () => {
  it("ends a session its client left without a DELETE, once it has been idle", async () => {
    let said = "";
    const io = {
      writeOut: () => {},
      writeErr: (text: string) => {
        said += text;
      },
      stderrIsTTY: false,
      readStdin: async () => "",
    };
    const stop = new AbortController();
    const running = runListen(
      {
        server: { kind: "command", command: process.execPath, args: [faultServer] },
        answer: false,
      },
      { host: "127.0.0.1", port: 0, origins: [], idleMs: 300, signal: stop.signal },
      io,
      {},
    );
    await vi.waitFor(() => expect(said).toMatch(/listening on/), { timeout: 10_000 });
    const url = /listening on (\S+)/.exec(said)?.[1] as string;
    const client = new Client({ name: "test", version: "0.0.0" });
    const transport = new StreamableHTTPClientTransport(new URL(url));
    await client.connect(transport);
    const result = await client.callTool({ name: "pid", arguments: {} });
    const pid = Number((result.content as { text: string }[])[0]?.text);
    // Open streams keep it: still there after more than the idle time.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(alive(pid)).toBe(true);
    await client.close();
    await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
    const again = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-session-id": transport.sessionId as string,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    expect(again.status).toBe(404);
    stop.abort();
    expect(await running).toBe(0);
  }, 30_000);
});
