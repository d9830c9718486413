import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The CLI as a user runs it: the built bin in a child process (`pnpm test` builds first).
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-replay-"));

function cli(args: readonly string[], cwd = dir) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function write(name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return name;
}

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
});

const SAMPLE_REPORT = `Replayed the bundled sample: 44 calls against 8 tools.

tool            calls  valid  repaired  rejected  repairs
view_file           6      2         2         2  number 2
view_files          4      1         3         0  json 2, wrap 1
patch_file          6      2         2         2  boolean 3, json 2
grep_code           9      2         2         5  integer 2, boolean 1
repo_history        4      1         2         1  integer 2, boolean 1, json 1
repo_commit         5      1         3         1  json 2, boolean 1, null 1
open_ticket         4      1         2         1  boolean 1, json 1, number 1
page_click          6      2         1         3  boolean 1, json 1
total              44     12        17        15  json 9, boolean 8, integer 4, number 3, null 1, wrap 1

Most frequent messages:
  3× grep_code: An unexpected parameter \`n\` was provided (did you mean \`-n\`?)
  2× page_click: The required parameter \`ref\` is missing
  1× view_file: The required parameter \`path\` is missing
  1× view_file: An unexpected parameter \`file_path\` was provided (did you mean \`path\`?)
  1× view_file: The parameter \`first\` type is expected as \`number\` but provided as \`string\`

Replay your own log with: tool-input replay --tools TOOLS LOG
`;

describe("tool-input replay on the bundled sample (docs/cli.md, replay example)", () => {
  it("prints the report, exit 0, nothing on stderr, from any working directory", () => {
    expect(cli(["replay"], root)).toEqual({ code: 0, stdout: SAMPLE_REPORT, stderr: "" });
    expect(cli(["replay"], tmpdir())).toEqual({ code: 0, stdout: SAMPLE_REPORT, stderr: "" });
  });

  it("--json gives the same counts as data (docs/cli.md, replay --json shape)", () => {
    const run = cli(["replay", "--json"]);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(Object.keys(json)).toEqual([
      "catalog",
      "log",
      "toolCount",
      "tools",
      "total",
      "topMessages",
      "schemaErrors",
      "problems",
      "problemCount",
    ]);
    expect(json.catalog).toBe(null);
    expect(json.log).toBe(null);
    expect(json.toolCount).toBe(8);
    expect(json.total).toEqual({
      calls: 44,
      valid: 12,
      repaired: 17,
      rejected: 15,
      unknown: 0,
      repairs: { number: 3, json: 9, boolean: 8, integer: 4, null: 1, wrap: 1 },
    });
    expect(json.tools[0]).toEqual({
      tool: "view_file",
      known: true,
      calls: 6,
      valid: 2,
      repaired: 2,
      rejected: 2,
      unknown: 0,
      repairs: { number: 2 },
    });
    expect(json.tools).toHaveLength(8);
    expect(json.topMessages[0]).toEqual({
      tool: "grep_code",
      message: "An unexpected parameter `n` was provided (did you mean `-n`?)",
      count: 3,
    });
    expect(json.schemaErrors).toEqual([]);
    expect(json.problems).toEqual([]);
  });
});

// One catalog and six calls, written in every catalog format and every log format.
const schemas = {
  read: {
    type: "object",
    properties: { path: { type: "string" }, head: { type: "number" } },
    required: ["path"],
    additionalProperties: false,
  },
  grep: {
    type: "object",
    properties: {
      pattern: { type: "string" },
      "-n": { type: "boolean" },
      paths: { type: "array", items: { type: "string" } },
    },
    required: ["pattern"],
    additionalProperties: false,
  },
};
const calls: [string, Record<string, unknown>][] = [
  ["read", { path: "a.txt" }],
  ["read", { path: "a.txt", head: "5" }],
  ["grep", { pattern: "x", paths: '["src"]', "-n": "true" }],
  ["grep", { pattern: "x", n: true }],
  ["read", {}],
  ["grep", { pattern: "y" }],
];

