import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// Bad files never crash the CLI: one line on stderr naming the file (and line), no stack trace.
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-files-"));

function cli(args: readonly string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  const read = { type: "object", properties: { path: { type: "string" } }, required: ["path"] };
  writeFileSync(
    join(dir, "tools.json"),
    JSON.stringify({ tools: [{ name: "read", inputSchema: read }] }),
  );
  writeFileSync(
    join(dir, "broken.json"),
    '{\n  "tools": [\n    { "name": "read" }\n    { "name": "write" }\n  ]\n}\n',
  );
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "x", version: "1.0.0" }));
  writeFileSync(join(dir, "empty.jsonl"), "\n\n");
  writeFileSync(join(dir, "input.json"), '{"path": "a.txt",\n}');
  const lines = [
    '{"tool":"read","input":{"path":"a"}}',
    '{"tool":"read","input":{"path":"b"}',
    "",
    '{"event":"session_start"}',
    '{"tool":"write","input":{"path":"c"}}',
    '{"method":"tools/list","params":{}}',
    '{"tool":"foo","input":{}}',
  ];
  writeFileSync(join(dir, "calls.jsonl"), `${lines.join("\n")}\n`);
  writeFileSync(join(dir, "junk.jsonl"), "hello\nworld\n");
  const many = Array.from({ length: 25 }, (_, i) => JSON.stringify({ tool: `t${i}`, input: {} }));
  writeFileSync(join(dir, "many-unknown.jsonl"), many.join("\n"));
});

const check = (tools: string, tool: string, input: string) => [
  "check",
  "--tools",
  tools,
  "--tool",
  tool,
  "--input",
  input,
];

describe("bad files give one clear line and exit 2 (docs/cli.md, exit codes)", () => {
  it.each([
    {
      why: "a missing catalog",
      args: check("nope.json", "read", "{}"),
      stderr: "nope.json: no such file\n",
    },
    {
      why: "a catalog that is not valid JSON",
      args: check("broken.json", "read", "{}"),
      stderr: "broken.json:4: not valid JSON: Expected ',' or ']' after array element\n",
    },
    {
      why: "a JSON file that is not a catalog",
      args: check("package.json", "read", "{}"),
      stderr:
        "package.json: not a tool catalog (expected an MCP tools/list result, Anthropic or OpenAI tool definitions, or a { name: schema } map)\n",
    },
    {
      why: "a catalog that is a directory",
      args: check(".", "read", "{}"),
      stderr: ".: is a directory, not a file\n",
    },
    {
      why: "an unknown tool",
      args: check("tools.json", "foo", "{}"),
      stderr: 'tools.json: unknown tool "foo"\n',
    },
    {
      why: "an --input that is not JSON",
      args: check("tools.json", "read", "{path: a}"),
      stderr: "--input: not valid JSON: Expected property name or '}'\n",
    },
    {
      why: "a missing @FILE input",
      args: check("tools.json", "read", "@gone.json"),
      stderr: "gone.json: no such file\n",
    },
    {
      why: "an @ naming no file",
      args: check("tools.json", "read", "@"),
      stderr: "--input @: no file named after the @\n",
    },
    {
      why: "an @FILE input that is not JSON",
      args: check("tools.json", "read", "@input.json"),
      stderr: "input.json:2: not valid JSON: Expected double-quoted property name\n",
    },
    {
      why: "a missing log",
      args: ["replay", "--tools", "tools.json", "gone.jsonl"],
      stderr: "gone.jsonl: no such file\n",
    },
    {
      why: "a missing catalog for replay",
      args: ["replay", "--tools", "gone.json", "calls.jsonl"],
      stderr: "gone.json: no such file\n",
    },
    {
      why: "an empty log",
      args: ["replay", "--tools", "tools.json", "empty.jsonl"],
      stderr: "empty.jsonl: no tool calls in the log\n",
    },
    {
      why: "a log with no calls at all (each line reported first)",
      args: ["replay", "--tools", "tools.json", "junk.jsonl"],
      stderr:
        "junk.jsonl:1: not valid JSON: Unexpected token 'h'\n" +
        "junk.jsonl:2: not valid JSON: Unexpected token 'w'\n" +
        "junk.jsonl: no tool calls in the log\n",
    },
  ])("$why", ({ args, stderr }) => {
    expect(cli(args)).toEqual({ code: 2, stdout: "", stderr });
  });
});

