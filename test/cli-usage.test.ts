import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The bin's own exit codes for help, version and command-line mistakes.
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");

function cli(args: readonly string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
});

describe("tool-input usage (docs/cli.md, exit codes)", () => {
  it("--version prints the package version, exit 0", () => {
    const { version } = JSON.parse(readFileSync(join(root, "packages/cli/package.json"), "utf8"));
    expect(cli(["--version"])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it("--help lists the commands, exit 0", () => {
    const run = cli(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")[0]).toBe("Usage: tool-input <command> [options]");
    expect(run.stdout).toContain("\n  check       Run the pipeline on one tool call\n");
    expect(run.stdout).toContain(
      "\n  precompile  Write validators for a catalog's tools as code that needs no eval\n",
    );
    expect(run.stderr).toBe("");
  });

  it("help replay prints the replay usage, exit 0", () => {
    const run = cli(["help", "replay"]);
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")[0]).toBe(
      "Usage: tool-input replay [--tools FILE LOG] [--projection T] [--json]",
    );
  });

  it.each([
    {
      args: ["lint"],
      stderr: 'tool-input: unknown command "lint"\nRun `tool-input --help` for usage.\n',
    },
    {
      args: ["--verbose"],
      stderr: 'tool-input: unknown option "--verbose"\nRun `tool-input --help` for usage.\n',
    },
    {
      args: ["replay", "--fast"],
      stderr:
        'tool-input replay: unknown option "--fast"\nRun `tool-input help replay` for usage.\n',
    },
    {
      args: ["check", "--tools", "t.json", "--tool"],
      stderr:
        'tool-input check: option "--tool" needs a value\nRun `tool-input help check` for usage.\n',
    },
  ])("$args: one line and a usage hint on stderr, exit 2", ({ args, stderr }) => {
    expect(cli(args)).toEqual({ code: 2, stdout: "", stderr });
  });

  it("no command: the usage on stderr, exit 2", () => {
    const run = cli([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")[0]).toBe("Usage: tool-input <command> [options]");
  });
});
