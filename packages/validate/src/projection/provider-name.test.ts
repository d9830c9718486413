import { describe, expect, it } from "vitest";
import { createToolCatalog } from "../call/create-tool-catalog.js";
import { projectTools } from "./project-tools.js";
import { providerName } from "./provider-name.js";
import { rulesOf } from "./target-rules.js";

const strict = rulesOf("openai-strict");
const gemini = rulesOf("gemini");
if (strict === undefined || gemini === undefined) throw new Error("targets missing");

describe("providerName", () => {
  it("keeps a name the provider takes", () => {
    expect(providerName("read_text_file", strict, new Set())).toBe("read_text_file");
  });

  it("replaces characters the provider refuses, Gemini taking dots", () => {
    expect(providerName("github.search issues", strict, new Set())).toBe("github_search_issues");
    expect(providerName("github.search issues", gemini, new Set())).toBe("github.search_issues");
    expect(providerName("9lives", gemini, new Set())).toBe("_9lives");
    expect(providerName("", strict, new Set())).toBe("_");
  });

  it("cuts a long name and ends it with its hash, the same in every call", () => {
    const long = `mcp__${"filesystem".repeat(10)}__read`;
    const name = providerName(long, strict, new Set());
    expect(name).toHaveLength(64);
    expect(name).toMatch(/^mcp__filesystemfilesystem[a-z]*_[0-9a-z]{8}$/);
    expect(providerName(long, strict, new Set())).toBe(name);
  });

  it("never takes a name another tool holds", () => {
    const { tools, originalName } = projectTools(
      [
        { name: "a.b", inputSchema: { type: "object" } },
        { name: "a_b", inputSchema: { type: "object" } },
        { name: "a-b", inputSchema: { type: "object" } },
        { name: "a b", inputSchema: { type: "object" } },
      ],
      "openai-strict",
    );
    const names = tools.map((tool) => (tool.ok ? tool.name : ""));
    expect(names).toEqual(["a_b_004la3gs", "a_b", "a-b", "a_b_004m7u2a"]);
    expect(names.map(originalName)).toEqual(["a.b", "a_b", "a-b", "a b"]);
  });
});

describe("a catalog made for a projection", () => {
  it("takes the names the provider was sent and lifts the calls", () => {
    const long = `mcp__${"filesystem".repeat(10)}__read`;
    const inputSchema = {
      type: "object",
      properties: { path: { type: "string" }, head: { type: "integer" } },
      required: ["path"],
    };
    const projected = projectTools([{ name: long, inputSchema }], "openai-strict");
    const sentName = projected.tools[0]?.ok ? projected.tools[0].name : "";
    const catalog = createToolCatalog([{ name: long, inputSchema }], {
      projection: "openai-strict",
    });
    const result = catalog.checkCall({ name: sentName, arguments: '{"path":"a.txt","head":null}' });
    expect(result).toMatchObject({
      ok: true,
      tool: { name: long },
      value: { path: "a.txt" },
      coercions: [{ path: ["head"], rule: "projection", from: null }],
    });
  });
});