const catalogs = {
  "MCP tools/list result": {
    tools: Object.entries(schemas).map(([name, s]) => ({ name, inputSchema: s })),
  },
  "JSON-RPC response": {
    jsonrpc: "2.0",
    id: 1,
    result: {
      tools: Object.entries(schemas).map(([name, s]) => ({
        name,
        description: "d",
        inputSchema: s,
      })),
    },
  },
  "Anthropic tools": Object.entries(schemas).map(([name, s]) => ({ name, input_schema: s })),
  "OpenAI tools": Object.entries(schemas).map(([name, s]) => ({
    type: "function",
    function: { name, parameters: s },
  })),
  "name → schema map": schemas,
};

const logs: Record<string, (tool: string, input: unknown, i: number) => unknown> = {
  "{ tool, input }": (tool, input) => ({ tool, input }),
  "Anthropic tool_use blocks": (name, input, i) => ({
    type: "tool_use",
    id: `toolu_${i}`,
    name,
    input,
  }),
  "Anthropic messages": (name, input, i) => ({
    role: "assistant",
    content: [
      { type: "text", text: "On it." },
      { type: "tool_use", id: `toolu_${i}`, name, input },
    ],
  }),
  "OpenAI tool_calls": (name, input, i) => ({
    role: "assistant",
    content: null,
    tool_calls: [
      { id: `call_${i}`, type: "function", function: { name, arguments: JSON.stringify(input) } },
    ],
  }),
  "OpenAI single calls": (name, input) => ({
    type: "function",
    function: { name, arguments: JSON.stringify(input) },
  }),
  "MCP tools/call requests": (name, input, i) => ({
    jsonrpc: "2.0",
    id: i,
    method: "tools/call",
    params: { name, arguments: input },
  }),
};

const body = `tool     calls  valid  repaired  rejected  repairs
read         3      1         1         1  number 1
grep         3      1         1         1  boolean 1, json 1
total        6      2         2         2  boolean 1, json 1, number 1

Most frequent messages:
  1× grep: An unexpected parameter \`n\` was provided (did you mean \`-n\`?)
  1× read: The required parameter \`path\` is missing
`;

describe("tool-input replay reads every catalog and log format (docs/cli.md, formats)", () => {
  it.each(Object.entries(catalogs))("catalog: %s", (name, catalog) => {
    const file = write(`catalog-${name.replace(/\W+/g, "-")}.json`, JSON.stringify(catalog));
    const log = write(
      "calls.jsonl",
      calls.map(([tool, input]) => JSON.stringify({ tool, input })).join("\n"),
    );
    expect(cli(["replay", "--tools", file, log])).toEqual({
      code: 0,
      stdout: `Replayed 6 calls from calls.jsonl against 2 tools from ${file}.\n\n${body}`,
      stderr: "",
    });
  });

  it.each(Object.entries(logs))("log: %s", (name, toRecord) => {
    const tools = write("tools.json", JSON.stringify(catalogs["MCP tools/list result"]));
    const lines = calls.map(([tool, input], i) => JSON.stringify(toRecord(tool, input, i)));
    const log = write(`log-${name.replace(/\W+/g, "-")}.jsonl`, `${lines.join("\n")}\n`);
    expect(cli(["replay", "--tools", tools, log])).toEqual({
      code: 0,
      stdout: `Replayed 6 calls from ${log} against 2 tools from tools.json.\n\n${body}`,
      stderr: "",
    });
  });

  const corpus = join(root, "../shared/corpus/mcp-filesystem.json");
  it.skipIf(!existsSync(corpus))(
    "loads a corpus catalog, an MCP tools/list result with server metadata (skipped when ../shared/corpus is absent)",
    () => {
      const line = { tool: "read_text_file", input: { path: "a", head: "5" } };
      const log = write("fs.jsonl", `${JSON.stringify(line)}\n`);
      const run = cli(["replay", "--tools", corpus, log]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        "\nread_text_file        1      0         1         0  number 1\n",
      );
    },
  );

  it("reads OpenAI arguments that are not valid JSON by the call's text rules (docs/pipeline.md, The call)", () => {
    const tools = write("tools.json", JSON.stringify(catalogs["MCP tools/list result"]));
    const log = write(
      "truncated.jsonl",
      [
        JSON.stringify({ function: { name: "read", arguments: '{"path": "a.txt", "he' } }),
        JSON.stringify({ function: { name: "read", arguments: '{"path": "a.txt"}' } }),
        JSON.stringify({ function: { name: "grep", arguments: "" } }),
      ].join("\n"),
    );
    expect(cli(["replay", "--tools", tools, log])).toEqual({
      code: 0,
      stdout: `Replayed 3 calls from truncated.jsonl against 2 tools from tools.json.

tool     calls  valid  repaired  rejected  repairs
read         2      1         0         1
grep         1      0         0         1
total        3      1         0         2

Most frequent messages:
  1× read: The arguments text ends before the JSON object is complete (at character 21 of 21); send the whole call again
  1× grep: The required parameter \`pattern\` is missing
`,
      stderr: "",
    });
  });
});

