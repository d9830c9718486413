import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everythingOverHttp, type HttpServer } from "./support/http-servers.js";
import { connect, textOf } from "./support/proxy.js";

// The chain docs/mcp.md gives for servers that need an OAuth browser flow: `mcp-remote` (which
// does the OAuth) as the server command behind tool-input proxy. Here the server needs no
// OAuth, so mcp-remote connects straight away; its config folder is a temporary one.

let server: HttpServer;
const config = mkdtempSync(join(tmpdir(), "tool-input-mcp-remote-"));

beforeAll(async () => {
  server = await everythingOverHttp("streamableHttp");
}, 30_000);

afterAll(async () => {
  await server?.stop();
  rmSync(config, { recursive: true, force: true });
});

describe("tool-input proxy npx mcp-remote URL", () => {
  it("reaches the remote server through mcp-remote, and repairs the calls", async () => {
    process.env.MCP_REMOTE_CONFIG_DIR = config;
    const chained = await connect(
      ["npx", "-y", "mcp-remote", server.url, "--transport", "http-only"],
      [],
    );
    try {
      const tools = (await chained.client.listTools()).tools.map((tool) => tool.name);
      expect(tools).toContain("get-sum");
      const sum = await chained.client.callTool({ name: "get-sum", arguments: { a: "2", b: "3" } });
      expect(textOf(sum)).toBe("The sum of 2 and 3 is 5.");
    } finally {
      delete process.env.MCP_REMOTE_CONFIG_DIR;
      await chained.client.close();
    }
  }, 60_000);
});
