// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is what the proxy expands
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cliBin } from "./support/proxy.js";

// `tool-input proxy`'s own command line (docs/cli.md, "tool-input proxy"): mistakes exit 2
// before any server starts.

const cli = (args: readonly string[]) => {
  const run = spawnSync(process.execPath, [cliBin, ...args], { encoding: "utf8", input: "" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};
const hint = "Run `tool-input help proxy` for usage.\n";

describe("tool-input proxy, its command line", () => {
  it.each([
    { args: ["proxy"], error: "the server's command or --url is missing" },
    { args: ["proxy", "--"], error: "the server's command or --url is missing" },
    { args: ["proxy", "--fast", "--", "node"], error: 'unknown option "--fast"' },
    { args: ["proxy", "--fast", "node"], error: 'unknown option "--fast"' },
    { args: ["proxy", "--log", "--", "node"], error: 'option "--log" needs a value' },
    {
      args: ["proxy", "--url", "http://127.0.0.1:1/mcp", "node", "server.js"],
      error: 'give --url or a server\'s command, not both ("node")',
    },
    { args: ["proxy", "--header", "A: 1", "node"], error: "--header goes with --url" },
    { args: ["proxy", "--token", "t", "node"], error: "--token goes with --listen" },
    {
      args: ["proxy", "--listen", "nowhere", "node"],
      error: '--listen "nowhere" is not [HOST:]PORT',
    },
    {
      args: [
        "proxy",
        "--url",
        "http://127.0.0.1:1/mcp",
        "--header",
        "Authorization: Bearer ${TOOL_INPUT_UNSET}",
      ],
      error: "--header Authorization: the environment variable TOOL_INPUT_UNSET is not set",
    },
  ])("$args: $error", ({ args, error }) => {
    expect(cli(args)).toEqual({
      code: 2,
      stdout: "",
      stderr: `tool-input proxy: ${error}\n${hint}`,
    });
  });

  it.each([
    {
      args: ["proxy", "--", "/nonexistent/server"],
      line: 'could not start the server (/nonexistent/server): cannot find the server\'s command "/nonexistent/server"',
    },
    {
      args: ["proxy", "tool-input-no-such-server", "--stdio"],
      line: 'could not start the server (tool-input-no-such-server --stdio): cannot find the server\'s command "tool-input-no-such-server" on the PATH',
    },
  ])("a command that cannot be found: $args", ({ args, line }) => {
    expect(cli(args)).toEqual({ code: 2, stdout: "", stderr: `tool-input proxy: ${line}\n` });
  });

  it("help proxy and --help", () => {
    expect(cli(["help", "proxy"]).stdout.split("\n")[0]).toBe(
      "Usage: tool-input proxy [options] [--] <command> [args...]",
    );
    expect(cli(["proxy", "--help"]).code).toBe(0);
    expect(cli(["--help"]).stdout).toContain(
      "\n  proxy       Run an MCP server behind a proxy that repairs its tool calls\n",
    );
  });
});
