import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import {
  CreateMessageRequestSchema,
  ListRootsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  everythingOverHttp,
  freePort,
  type HttpServer,
  listeningProxy,
} from "./support/http-servers.js";
import { connect, fixture, textOf } from "./support/proxy.js";

// `--listen` in front of `--url` (docs/cli.md, "--listen"), and `--url` in front of `--listen`:
// what each side relays of the other's session.

let server: HttpServer;

beforeAll(async () => {
  server = await everythingOverHttp("streamableHttp");
}, 30_000);

afterAll(async () => {
  await server?.stop();
});

describe("tool-input proxy --listen --url, in front of server-everything over HTTP", () => {
  it("repairs calls, and relays progress and the server's requests to the HTTP client", async () => {
    const proxy = await listeningProxy(["--url", server.url]);
    let roots = 0;
    const client = new Client(
      { name: "tool-input-test", version: "0.0.0" },
      { capabilities: { sampling: {}, roots: { listChanged: true } } },
    );
    client.setRequestHandler(CreateMessageRequestSchema, async () => ({
      model: "test-model",
      role: "assistant",
      content: { type: "text", text: "sampled" },
    }));
    client.setRequestHandler(ListRootsRequestSchema, async () => {
      roots++;
      return { roots: [] };
    });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(proxy.url)));
      // The server's own request, on the session's GET stream.
      await vi.waitFor(() => expect(roots).toBe(1), { timeout: 10_000 });
      expect(
        textOf(await client.callTool({ name: "get-sum", arguments: { a: "2", b: "3" } })),
      ).toBe("The sum of 2 and 3 is 5.");
      const progress: unknown[] = [];
      await client.callTool(
        { name: "trigger-long-running-operation", arguments: { duration: "0.2", steps: "4" } },
        undefined,
        { onprogress: (update) => progress.push(update) },
      );
      expect(progress.length).toBeGreaterThanOrEqual(3);
      // A request the server makes while answering a call reaches the client on that call's stream.
      const sampled = await client.callTool({
        name: "trigger-sampling-request",
        arguments: { prompt: "hi", maxTokens: "5" },
      });
      expect(textOf(sampled)).toContain("sampled");
    } finally {
      await client.close();
      expect(await proxy.stop()).toBe(0);
    }
  }, 30_000);
});

describe("tool-input proxy --url in front of tool-input proxy --listen", () => {
  it("a server that lost the session (404) ends the proxy, with a line", async () => {
    const port = await freePort();
    const listen = ["--", process.execPath, fixture("fault-server.mjs")];
    const first = await listeningProxy(listen, {}, `127.0.0.1:${port}`);
    const url = first.url;
    const chained = await connect([], ["--url", url]);
    const closed = new Promise<void>((resolve) => {
      chained.client.onclose = resolve;
    });
    expect(textOf(await chained.client.callTool({ name: "echo", arguments: { n: "1" } }))).toBe(
      "1",
    );
    await first.stop();
    const second = await listeningProxy(listen, {}, `127.0.0.1:${port}`);
    try {
      await expect(chained.client.callTool({ name: "echo", arguments: { n: 2 } })).rejects.toThrow(
        new McpError(
          -32000,
          "The MCP server ended the session before answering (tool-input proxy)",
        ),
      );
      await closed;
      expect(chained.stderr()).toContain(
        `tool-input proxy: the server (${url}) ended the session before answering 1 request\n`,
      );
    } finally {
      await second.stop();
    }
  }, 30_000);
});
