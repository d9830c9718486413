// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is what the proxy expands
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
  type HttpRelay,
  type HttpServer,
  httpRelay,
} from "./support/http-servers.js";
import { type Connection, connect, textOf } from "./support/proxy.js";

// `tool-input proxy --url` in front of @modelcontextprotocol/server-everything in its Streamable
// HTTP mode, through a loopback relay that records the requests and can cut the connections
// (docs/cli.md, "Remote servers").

const capabilities = { capabilities: { sampling: {}, roots: { listChanged: true } } };

interface Watched {
  readonly client: Client;
  rootsAsked(): number;
}

function prepare(client: Client): () => number {
  let count = 0;
  client.setRequestHandler(CreateMessageRequestSchema, async () => ({
    model: "test-model",
    role: "assistant",
    content: { type: "text", text: "sampled" },
  }));
  client.setRequestHandler(ListRootsRequestSchema, async () => {
    count++;
    return { roots: [] };
  });
  return () => count;
}

async function direct(url: string): Promise<Watched> {
  const client = new Client({ name: "tool-input-test", version: "0.0.0" }, capabilities);
  const rootsAsked = prepare(client);
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return { client, rootsAsked };
}

async function proxied(
  flags: readonly string[],
  env?: Record<string, string>,
): Promise<Watched & Connection> {
  let rootsAsked = (): number => 0;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const connection = await connect([], flags, capabilities, (client) => {
      rootsAsked = prepare(client);
    });
    return { ...connection, rootsAsked: () => rootsAsked() };
  } finally {
    process.env = saved;
  }
}

let server: HttpServer;
let relay: HttpRelay;

beforeAll(async () => {
  server = await everythingOverHttp("streamableHttp");
  relay = await httpRelay(server.url);
}, 30_000);

afterAll(async () => {
  await relay?.close();
  await server?.stop();
});

describe("server-everything over Streamable HTTP behind tool-input proxy --url", () => {
  it("lists the same bytes as a direct connection, and repairs malformed calls", async () => {
    const [a, b] = await Promise.all([
      direct(server.url),
      proxied(["--url", relay.url, "--header", "Authorization: Bearer ${TOOL_INPUT_TEST_TOKEN}"], {
        TOOL_INPUT_TEST_TOKEN: "s3cret",
      }),
    ]);
    try {
      // Once initialized, the server asks the client for its roots, on the session's GET stream.
      await vi.waitFor(() => expect(a.rootsAsked()).toBe(1), { timeout: 10_000 });
      await vi.waitFor(() => expect(b.rootsAsked()).toBe(1), { timeout: 10_000 });
      const [listedA, listedB] = [await a.client.listTools(), await b.client.listTools()];
      expect(JSON.stringify(listedB)).toBe(JSON.stringify(listedA));
      expect(listedA.tools.map((tool) => tool.name)).toContain("trigger-sampling-request");

      const sum = { name: "get-sum", arguments: { a: "2", b: "3" } };
      await expect(a.client.callTool(sum)).resolves.toMatchObject({ isError: true });
      expect(textOf(await b.client.callTool(sum))).toBe("The sum of 2 and 3 is 5.");

      // Progress notifications, and the server's sampling request, reach the client.
      const progress: unknown[] = [];
      const long = await b.client.callTool(
        { name: "trigger-long-running-operation", arguments: { duration: "0.2", steps: "4" } },
        undefined,
        { onprogress: (update) => progress.push(update) },
      );
      expect(long.isError ?? false).toBe(false);
      expect(progress.length).toBeGreaterThanOrEqual(3);
      const sampled = await b.client.callTool({
        name: "trigger-sampling-request",
        arguments: { prompt: "hi", maxTokens: "5" },
      });
      expect(textOf(sampled)).toContain("sampled");

      // Each request to the server carried the header, its ${VAR} expanded, and the session id.
      const posts = relay.seen.filter((r) => r.method === "POST");
      expect(posts.length).toBeGreaterThan(3);
      expect(posts.every((r) => r.headers.authorization === "Bearer s3cret")).toBe(true);
      expect(posts.slice(1).every((r) => typeof r.headers["mcp-session-id"] === "string")).toBe(
        true,
      );
      expect(posts.slice(1).every((r) => r.headers["mcp-protocol-version"] !== undefined)).toBe(
        true,
      );
    } finally {
      await Promise.all([a.client.close(), b.client.close()]);
    }
    // The proxy ended its session with the server when its client went.
    await vi.waitFor(() => expect(relay.seen.some((r) => r.method === "DELETE")).toBe(true), {
      timeout: 10_000,
    });
  });

  it("a dropped connection: the stream comes back and the call in flight is still answered", async () => {
    const b = await proxied(["--url", relay.url]);
    try {
      const before = relay.seen.length;
      // Its progress events carry event ids, so the SDK's transport can resume the stream.
      let progressed = 0;
      const call = b.client.callTool(
        { name: "trigger-long-running-operation", arguments: { duration: "2", steps: "4" } },
        undefined,
        {
          onprogress: () => {
            progressed++;
          },
        },
      );
      // Seen by a failing expectation below rather than as an unhandled rejection.
      call.catch(() => {});
      await vi.waitFor(() => expect(progressed).toBeGreaterThan(0), { timeout: 10_000 });
      relay.drop();
      const result = await call;
      expect(result.isError ?? false).toBe(false);
      // The SDK's transport reconnected with the last event id it had.
      expect(
        relay.seen.slice(before).some((r) => r.method === "GET" && r.headers["last-event-id"]),
      ).toBe(true);
      expect(
        textOf(await b.client.callTool({ name: "get-sum", arguments: { a: 1, b: "2" } })),
      ).toBe("The sum of 1 and 2 is 3.");
    } finally {
      await b.client.close();
    }
  }, 20_000);

  it("a server that has gone: each call fails at once, with the reason", async () => {
    const gone = await everythingOverHttp("streamableHttp");
    const b = await proxied(["--url", gone.url]);
    const port = new URL(gone.url).port;
    await gone.stop();
    const call = b.client.callTool({ name: "get-sum", arguments: { a: 1, b: 2 } });
    await expect(call).rejects.toThrow(McpError);
    await expect(call).rejects.toThrow(
      /tool-input proxy could not reach the MCP server: fetch failed/,
    );
    const again = await everythingOverHttp("streamableHttp", Number(port));
    try {
      // The restarted server no longer knows the session and says so (with 400, where the
      // specification says 404, which would end the proxy: docs/cli.md, "Remote servers").
      await expect(
        b.client.callTool({ name: "get-sum", arguments: { a: 1, b: 2 } }),
      ).rejects.toThrow(/could not reach the MCP server: .*No valid session ID provided/s);
      expect(b.stderr()).toContain(
        "tool-input proxy: could not send to the server: fetch failed\n",
      );
    } finally {
      await b.client.close();
      await again.stop();
    }
  }, 30_000);
});

describe("an HTTP+SSE server (MCP 2024-11-05) behind tool-input proxy --url", () => {
  it("is reached through the older transport, as the SDK's clients fall back", async () => {
    const sse = await everythingOverHttp("sse");
    const b = await proxied(["--url", sse.url]);
    try {
      const listed = await b.client.listTools();
      expect(listed.tools.map((tool) => tool.name)).toContain("get-sum");
      expect(
        textOf(await b.client.callTool({ name: "get-sum", arguments: { a: "2", b: 3 } })),
      ).toBe("The sum of 2 and 3 is 5.");
    } finally {
      await b.client.close();
      await sse.stop();
    }
  }, 20_000);
});
