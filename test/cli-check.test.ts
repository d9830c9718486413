import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The CLI as a user runs it: the built bin in a child process (`pnpm test` builds first).
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const tools = "sample";

function cli(args: readonly string[], stdin = "") {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    encoding: "utf8",
    input: stdin,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
});

const patchInput = {
  path: "src/db.ts",
  changes: JSON.stringify([{ find: "timeout: 10", replace: "timeout: 30", all: "false" }]),
  preview: "false",
};

describe("tool-input check (docs/cli.md, check examples)", () => {
  it("valid: prints the input as JSON, nothing on stderr, exit 0", () => {
    const run = cli([
      "check",
      "--tools",
      tools,
      "--tool",
      "view_file",
      "--input",
      '{"path":"src/index.ts"}',
    ]);
    expect(run).toEqual({ code: 0, stdout: '{\n  "path": "src/index.ts"\n}\n', stderr: "" });
  });

  it("repaired: prints the repaired input, one line per repair on stderr, exit 0", () => {
    const run = cli([
      "check",
      "--tools",
      tools,
      "--tool",
      "patch_file",
      "--input",
      JSON.stringify(patchInput),
    ]);
    expect(run).toEqual({
      code: 0,
      stdout: `${JSON.stringify(
        {
          path: "src/db.ts",
          changes: [{ find: "timeout: 10", replace: "timeout: 30", all: false }],
          preview: false,
        },
        null,
        2,
      )}\n`,
      stderr: [
        "repaired `changes`: JSON text → array (json)",
        'repaired `changes[0].all`: "false" → false (boolean)',
        'repaired `preview`: "false" → false (boolean)',
        "",
      ].join("\n"),
    });
  });

  it("rejected: prints the <tool_use_error> text, exit 1", () => {
    const run = cli([
      "check",
      "--tools",
      tools,
      "--tool",
      "grep_code",
      "--input",
      '{"pattern":"TODO","n":true}',
    ]);
    expect(run).toEqual({
      code: 1,
      stdout:
        "<tool_use_error>InputValidationError: grep_code failed due to the following issue:\n" +
        "An unexpected parameter `n` was provided (did you mean `-n`?)</tool_use_error>\n",
      stderr: "",
    });
  });

  it("rejected with several issues: the plural header, missing before unexpected before type", () => {
    const input = { file_path: "a.ts", first: "all" };
    const run = cli([
      "check",
      "--tools",
      tools,
      "--tool",
      "view_file",
      "--input",
      JSON.stringify(input),
    ]);
    expect(run).toEqual({
      code: 1,
      stdout:
        "<tool_use_error>InputValidationError: view_file failed due to the following issues:\n" +
        "The required parameter `path` is missing\n" +
        "An unexpected parameter `file_path` was provided (did you mean `path`?)\n" +
        "The parameter `first` type is expected as `number` but provided as `string`</tool_use_error>\n",
      stderr: "",
    });
  });

  it("--json, repaired: the whole result object, exit 0", () => {
    const input = '{"path":"a.ts","first":"20"}';
    const run = cli(["check", "--tools", tools, "--tool", "view_file", "--input", input, "--json"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      ok: true,
      status: "accepted",
      value: { path: "a.ts", first: 20 },
      coercions: [{ path: ["first"], rule: "number", from: "20", to: 20 }],
    });
  });

  it("--json, rejected: the whole result object, exit 1", () => {
    const run = cli([
      "check",
      "--tools",
      tools,
      "--tool",
      "grep_code",
      "--input",
      '{"pattern":"TODO","n":true}',
      "--json",
    ]);
    const message =
      "grep_code failed due to the following issue:\nAn unexpected parameter `n` was provided (did you mean `-n`?)";
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      status: "rejected",
      issues: [{ kind: "unexpected", path: ["n"], suggestion: "-n" }],
      message,
      toolUseError: `<tool_use_error>InputValidationError: ${message}</tool_use_error>`,
      coercions: [],
    });
  });

  it("reads the input from a file with @FILE", () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-input-check-"));
    const file = join(dir, "input.json");
    writeFileSync(file, JSON.stringify({ path: "README.md", last: "10" }));
    const run = cli(["check", "--tools", tools, "--tool", "view_file", "--input", `@${file}`]);
    expect(run).toEqual({
      code: 0,
      stdout: '{\n  "path": "README.md",\n  "last": 10\n}\n',
      stderr: 'repaired `last`: "10" → 10 (number)\n',
    });
  });

  it("reads the input from stdin with -", () => {
    const run = cli(
      ["check", "--tools", tools, "--tool", "view_files", "--input", "-"],
      '{"paths":"[\\"a.ts\\"]"}',
    );
    expect(run).toEqual({
      code: 0,
      stdout: '{\n  "paths": [\n    "a.ts"\n  ]\n}\n',
      stderr: "repaired `paths`: JSON text → array (json)\n",
    });
  });

  it("repair lines print a key holding a dot as the model-facing messages do (docs/cli.md, repair lines)", () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-input-check-"));
    const catalog = join(dir, "dotted.json");
    const schema = {
      type: "object",
      properties: {
        "a.b": { type: "boolean" },
        c: { type: "object", properties: { "d.e": { type: "number" } } },
      },
    };
    writeFileSync(catalog, JSON.stringify({ tools: [{ name: "dotted", inputSchema: schema }] }));
    const input = '{"a.b":"true","c":{"d.e":"5"}}';
    const run = cli(["check", "--tools", catalog, "--tool", "dotted", "--input", input]);
    expect(run).toEqual({
      code: 0,
      stdout: '{\n  "a.b": true,\n  "c": {\n    "d.e": 5\n  }\n}\n',
      stderr:
        'repaired `["a.b"]`: "true" → true (boolean)\nrepaired `c["d.e"]`: "5" → 5 (number)\n',
    });
  });

  it("a schema that cannot be compiled: the input passes, with the schema error as a warning on stderr", () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-input-check-"));
    const catalog = join(dir, "odd.json");
    const schema = { type: "object", properties: { n: { type: "bogus" } } };
    writeFileSync(catalog, JSON.stringify({ tools: [{ name: "odd", inputSchema: schema }] }));
    const json = cli([
      "check",
      "--tools",
      catalog,
      "--tool",
      "odd",
      "--input",
      '{"n":"5"}',
      "--json",
    ]);
    const { schemaError } = JSON.parse(json.stdout);
    expect(schemaError).toMatch(/^The input schema of tool `odd` could not be compiled: /);
    const run = cli(["check", "--tools", catalog, "--tool", "odd", "--input", '{"n":"5"}']);
    expect(run).toEqual({
      code: 0,
      stdout: '{\n  "n": "5"\n}\n',
      stderr: `warning: ${schemaError}\n`,
    });
  });
});

describe("tool-input check: tool names (docs/cli.md, check)", () => {
  it("reads a misspelled name as the one tool it stands for, saying so", () => {
    const run = cli([
      "check",
      "--tools",
      tools,
      "--tool",
      "ViewFile",
      "--input",
      '{"path":"a.ts"}',
    ]);
    expect(run).toEqual({
      code: 0,
      stdout: '{\n  "path": "a.ts"\n}\n',
      stderr: 'tool "ViewFile" read as "view_file" (tool-name)\n',
    });
  });

  it("says so under --json too, whose result names no tool", () => {
    const args = ["check", "--tools", tools, "--tool", "ViewFile", "--input", '{"path":"a.ts"}'];
    const run = cli([...args, "--json"]);
    expect(run).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ ok: true, status: "accepted", value: { path: "a.ts" }, coercions: [] }, null, 2)}\n`,
      stderr: 'tool "ViewFile" read as "view_file" (tool-name)\n',
    });
  });

  it("says did you mean for a name near tools of the catalog", () => {
    const run = cli(["check", "--tools", tools, "--tool", "view_fil", "--input", "{}"]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: `${tools}: unknown tool "view_fil" (did you mean "view_file" or "view_files"?)\n`,
    });
  });
});
