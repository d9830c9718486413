import { describe, expect, it } from "vitest";
import { createToolCatalog, projectTools } from "../index.js";

const takes = (key: string) => ({
  type: "object",
  properties: { [key]: { type: "string" } },
  required: [key],
  additionalProperties: false,
});
// `github.search_issues` cannot be sent as `github_search_issues`, which the other tool holds.
const dotted = { name: "github.search_issues", inputSchema: takes("q") };
const underscored = { name: "github_search_issues", inputSchema: takes("query") };
const tools = [dotted, underscored];
const catalog = createToolCatalog(tools, { projection: "openai-strict" });
const sentNames = projectTools(tools, "openai-strict").tools.map((tool) => tool.ok && tool.name);

describe("a catalog under a projection: the names the provider was sent", () => {
  it("gives the dotted tool a hash-suffixed name", () => {
    expect(sentNames).toEqual(["github_search_issues_01xucvx5", "github_search_issues"]);
  });

  it("takes a name the provider was sent as the tool's own: no repair", () => {
    const result = catalog.checkCall({
      name: "github_search_issues_01xucvx5",
      arguments: '{"q":"bug"}',
    });
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      tool: dotted,
      value: { q: "bug" },
      coercions: [],
    });
    expect(catalog.resolve("github_search_issues_01xucvx5")).toEqual({
      kind: "exact",
      tool: dotted,
      name: "github.search_issues",
    });
  });

  it.each([
    ["the OpenAI namespace", "functions.github_search_issues_01xucvx5"],
    ["the Gemini namespace", "default_api.github_search_issues_01xucvx5"],
    ["Claude Code's MCP namespace", "mcp__github__github_search_issues_01xucvx5"],
    ["a case and separator variant", "Github-Search-Issues-01xucvx5"],
  ])("repairs %s on a sent name, to the tool's own name", (_case, name) => {
    const repaired = { path: [], rule: "tool-name", from: name, to: "github.search_issues" };
    expect(catalog.checkCall({ name, arguments: '{"q":"bug"}' })).toEqual({
      ok: true,
      status: "accepted",
      tool: dotted,
      value: { q: "bug" },
      coercions: [repaired],
    });
    expect(catalog.resolve(name)).toEqual({
      kind: "repaired",
      tool: dotted,
      name: "github.search_issues",
    });
  });

  it("still takes a tool's own name as it is", () => {
    expect(catalog.resolve("github.search_issues")).toEqual({
      kind: "exact",
      tool: dotted,
      name: "github.search_issues",
    });
  });

  it("offers the names the provider was sent, never the tools' own", () => {
    const near = catalog.checkCall({ name: "github_search_issue_01xucvx5", arguments: "{}" });
    expect(near.ok === false && near.message).toBe(
      "There is no tool named `github_search_issue_01xucvx5` (did you mean `github_search_issues_01xucvx5` or `github_search_issues`?)",
    );
    expect(catalog.resolve("github_search_issue_01xucvx5")).toEqual({
      kind: "unknown",
      near: ["github_search_issues_01xucvx5", "github_search_issues"],
      ambiguous: false,
    });
    const far = catalog.checkCall({ name: "zzz", arguments: "{}" });
    expect(far.ok === false && far.message).toBe(
      "There is no tool named `zzz` (the tools are `github_search_issues_01xucvx5` and `github_search_issues`)",
    );
  });

  it("answers a sent name's errors in the tool's own name", () => {
    const result = catalog.checkCall({
      name: "functions.github_search_issues_01xucvx5",
      arguments: "{}",
    });
    expect(result.ok === false && result.message).toBe(
      "github.search_issues failed due to the following issue:\nThe required parameter `q` is missing",
    );
  });

  it("leaves the second of two tools with one name out, as without a projection", () => {
    const first = { name: "search", inputSchema: takes("query") };
    const second = { name: "search", inputSchema: takes("rm") };
    const twice = createToolCatalog([first, second], { projection: "openai-strict" });
    // `projectTools` sends the second as `search_00zkjvzd`; a call by that name would be
    // checked against the second and answered as `search`, the name that looks up the first.
    const renamed = projectTools([first, second], "openai-strict").tools[1];
    expect(renamed?.ok && renamed.name).toBe("search_00zkjvzd");
    const result = twice.checkCall({ name: "search_00zkjvzd", arguments: '{"rm":"-rf /"}' });
    expect(result.ok === false && result.message).toBe(
      "There is no tool named `search_00zkjvzd` (did you mean `search`?)",
    );
    expect(twice.resolve("search_00zkjvzd")).toEqual({
      kind: "unknown",
      near: ["search"],
      ambiguous: false,
    });
    expect(twice.resolve("search")).toEqual({ kind: "exact", tool: first, name: "search" });
    expect(twice.size).toBe(1);
    const far = twice.checkCall({ name: "zzz", arguments: "{}" });
    expect(far.ok === false && far.message).toBe(
      "There is no tool named `zzz` (the tools are `search`)",
    );
  });
});