describe("tool-input replay with a schema that cannot be compiled", () => {
  it("counts the call as valid and lists the schema problem after the table", () => {
    const schema = { type: "object", properties: { n: { type: "bogus" } } };
    const tools = write(
      "odd.json",
      JSON.stringify({ tools: [{ name: "odd", inputSchema: schema }] }),
    );
    const log = write("odd.jsonl", `${JSON.stringify({ tool: "odd", input: { n: "5" } })}\n`);
    const json = JSON.parse(cli(["replay", "--tools", tools, log, "--json"]).stdout);
    expect(json.schemaErrors).toHaveLength(1);
    expect(json.schemaErrors[0]).toMatch(/^The input schema of tool `odd` could not be compiled: /);
    expect(cli(["replay", "--tools", tools, log])).toEqual({
      code: 0,
      stdout: `Replayed 1 call from odd.jsonl against 1 tool from odd.json.

tool     calls  valid  repaired  rejected  repairs
odd          1      1         0         0
total        1      1         0         0

Schemas that could not be compiled (their calls passed unvalidated):
  ${json.schemaErrors[0]}
`,
      stderr: "",
    });
  });
});

describe("tool-input replay progress bar", () => {
  const many = Array.from({ length: 2000 }, (_, i) =>
    JSON.stringify({ tool: "read", input: { path: `f${i}`, head: "5" } }),
  );

  it("draws nothing when stderr is not a terminal", () => {
    const tools = write("tools.json", JSON.stringify(catalogs["MCP tools/list result"]));
    const log = write("many.jsonl", many.join("\n"));
    const run = cli(["replay", "--tools", tools, log]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("\ntotal    2,000      0     2,000         0  number 2,000\n");
  });

  const hasScript = spawnSync("script", ["--version"], { encoding: "utf8" }).status === 0;
  it.skipIf(!hasScript)(
    "draws a bar on a terminal (util-linux `script` gives the bin a pseudo-terminal)",
    () => {
      const tools = write("tools.json", JSON.stringify(catalogs["MCP tools/list result"]));
      const log = write("many.jsonl", many.join("\n"));
      const command = [process.execPath, bin, "replay", "--tools", tools, log]
        .map((a) => `'${a}'`)
        .join(" ");
      const run = spawnSync("script", ["-qfec", command, "/dev/null"], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(run.status).toBe(0);
      // The bar appears at the 1,000th call and measures the bytes read (the file is read ahead
      // in 64 KiB chunks); it ends full and is erased before the report.
      expect(run.stdout).toMatch(/^\r\[[#-]{30}\] +\d+% 1,000 calls/);
      expect(run.stdout).toMatch(/\r\[#{30}\] 100% [\d,]+ calls\r +\rReplayed 2,000 calls/);
      expect(run.stdout).toContain("total    2,000      0     2,000         0  number 2,000");
    },
  );
});