describe("a replay with bad lines or unknown tools reports them, counts them, and exits 1", () => {
  it("names each line on stderr, and still prints the report (docs/cli.md, problems example)", () => {
    expect(cli(["replay", "--tools", "tools.json", "calls.jsonl"])).toEqual({
      code: 1,
      stdout: `Replayed 3 calls from calls.jsonl against 1 tool from tools.json.

tool     calls  valid  repaired  rejected  repairs
read         1      1         0         0
write        1      -         -         -  not in the catalog
foo          1      -         -         -  not in the catalog
total        3      1         0         0
`,
      stderr: [
        "calls.jsonl:2: not valid JSON: Expected ',' or '}' after property value",
        "calls.jsonl:4: not a tool call (expected { tool, input }, an Anthropic tool_use block, OpenAI tool_calls, an OpenAI Responses function_call item or an MCP tools/call request)",
        'calls.jsonl:5: unknown tool "write"',
        'calls.jsonl:6: not a tool call (an MCP "tools/list" request)',
        'calls.jsonl:7: unknown tool "foo"',
        "",
      ].join("\n"),
    });
  });

  it("lists the problems in --json too", () => {
    const run = cli(["replay", "--tools", "tools.json", "calls.jsonl", "--json"]);
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json.catalog).toBe("tools.json");
    expect(json.log).toBe("calls.jsonl");
    expect(json.total).toEqual({
      calls: 3,
      valid: 1,
      repaired: 0,
      rejected: 0,
      unknown: 2,
      repairs: {},
    });
    expect(json.problems).toEqual([
      { line: 2, message: "not valid JSON: Expected ',' or '}' after property value" },
      {
        line: 4,
        message:
          "not a tool call (expected { tool, input }, an Anthropic tool_use block, OpenAI tool_calls, an OpenAI Responses function_call item or an MCP tools/call request)",
      },
      { line: 5, message: 'unknown tool "write"' },
      { line: 6, message: 'not a tool call (an MCP "tools/list" request)' },
      { line: 7, message: 'unknown tool "foo"' },
    ]);
  });

  it("prints at most 20 problem lines, then how many more there were", () => {
    const run = cli(["replay", "--tools", "tools.json", "many-unknown.jsonl"]);
    expect(run.code).toBe(1);
    const lines = run.stderr.split("\n");
    expect(lines).toHaveLength(22);
    expect(lines[0]).toBe('many-unknown.jsonl:1: unknown tool "t0"');
    expect(lines[19]).toBe('many-unknown.jsonl:20: unknown tool "t19"');
    expect(lines[20]).toBe("many-unknown.jsonl: 5 more problems not shown");
    expect(lines[21]).toBe("");
  });

  it("refuses a catalog or an input file that is not UTF-8: one line, exit 2 (docs/cli.md, files)", () => {
    writeFileSync(join(dir, "latin1.json"), Buffer.from('{"path":"caf\xe9.txt"}', "latin1"));
    writeFileSync(join(dir, "latin1-tools.json"), Buffer.from('{"caf\xe9":{}}', "latin1"));
    expect(
      cli(["check", "--tools", "sample", "--tool", "view_file", "--input", "@latin1.json"]),
    ).toEqual({
      code: 2,
      stdout: "",
      stderr: "latin1.json: not UTF-8 text\n",
    });
    expect(cli(["check", "--tools", "latin1-tools.json", "--tool", "a", "--input", "{}"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "latin1-tools.json: not UTF-8 text\n",
    });
  });
});
