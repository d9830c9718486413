import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CliIo } from "./cli-io.js";
import { main } from "./main.js";
import { CHECK_USAGE, MAIN_USAGE, REPLAY_USAGE } from "./usage.js";

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    writeOut: (text) => {
      stdout += text;
    },
    writeErr: (text) => {
      stderr += text;
    },
    stderrIsTTY: false,
    readStdin: async () => "",
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe("main", () => {
  it.each([
    { argv: ["--help"], stdout: MAIN_USAGE },
    { argv: ["-h"], stdout: MAIN_USAGE },
    { argv: ["help"], stdout: MAIN_USAGE },
    { argv: ["help", "check"], stdout: CHECK_USAGE },
    { argv: ["help", "replay"], stdout: REPLAY_USAGE },
    { argv: ["check", "--help"], stdout: CHECK_USAGE },
    { argv: ["replay", "-h"], stdout: REPLAY_USAGE },
    { argv: ["--version"], stdout: `${version}\n` },
    { argv: ["-v"], stdout: `${version}\n` },
  ])("$argv prints to stdout and exits 0", async ({ argv, stdout }) => {
    expect(await run(argv)).toEqual({ code: 0, stdout, stderr: "" });
  });

  it("prints the usage on stderr and exits 2 with no command", async () => {
    expect(await run([])).toEqual({ code: 2, stdout: "", stderr: MAIN_USAGE });
  });

  it.each([
    {
      argv: ["frobnicate"],
      stderr: 'tool-input: unknown command "frobnicate"\nRun `tool-input --help` for usage.\n',
    },
    {
      argv: ["--frob"],
      stderr: 'tool-input: unknown option "--frob"\nRun `tool-input --help` for usage.\n',
    },
    {
      argv: ["help", "frob"],
      stderr: 'tool-input help: unknown command "frob"\nRun `tool-input help help` for usage.\n',
    },
    {
      argv: ["check", "--tools", "t.json", "--tool", "x", "--input", "{}", "--strict"],
      stderr:
        'tool-input check: unknown option "--strict"\nRun `tool-input help check` for usage.\n',
    },
    {
      argv: ["check", "--tools", "t.json", "--input", "{}"],
      stderr: "tool-input check: --tool is required\nRun `tool-input help check` for usage.\n",
    },
    {
      argv: ["check", "--tools", "t.json", "--tool", "x", "--input", "{}", "extra"],
      stderr:
        'tool-input check: unexpected argument "extra"\nRun `tool-input help check` for usage.\n',
    },
    {
      argv: ["replay", "--tools", "t.json"],
      stderr:
        "tool-input replay: a LOG file is missing (give both, or neither for the bundled sample)\nRun `tool-input help replay` for usage.\n",
    },
    {
      argv: ["replay", "calls.jsonl"],
      stderr:
        "tool-input replay: --tools FILE is missing (give both, or neither for the bundled sample)\nRun `tool-input help replay` for usage.\n",
    },
    {
      argv: ["replay", "--tools", "t.json", "a.jsonl", "b.jsonl"],
      stderr:
        'tool-input replay: unexpected argument "b.jsonl"\nRun `tool-input help replay` for usage.\n',
    },
  ])("$argv is a usage error: one line, a hint, exit 2", async ({ argv, stderr }) => {
    expect(await run(argv)).toEqual({ code: 2, stdout: "", stderr });
  });
});
