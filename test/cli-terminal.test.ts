import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// Text from logs and catalogs reaches the terminal escaped: no ANSI escape acts, no line break
// forges a `FILE:LINE:` problem line (docs/cli.md, "Bad input, problems and exit codes").
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-terminal-"));

function cli(args: readonly string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Anything a terminal acts on: C0 controls but the line feed, DEL, C1 controls, separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

const evil = "clear\u001b[2J\u009b31m\nlog.jsonl:99: forged\u2028";
const tools = {
  tools: [
    {
      name: evil,
      inputSchema: { type: "object", properties: { n: { type: "number" } }, required: ["n"] },
    },
    {
      name: "broken\u001b[5m",
      inputSchema: { type: "object", properties: { a: { type: "wat" } } },
    },
  ],
};
const log = [
  { tool: evil, input: { n: "5" } },
  { tool: evil, input: { m: 1 } },
  { tool: "broken\u001b[5m", input: {} },
  { tool: `ghost\u001b]0;title\u0007`, input: {} },
  { jsonrpc: "2.0", id: 1, method: "tools/list\nlog.jsonl:7: forged" },
]
  .map((record) => JSON.stringify(record))
  .concat(['{"a":"\u001b"}'])
  .join("\n");

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  writeFileSync(join(dir, "tools.json"), JSON.stringify(tools));
  writeFileSync(join(dir, "log.jsonl"), log);
});

describe("tool-input prints what logs and catalogs hold with its control characters escaped", () => {
  it("replay: the report and every problem line", () => {
    const run = cli(["replay", "--tools", "tools.json", "log.jsonl"]);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toMatch(ACTIVE);
    expect(run.stderr).not.toMatch(ACTIVE);
    expect(run.stderr).toBe(
      [
        'log.jsonl:4: unknown tool "ghost\\u001b]0;title\\u0007"',
        'log.jsonl:5: not a tool call (an MCP "tools/list\\nlog.jsonl:7: forged" request)',
        "log.jsonl:6: not valid JSON: Bad control character in string literal",
        "",
      ].join("\n"),
    );
    const name = "clear\\u001b[2J\\u009b31m\\nlog.jsonl:99: forged\\u2028";
    expect(run.stdout).toContain(`\n${name}`);
    expect(run.stdout).toContain(`× ${name}: The required parameter \`n\` is missing\n`);
    expect(run.stdout).toContain(
      "\n  The input schema of tool `broken\\u001b[5m` could not be compiled",
    );
  });

  it("replay --json: valid JSON with the same escapes", () => {
    const run = cli(["replay", "--tools", "tools.json", "log.jsonl", "--json"]);
    expect(run.stdout).not.toMatch(ACTIVE);
    const report = JSON.parse(run.stdout);
    expect(report.tools[0].tool).toBe(evil);
  });

  it("check: a bidi override or zero-width space in a name is escaped too", () => {
    const run = cli([
      "check",
      "--tools",
      "tools.json",
      "--tool",
      "ghost\u202e\u200b",
      "--input",
      "{}",
    ]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: 'tools.json: unknown tool "ghost\\u202e\\u200b"\n',
    });
  });

  it("check: the repairs, the schema warning and the JSON value", () => {
    const run = cli(["check", "--tools", "tools.json", "--tool", evil, "--input", '{"n":"5"}']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('repaired `n`: "5" → 5 (number)\n');
    const bad = cli([
      "check",
      "--tools",
      "tools.json",
      "--tool",
      "ghost\u001b[1m",
      "--input",
      "{}",
    ]);
    expect(bad).toEqual({
      code: 2,
      stdout: "",
      stderr: 'tools.json: unknown tool "ghost\\u001b[1m"\n',
    });
    const value = cli([
      "check",
      "--tools",
      "tools.json",
      "--tool",
      evil,
      "--input",
      '{"n":1,"s":"\\u009b"}',
    ]);
    expect(value.stdout).toBe('{\n  "n": 1,\n  "s": "\\u009b"\n}\n');
  });
  it("precompile: the line of a tool left out", () => {
    const leftOut = {
      tools: [
        {
          name: "set_user\u001b[2J\nout.js: 0 tools precompiled",
          inputSchema: {
            type: "object",
            properties: { u: { type: "string", pattern: "^(?!admin$)[a-z]+$" } },
          },
        },
        { name: "ok", inputSchema: { type: "object" } },
      ],
    };
    writeFileSync(join(dir, "left-out.json"), JSON.stringify(leftOut));
    const run = cli(["precompile", "--tools", "left-out.json", "--out", "out.js"]);
    expect(run).toEqual({
      code: 0,
      stdout: "",
      stderr: [
        'out.js: tool set_user\\u001b[2J\\nout.js: 0 tools precompiled left out (the pattern "^(?!admin$)[a-z]+$" needs a backtracking regular expression engine)',
        "out.js: 1 tool precompiled",
        "",
      ].join("\n"),
    });
  });

  it("project: the projected catalog, as valid JSON with the same escapes", () => {
    const catalog = {
      tools: [
        {
          name: "t",
          description: "d\u009b2J\u2028x",
          inputSchema: { type: "object", properties: { "k\u009b31m": { type: "string" } } },
        },
      ],
    };
    writeFileSync(join(dir, "c1.json"), JSON.stringify(catalog));
    const run = cli(["project", "--tools", "c1.json", "--target", "anthropic"]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(ACTIVE);
    expect(run.stdout).toBe(`{
  "tools": [
    {
      "name": "t",
      "inputSchema": {
        "type": "object",
        "properties": {
          "k\\u009b31m": {
            "type": "string"
          }
        },
        "additionalProperties": false
      }
    }
  ]
}
`);
    expect(JSON.parse(run.stdout).tools[0].inputSchema.properties).toEqual({
      "k\u009b31m": { type: "string" },
    });
  });
});
