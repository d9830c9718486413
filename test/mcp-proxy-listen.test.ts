// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is what the proxy expands
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { filesystemCases, writeFilesystemFixtures } from "./support/filesystem-cases.js";
import { type ListeningProxy, listeningProxy } from "./support/http-servers.js";
import { fixture, running, serverEntry, textOf } from "./support/proxy.js";

// `tool-input proxy --listen` (docs/cli.md, "--listen"): a Streamable HTTP endpoint in front of
// a stdio server, driven by the SDK's Streamable HTTP client.

const root = realpathSync(mkdtempSync(join(tmpdir(), "tool-input-listen-")));
const record = join(root, "received.txt");
const token = "s3cret-token";
let files: ListeningProxy;
let guarded: ListeningProxy;

async function open(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: "tool-input-test", version: "0.0.0" });
  await client.connect(transport);
  return { client, transport };
}

beforeAll(async () => {
  const work = join(root, "files");
  mkdirSync(work);
  writeFilesystemFixtures(work);
  [files, guarded] = await Promise.all([
    listeningProxy([
      process.execPath,
      serverEntry("@modelcontextprotocol/server-filesystem"),
      work,
    ]),
    listeningProxy(
      ["--token", "${LISTEN_TOKEN}", process.execPath, fixture("recording-server.mjs"), record],
      {
        LISTEN_TOKEN: token,
      },
    ),
  ]);
}, 30_000);

afterAll(async () => {
  expect(await files?.stop()).toBe(0);
  await guarded?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("server-filesystem behind tool-input proxy --listen", () => {
  const cases = filesystemCases(join(root, "files"));
  let client: Client;
  beforeAll(async () => {
    ({ client } = await open(files.url));
  });
  afterAll(async () => {
    await client?.close();
  });

  it.each(cases)("the call succeeds: $tool, $name", async ({ tool, args, check }) => {
    const result = await client.callTool({ name: tool, arguments: args });
    expect(result.isError ?? false).toBe(false);
    check?.({ isError: result.isError === true, text: textOf(result) });
  });
});

const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "raw", version: "0" },
  },
};
const post = (url: string, headers: Record<string, string>, body: string) =>
  fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body,
  });
const received = (): string[] =>
  existsSync(record) ? readFileSync(record, "utf8").trim().split("\n") : [];

describe("what --listen refuses, before anything reaches the server", () => {
  const bearer = { authorization: `Bearer ${token}` };
  it.each([
    {
      name: "a foreign Origin",
      headers: { ...bearer, origin: "https://attacker.example" },
      status: 403,
    },
    { name: "no token", headers: {}, status: 401 },
    { name: "a wrong token", headers: { authorization: "Bearer guess" }, status: 401 },
  ])("an initialize with $name: $status, and no server started", async ({ headers, status }) => {
    const response = await post(guarded.url, headers, JSON.stringify(initialize));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 } });
    expect(received()).toEqual([]);
  });

  it("a body over 4 MiB: 413, and no server started", async () => {
    const big = JSON.stringify({
      ...initialize,
      params: { ...initialize.params, pad: "x".repeat(4 * 1024 * 1024) },
    });
    const response = await post(guarded.url, bearer, big);
    expect(response.status).toBe(413);
    expect(received()).toEqual([]);
  });

  it("in a session, the same requests are refused and only the session's own reach the server", async () => {
    const { client, transport } = await open(guarded.url, bearer);
    try {
      const session = {
        ...bearer,
        "mcp-session-id": transport.sessionId as string,
        "mcp-protocol-version": "2025-06-18",
      };
      const call = (n: number) =>
        JSON.stringify({
          jsonrpc: "2.0",
          id: 99,
          method: "tools/call",
          params: { name: "echo", arguments: { n } },
        });
      const { authorization: _, ...noToken } = session;
      const refused = await Promise.all([
        post(guarded.url, { ...session, origin: "http://evil.example" }, call(1)),
        post(guarded.url, noToken, call(2)),
        post(guarded.url, { ...session, authorization: "Bearer guess" }, call(3)),
        post(guarded.url, session, JSON.stringify({ pad: "x".repeat(5 * 1024 * 1024) })),
        post(guarded.url, { ...session, "mcp-session-id": "not-a-session" }, call(4)),
      ]);
      expect(refused.map((r) => r.status)).toEqual([403, 401, 401, 413, 404]);
      expect(textOf(await client.callTool({ name: "echo", arguments: { n: "5" } }))).toBe(
        '{"n":5}',
      );
      expect(received()).toEqual([
        "initialize",
        "notifications/initialized",
        "tools/list",
        "tools/call",
      ]);
    } finally {
      await client.close();
    }
  });
});

describe("two clients of --listen", () => {
  it("each has its own server session, and ending one leaves the other", async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const [a, b] = await Promise.all([open(guarded.url, bearer), open(guarded.url, bearer)]);
    const pid = async (c: Client) =>
      Number(textOf(await c.callTool({ name: "pid", arguments: {} })));
    const [pidA, pidB] = await Promise.all([pid(a.client), pid(b.client)]);
    expect(pidA).not.toBe(pidB);
    expect(a.transport.sessionId).not.toBe(b.transport.sessionId);
    // The same ids on both sessions at once come back each to its own client.
    const echoes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? a : b).client.callTool({ name: "echo", arguments: { n: i } }),
      ),
    );
    expect(echoes.map(textOf)).toEqual(Array.from({ length: 20 }, (_, i) => `{"n":${i}}`));
    // A's session ends (DELETE): its server process goes, B's stays.
    await a.transport.terminateSession();
    await a.client.close();
    await vi.waitFor(() => expect(running(pidA)).toBe(false), { timeout: 10_000 });
    expect(running(pidB)).toBe(true);
    expect(await pid(b.client)).toBe(pidB);
    const reuse = await post(
      guarded.url,
      { ...bearer, "mcp-session-id": a.transport.sessionId ?? "gone" },
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    );
    expect(reuse.status).toBe(404);
    await b.transport.terminateSession();
    await b.client.close();
    await vi.waitFor(() => expect(running(pidB)).toBe(false), { timeout: 10_000 });
  }, 30_000);
});
