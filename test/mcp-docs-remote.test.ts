// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is what the clients and the proxy expand
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  everythingOverHttp,
  type HttpRelay,
  type HttpServer,
  httpRelay,
  listeningProxy,
} from "./support/http-servers.js";
import { cliBin } from "./support/proxy.js";

// Each remote-server configuration of docs/mcp.md ("Remote servers"), run as its client would
// run it: the client's own expansion done (Cursor's ${env:NAME}, VS Code's ${input:id}), the
// `npx … tool-input` launcher pointed at this checkout's build, and the remote URL pointed at
// server-everything on loopback, through a relay that shows the headers that arrived.

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const page = readFileSync(join(root, "docs/mcp.md"), "utf8");
const section = page.slice(page.indexOf("## Remote servers"));
const blocks = (language: string): string[] =>
  [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g"))].map(
    (m) => m[1] ?? "",
  );

/** The words of a shell line: plain, or in single quotes (all the page uses). */
const words = (line: string): string[] =>
  [...line.trim().matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? "");

const token = "github_pat_test";
const launchers = [
  ["npx", "-y", "-p", "@tool-input/cli", "-p", "@modelcontextprotocol/sdk", "tool-input"],
  ["npx", "-y", "@tool-input/cli"],
];

interface Launch {
  readonly name: string;
  readonly command: string[];
  readonly env: Record<string, string>;
}

/** Every configuration of the section: JSON ones by client, then `claude mcp add` lines. */
function launches(): Launch[] {
  const found: Launch[] = [];
  for (const block of blocks("json")) {
    const config = JSON.parse(block);
    const servers = config.mcpServers ?? config.servers;
    for (const [name, entry] of Object.entries(servers) as [
      string,
      { command: string; args: string[]; env?: Record<string, string> },
    ][]) {
      // What the client substitutes before it starts the command.
      const expand = (text: string) =>
        text.replace("${env:GITHUB_TOKEN}", token).replace("${input:github-token}", token);
      const env = Object.fromEntries(
        Object.entries(entry.env ?? {}).map(([key, value]) => [
          key,
          key === "GITHUB_TOKEN" ? token : expand(value),
        ]),
      );
      found.push({ name, command: [entry.command, ...entry.args].map(expand), env });
    }
  }
  for (const block of blocks("sh").filter((b) => b.startsWith("claude mcp add"))) {
    const all = words(block);
    // Claude Code passes its own environment on: GITHUB_TOKEN exported in the shell.
    found.push({
      name: all[3] as string,
      command: all.slice(all.indexOf("--") + 1),
      env: { GITHUB_TOKEN: token },
    });
  }
  return found;
}

/** The command as this checkout runs it, the remote URL replaced by `url`. */
function local(command: readonly string[], url: string): string[] {
  const launcher = launchers.find((prefix) => prefix.every((word, i) => command[i] === word));
  expect(launcher, command.join(" ")).toBeDefined();
  const rest = command
    .slice(launcher?.length)
    .map((word) => (/^https:\/\//.test(word) ? url : word));
  return [process.execPath, cliBin, ...rest];
}

let server: HttpServer;
let relay: HttpRelay;
const config = mkdtempSync(join(tmpdir(), "tool-input-docs-remote-"));

beforeAll(async () => {
  server = await everythingOverHttp("streamableHttp");
  relay = await httpRelay(server.url);
}, 30_000);

afterAll(async () => {
  await relay?.close();
  await server?.stop();
  rmSync(config, { recursive: true, force: true });
});

describe("docs/mcp.md, Remote servers: each configuration runs", () => {
  it("has the configurations the page promises", () => {
    expect(launches().map((launch) => launch.name)).toEqual([
      "github",
      "github",
      "github",
      "linear",
      "github",
      "linear",
    ]);
  });

  it.each(launches().map((launch, i) => ({ ...launch, i })))(
    "configuration $i ($name) reaches the server, with the token where it belongs",
    async ({ name, command, env }) => {
      const [file, ...args] = local(command, relay.url);
      const before = relay.seen.length;
      const transport = new StdioClientTransport({
        command: file as string,
        args,
        env: { ...(process.env as Record<string, string>), MCP_REMOTE_CONFIG_DIR: config, ...env },
        stderr: "pipe",
      });
      const client = new Client({ name: "docs", version: "0.0.0" });
      await client.connect(transport);
      try {
        expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("get-sum");
      } finally {
        await client.close();
      }
      const posts = relay.seen.slice(before).filter((request) => request.method === "POST");
      expect(posts.length).toBeGreaterThan(0);
      if (name === "github") {
        expect(posts.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(
          true,
        );
      }
    },
    60_000,
  );

  it("the --listen line serves the filesystem server, behind its token", async () => {
    const [line] = blocks("sh").filter((b) => b.includes("--listen"));
    const all = words(line as string);
    // `MCP_TOKEN=$(openssl rand -hex 16) npx …`: the token is made up here instead.
    const command = local(all.slice(all.indexOf("npx")), "");
    expect(command.slice(2, 5)).toEqual(["proxy", "--listen", "8080"]);
    const proxy = await listeningProxy(command.slice(5), { MCP_TOKEN: "t0ken" });
    try {
      const transport = new StreamableHTTPClientTransport(new URL(proxy.url), {
        requestInit: { headers: { authorization: "Bearer t0ken" } },
      });
      const client = new Client({ name: "docs", version: "0.0.0" });
      await client.connect(transport);
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("read_text_file");
      await client.close();
    } finally {
      await proxy.stop();
    }
  }, 60_000);
});
