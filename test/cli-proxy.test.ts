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
    { args: ["proxy"], error: "the server's command is missing after --" },
    { args: ["proxy", "--"], error: "the server's command is missing after --" },
    {
      args: ["proxy", "node", "server.js"],
      error: 'unexpected argument "node" (put the server\'s command after --)',
    },
    { args: ["proxy", "--fast", "--", "node"], error: 'unknown option "--fast"' },
    { args: ["proxy", "--log", "--", "node"], error: 'option "--log" needs a value' },
  ])("$args: $error", ({ args, error }) => {
    expect(cli(args)).toEqual({
      code: 2,
      stdout: "",
      stderr: `tool-input proxy: ${error}\n${hint}`,
    });
  });

  it("a command that cannot be started", () => {
    expect(cli(["proxy", "--", "/nonexistent/server"])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "tool-input proxy: could not start the server (/nonexistent/server): spawn /nonexistent/server ENOENT\n",
    });
  });

  it("help proxy and --help", () => {
    expect(cli(["help", "proxy"]).stdout.split("\n")[0]).toBe(
      "Usage: tool-input proxy [--answer] [--log FILE] [--learned FILE] [--otel] -- <command> [args...]",
    );
    expect(cli(["proxy", "--help"]).code).toBe(0);
    expect(cli(["--help"]).stdout).toContain(
      "\n  proxy       Run an MCP server behind a proxy that repairs its tool calls\n",
    );
  });
});
