import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runMain } from "../test-support/run-main.js";
import { PROJECT_USAGE } from "./usage.js";

const run = runMain;

const folder = mkdtempSync(join(tmpdir(), "tool-input-project-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const catalog = join(folder, "tools.json");
writeFileSync(
  catalog,
  JSON.stringify({
    tools: [
      {
        name: "github.search_issues",
        inputSchema: {
          type: "object",
          properties: { query: { type: "string" }, page: { type: "integer", minimum: 1 } },
          required: ["query"],
        },
      },
      {
        name: "label",
        inputSchema: {
          type: "object",
          properties: { labels: { type: "object", additionalProperties: { type: "string" } } },
        },
      },
    ],
  }),
);

describe("tool-input project", () => {
  it("prints the projected catalog, a line per rename and refusal, and exits 1 for a refusal", async () => {
    const result = await run(["project", "--tools", catalog, "--target", "openai-strict"]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      tools: [
        {
          name: "github_search_issues",
          inputSchema: {
            type: "object",
            properties: {
              query: { type: "string" },
              page: { type: ["integer", "null"], minimum: 1 },
            },
            required: ["query", "page"],
            additionalProperties: false,
          },
        },
      ],
    });
    expect(result.stderr).toBe(
      "github.search_issues: sent as github_search_issues\n" +
        "label cannot be projected for openai-strict: its input schema at `#/properties/labels` takes keys of its own choosing (a map), which the provider cannot describe.\n" +
        "1 tool projected for openai-strict, 1 refused\n",
    );
  });

  it("reads --tools - from the standard input it is given, as precompile does", async () => {
    const tool = {
      name: "a.b",
      inputSchema: { type: "object", properties: { q: { type: "string" } } },
    };
    const stdin = JSON.stringify({ tools: [tool] });
    const projected = await run(["project", "--tools", "-", "--target", "gemini"], stdin);
    expect(projected).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ tools: [tool] }, null, 2)}\n`,
      stderr: "1 tool projected for gemini, 0 refused\n",
    });
    const out = join(folder, "from-stdin.js");
    expect(await run(["precompile", "--tools", "-", "--out", out], stdin)).toEqual({
      code: 0,
      stdout: "",
      stderr: `${out}: 1 tool precompiled\n`,
    });
  });

  it("names the targets it knows", async () => {
    expect(await run(["project", "--tools", catalog, "--target", "mistral"])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'unknown target "mistral" (one of openai-strict, gemini, anthropic)',
      ),
    });
    expect(await run(["project", "--help"])).toEqual({
      code: 0,
      stdout: PROJECT_USAGE,
      stderr: "",
    });
  });

  it("replays a log of calls made against the projection with replay --projection", async () => {
    const log = join(folder, "calls.jsonl");
    const call = (page: unknown) =>
      JSON.stringify({ tool: "github_search_issues", input: { query: "bug", page } });
    writeFileSync(log, `${call(null)}\n${call(2)}\n${call(0)}\n`);
    const args = ["replay", "--tools", catalog, log, "--json"];
    const result = await run([...args, "--projection", "openai-strict"]);
    const report = JSON.parse(result.stdout);
    // The name the provider was sent is the tool's own: not a repair.
    expect(report.total).toMatchObject({ calls: 3, valid: 1, repaired: 1, rejected: 1 });
    expect(report.total.repairs).toEqual({ projection: 1 });
    expect(report.topMessages[0]).toMatchObject({
      message: "The parameter `page` must be at least `1` but was `0`",
    });
    expect(await run([...args, "--projection", "x"])).toMatchObject({ code: 2 });
  });

  it("takes every name the provider was sent as a tool of the log's catalog with replay --projection", async () => {
    // `github.search_issues` is sent as `github_search_issues_01xucvx5`: `github_search_issues` is taken.
    const tools = join(folder, "two-tools.json");
    const takes = (key: string) => ({
      type: "object",
      properties: { [key]: { type: "string" } },
      required: [key],
    });
    writeFileSync(
      tools,
      JSON.stringify({
        tools: [
          { name: "github.search_issues", inputSchema: takes("q") },
          { name: "github_search_issues", inputSchema: takes("query") },
        ],
      }),
    );
    const log = join(folder, "hashed-calls.jsonl");
    writeFileSync(
      log,
      `${JSON.stringify({ tool: "github_search_issues_01xucvx5", input: { q: "bug" } })}\n`,
    );
    const result = await run(["replay", "--tools", tools, log, "--projection", "openai-strict"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain("github.search_issues        1      1         0         0");
  });
});
