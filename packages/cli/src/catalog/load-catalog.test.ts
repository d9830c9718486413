import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordingIo } from "../test-support/run-main.js";
import { loadCatalog } from "./load-catalog.js";
import { samplePaths } from "./sample-path.js";

const dir = mkdtempSync(join(tmpdir(), "tool-input-catalog-"));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe("loadCatalog", () => {
  it("loads the bundled sample (an MCP tools/list result) with its 8 tools", async () => {
    const result = await loadCatalog(samplePaths.tools);
    expect(result.ok && [...result.value.keys()]).toEqual([
      "view_file",
      "view_files",
      "patch_file",
      "grep_code",
      "repo_history",
      "repo_commit",
      "open_ticket",
      "page_click",
    ]);
  });

  it("names the bundled sample catalog `sample`, a file of that name being `./sample`", async () => {
    const byName = await loadCatalog("sample");
    const byPath = await loadCatalog(samplePaths.tools);
    expect(byName.ok && [...byName.value.keys()]).toEqual(byPath.ok && [...byPath.value.keys()]);
    expect(await loadCatalog("./sample")).toEqual({
      ok: false,
      error: "./sample: no such file",
    });
  });

  it.each([
    { why: "a missing file", path: join(dir, "nope.json"), error: "tools.json: no such file" },
    { why: "a directory", path: dir, error: "tools.json: is a directory, not a file" },
    {
      why: "invalid JSON, with the line of the error",
      path: file("bad.json", '{\n  "tools": [\n    {"name": "a"}\n    {"name": "b"}\n  ]\n}'),
      error: "tools.json:4: not valid JSON: Expected ',' or ']' after array element",
    },
    {
      why: "invalid JSON without a position",
      path: file("words.json", "tools go here"),
      error: "tools.json: not valid JSON: Unexpected token 'o'",
    },
    {
      why: "an empty file",
      path: file("empty.json", ""),
      error: "tools.json: not valid JSON: it is empty",
    },
    {
      why: "JSON that is not a catalog",
      path: file("list.json", "[1, 2]"),
      error:
        "tools.json: tools[0]: not a tool definition (expected an MCP tools/list result, Anthropic or OpenAI tool definitions, or a { name: schema } map)",
    },
  ])("names the file for $why", async ({ path, error }) => {
    expect(await loadCatalog(path, { label: "tools.json" })).toEqual({ ok: false, error });
  });
});

describe("loadCatalog's options", () => {
  const catalog = JSON.stringify({ tools: [{ name: "read", inputSchema: { type: "object" } }] });

  it("needs none: a path alone is read", async () => {
    const result = await loadCatalog(file("plain.json", catalog));
    expect(result.ok && [...result.value.keys()]).toEqual(["read"]);
  });

  it("reads - from the standard input of `io`, named stdin", async () => {
    const result = await loadCatalog("-", { io: recordingIo(catalog).io });
    expect(result.ok && [...result.value.keys()]).toEqual(["read"]);
    expect(await loadCatalog("-", { io: recordingIo("[1]").io })).toEqual({
      ok: false,
      error:
        "stdin: tools[0]: not a tool definition (expected an MCP tools/list result, Anthropic or OpenAI tool definitions, or a { name: schema } map)",
    });
  });

  it("names the file by `label`, also for -", async () => {
    expect(await loadCatalog("-", { io: recordingIo("{").io, label: "My catalog" })).toEqual({
      ok: false,
      error: "My catalog:1: not valid JSON: Expected property name or '}'",
    });
  });
});

describe("loadCatalog reads files saved with a byte-order mark", () => {
  it("skips the BOM", async () => {
    const path = file("bom.json", `\uFEFF${JSON.stringify({ read: { type: "object" } })}`);
    const result = await loadCatalog(path);
    expect(result.ok && [...result.value.keys()]).toEqual(["read"]);
  });
});
