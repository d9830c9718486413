import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECK_USAGE, MAIN_USAGE, REPLAY_USAGE } from "./commands/usage.js";
import { runMain } from "./test-support/run-main.js";

const run = runMain;

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

  it.each([
    {
      argv: ["chek"],
      stderr:
        'tool-input: unknown command "chek" (did you mean "check"?)\nRun `tool-input --help` for usage.\n',
    },
    {
      argv: ["replya"],
      stderr:
        'tool-input: unknown command "replya" (did you mean "replay"?)\nRun `tool-input --help` for usage.\n',
    },
    {
      argv: ["precomp"],
      stderr:
        'tool-input: unknown command "precomp" (did you mean "precompile"?)\nRun `tool-input --help` for usage.\n',
    },
    {
      argv: ["--verison"],
      stderr:
        'tool-input: unknown option "--verison" (did you mean "--version"?)\nRun `tool-input --help` for usage.\n',
    },
    {
      argv: ["help", "proxi"],
      stderr:
        'tool-input help: unknown command "proxi" (did you mean "proxy"?)\nRun `tool-input help help` for usage.\n',
    },
    {
      argv: ["check", "--tools", "sample", "--tool", "x", "--inptu", "{}"],
      stderr:
        'tool-input check: unknown option "--inptu" (did you mean "--input"?)\nRun `tool-input help check` for usage.\n',
    },
    {
      argv: ["replay", "--jsno"],
      stderr:
        'tool-input replay: unknown option "--jsno" (did you mean "--json"?)\nRun `tool-input help replay` for usage.\n',
    },
    {
      argv: ["proxy", "--learn", "l.json", "--", "node"],
      stderr:
        'tool-input proxy: unknown option "--learn" (did you mean "--learned"?)\nRun `tool-input help proxy` for usage.\n',
    },
    {
      argv: ["check", "--tols", "t.json"],
      stderr:
        'tool-input check: unknown option "--tols" (did you mean "--tools"?)\nRun `tool-input help check` for usage.\n',
    },
    {
      // `--tooll` starts with `--tool` and is one edit from `--tools`: not clear, so no suggestion.
      argv: ["check", "--tooll", "t.json"],
      stderr:
        'tool-input check: unknown option "--tooll"\nRun `tool-input help check` for usage.\n',
    },
  ])("did you mean: $argv", async ({ argv, stderr }) => {
    expect(await run(argv)).toEqual({ code: 2, stdout: "", stderr });
  });

  it.each([
    { name: "grep_cod", line: 'sample: unknown tool "grep_cod" (did you mean "grep_code"?)\n' },
    {
      name: "page_clik",
      line: 'sample: unknown tool "page_clik" (did you mean "page_click"?)\n',
    },
    // Near two tools: both offered, as a model would be (docs/pipeline.md, "Tool names").
    {
      name: "view",
      line: 'sample: unknown tool "view" (did you mean "view_file" or "view_files"?)\n',
    },
    { name: "zzz", line: 'sample: unknown tool "zzz"\n' },
  ])("did you mean, for the tool of check: $name", async ({ name, line }) => {
    expect(await run(["check", "--tools", "sample", "--tool", name, "--input", "{}"])).toEqual({
      code: 2,
      stdout: "",
      stderr: line,
    });
  });

  it("reads the catalog (--tools -), the input (--input - or @-) and the log (replay -) from stdin", async () => {
    const catalog = JSON.stringify({
      read: { type: "object", properties: { n: { type: "number" } } },
    });
    const fromStdinCatalog = await run(
      ["check", "--tools", "-", "--tool", "read", "--input", '{"n":"1"}'],
      catalog,
    );
    expect(fromStdinCatalog).toEqual({
      code: 0,
      stdout: '{\n  "n": 1\n}\n',
      stderr: 'repaired `n`: "1" → 1 (number)\n',
    });
    for (const input of ["-", "@-"]) {
      const fromStdinInput = await run(
        ["check", "--tools", "sample", "--tool", "view_file", "--input", input],
        '{"path":"a"}',
      );
      expect(fromStdinInput).toEqual({ code: 0, stdout: '{\n  "path": "a"\n}\n', stderr: "" });
    }
    const log = `${JSON.stringify({ tool: "view_file", input: { path: "a" } })}\n`;
    const replayed = await run(["replay", "--tools", "sample", "-", "--json"], log);
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout)).toMatchObject({
      catalog: "sample",
      log: "stdin",
      total: { calls: 1, valid: 1 },
    });
  });

  it("refuses standard input for two files at once", async () => {
    expect(await run(["replay", "--tools", "-", "-"])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "tool-input replay: --tools and LOG cannot both be - (standard input)\nRun `tool-input help replay` for usage.\n",
    });
    expect(await run(["check", "--tools", "-", "--tool", "a", "--input", "@-"])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "tool-input check: --tools and --input cannot both be - (standard input)\nRun `tool-input help check` for usage.\n",
    });
  });

  it("says a number in --input that would lose digits, instead of rounding it", async () => {
    for (const number of ["12345678901234567890", "1e400"]) {
      const input = `{"path":"a.ts","first":${number}}`;
      const result = await run([
        "check",
        "--tools",
        "sample",
        "--tool",
        "view_file",
        "--input",
        input,
      ]);
      expect(result).toEqual({
        code: 1,
        stdout: `<tool_use_error>InputValidationError: view_file failed due to the following issue:\nThe parameter \`first\` holds the number \`${number}\`, which would lose digits as a JavaScript number, so the arguments text is not decoded; send it with fewer digits</tool_use_error>\n`,
        stderr: "",
      });
    }
  });

  it("decodes a JSON string of JSON text in --input, the json repair", async () => {
    const input = JSON.stringify(JSON.stringify({ path: "a.ts" }));
    const result = await run([
      "check",
      "--tools",
      "sample",
      "--tool",
      "view_file",
      "--input",
      input,
    ]);
    expect(result).toEqual({
      code: 0,
      stdout: '{\n  "path": "a.ts"\n}\n',
      stderr: "repaired the input: JSON text → object (json)\n",
    });
  });

  it("prints a valid input nested 100,000 deep, compact, instead of an internal error", async () => {
    const depth = 100_000;
    const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const catalog = JSON.stringify({ any: {} });
    const result = await run(["check", "--tools", "-", "--tool", "any", "--input", deep], catalog);
    expect(result).toEqual({ code: 0, stdout: `${deep}\n`, stderr: "" });
    const json = await run(
      ["check", "--tools", "-", "--tool", "any", "--input", deep, "--json"],
      catalog,
    );
    expect(json.stdout).toBe(`{"ok":true,"status":"accepted","value":${deep},"coercions":[]}\n`);
  });
});
