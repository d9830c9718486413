import { spawnSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cliBin } from "./support/proxy.js";

// The MCP Inspector's CLI mode (@modelcontextprotocol/inspector, a client no one here wrote)
// starting `tool-input proxy npx …`, the server's command given without `--` (docs/cli.md,
// "tool-input proxy"); npx finds server-filesystem in this repository's node_modules.

const root = realpathSync(mkdtempSync(join(tmpdir(), "tool-input-inspector-")));
writeFileSync(join(root, "a.txt"), "first\nsecond\n");
const inspector = join(process.cwd(), "node_modules", ".bin", "mcp-inspector");
const server = ["npx", "-y", "@modelcontextprotocol/server-filesystem", root];

afterAll(() => rmSync(root, { recursive: true, force: true }));

function inspect(command: readonly string[], method: readonly string[]): unknown {
  const run = spawnSync(inspector, ["--cli", ...command, ...method], {
    encoding: "utf8",
    timeout: 90_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

describe("the MCP Inspector's CLI driving tool-input proxy npx …", () => {
  const proxied = [process.execPath, cliBin, "proxy", ...server];
  const read = ["--method", "tools/call", "--tool-name", "read_text_file"];
  const args = ["--tool-arg", `path=${join(root, "a.txt")}`, "--tool-arg", "head=1"];

  it("lists the same tools as the server started directly", () => {
    const list = ["--method", "tools/list"];
    expect(inspect(proxied, list)).toEqual(inspect(server, list));
  }, 120_000);

  it("a call gets the server's answer through the proxy", () => {
    // The Inspector converts each --tool-arg to the type the schema asks for, so it sends no
    // malformed call; the malformed ones are in test/mcp-proxy-filesystem.test.ts.
    expect(inspect(proxied, [...read, ...args])).toEqual({
      content: [{ type: "text", text: "first" }],
      structuredContent: { content: "first" },
    });
  }, 120_000);
});
