import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// docs/cli.md, "Files, standard input and gzip": the built bin run from a directory that has no
// copy of the sample, reading `-` and gzip, and the did-you-mean examples as the page shows them.
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-stdin-"));

function cli(args: readonly string[], input: string | Buffer = "") {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: "utf8", input });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const calls = [
  { tool: "view_file", input: { path: "a.ts" } },
  { tool: "view_file", input: { path: "a.ts", first: "20" } },
  { tool: "grep_code", input: { pattern: "x", n: true } },
]
  .map((call) => `${JSON.stringify(call)}\n`)
  .join("");
const table = [
  "tool         calls  valid  repaired  rejected  repairs",
  "view_file        2      1         1         0  number 1",
  "grep_code        1      0         0         1",
  "total            3      1         1         1  number 1",
].join("\n");

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("tool-input reads - and gzip", () => {
  it("replay --tools sample calls.jsonl.gz: a gzipped log, read directly", () => {
    writeFileSync(join(dir, "calls.jsonl.gz"), gzipSync(calls));
    const run = cli(["replay", "--tools", "sample", "calls.jsonl.gz"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      `Replayed 3 calls from calls.jsonl.gz against 8 tools from sample.\n\n${table}\n`,
    );
    expect(run.code).toBe(0);
  });

  it("replay --tools sample -: the log on stdin, gzipped or not", () => {
    for (const input of [calls, gzipSync(calls)]) {
      const run = cli(["replay", "--tools", "sample", "-"], input);
      expect(run.stdout).toContain(
        `Replayed 3 calls from stdin against 8 tools from sample.\n\n${table}\n`,
      );
      expect(run.code).toBe(0);
    }
  });

  it("a gzip log cut short: the problems so far, then one line, exit 2, no report", () => {
    const log = `${calls}${'{"tool":"ghost"}\n'}${calls.repeat(3000)}`;
    writeFileSync(join(dir, "cut.jsonl.gz"), gzipSync(log).subarray(0, 200));
    const run = cli(["replay", "--tools", "sample", "cut.jsonl.gz"]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr:
        'cut.jsonl.gz:4: unknown tool "ghost"\ncut.jsonl.gz: not a valid gzip file (unexpected end of file)\n',
    });
  });

  it("check --tools - with the input as text, and check --input - with the catalog as a file", () => {
    const catalog = JSON.stringify({
      read: { type: "object", properties: { n: { type: "number" } } },
    });
    expect(
      cli(["check", "--tools", "-", "--tool", "read", "--input", '{"n":"2"}'], catalog),
    ).toEqual({
      code: 0,
      stdout: '{\n  "n": 2\n}\n',
      stderr: 'repaired `n`: "2" → 2 (number)\n',
    });
    expect(
      cli(["check", "--tools", "sample", "--tool", "view_file", "--input", "-"], '{"path":"a"}'),
    ).toEqual({ code: 0, stdout: '{\n  "path": "a"\n}\n', stderr: "" });
  });
});

describe("did you mean (docs/cli.md, Files, standard input and gzip example)", () => {
  it.each([
    {
      args: ["chek", "--tools", "sample", "--tool", "view_file", "--input", "{}"],
      stderr:
        'tool-input: unknown command "chek" (did you mean "check"?)\nRun `tool-input --help` for usage.\n',
    },
    {
      args: ["check", "--tools", "sample", "--tool", "grep_cod", "--input", "{}"],
      stderr: 'sample: unknown tool "grep_cod" (did you mean "grep_code"?)\n',
    },
    {
      args: ["replay", "--jsno"],
      stderr:
        'tool-input replay: unknown option "--jsno" (did you mean "--json"?)\nRun `tool-input help replay` for usage.\n',
    },
  ])("$args", ({ args, stderr }) => {
    expect(cli(args)).toEqual({ code: 2, stdout: "", stderr });
  });
});
