import { describe, expect, it } from "vitest";
import { runModule } from "../test-support/run-module.js";
import { projectTools } from "./project-tools.js";

const byQuery = {
  name: "search",
  inputSchema: { type: "object", properties: { q: { type: "string" } } },
};
const byNumber = {
  name: "search",
  inputSchema: { type: "object", properties: { n: { type: "number" } } },
};

describe("projectTools", () => {
  it("gives two tools of the same name distinct provider names, the first keeping it", () => {
    const catalog = projectTools([byQuery, byNumber, byQuery], "openai-strict");
    const names = catalog.tools.map((result) => (result.ok ? result.name : ""));
    expect(names).toEqual(["search", "search_00zkjvzd", "search_00zkjvzd2"]);
    for (const name of names) expect(catalog.originalName(name)).toBe("search");
  });

  it("never throws for a list that is not an array or cannot be read", () => {
    const hostile = new Proxy([byQuery], {
      get() {
        throw new Error("boom");
      },
    });
    for (const tools of [null, undefined, "search", hostile]) {
      const catalog = projectTools(tools as never, "openai-strict");
      expect(catalog.tools).toEqual([]);
      expect(catalog.originalName("search")).toBeUndefined();
    }
  });

  it("lifts a call to each of them by its own schema", () => {
    const [first, second] = projectTools([byQuery, byNumber], "openai-strict").tools;
    if (!first?.ok || !second?.ok) throw new Error("refused");
    expect(first.lift({ q: null }).value).toEqual({});
    expect(second.lift({ n: null }).value).toEqual({});
    expect(second.lift({ q: null }).value).toEqual({ q: null });
  });

  it("keeps a later tool's valid name from an earlier tool's rewrite", () => {
    const catalog = projectTools(
      [
        { ...byQuery, name: "a.b" },
        { ...byQuery, name: "a_b" },
      ],
      "openai-strict",
    );
    expect(catalog.tools.map((result) => (result.ok ? result.name : ""))).toEqual([
      expect.stringMatching(/^a_b_[0-9a-z]{8}$/),
      "a_b",
    ]);
  });

  // In a child process under a hang bound: each duplicate tried every counter from 2 again, so
  // 10,000 tools of one name took about 20 s to project and as long again to make a catalog.
  it("names 10,000 tools of one name in linear time", () => {
    const script = `
        import { createToolCatalog, projectTools } from "@tool-input/validate";
        const tools = Array.from({ length: 10_000 }, () => ({
          name: "search",
          inputSchema: { type: "object", properties: {} },
        }));
        const names = projectTools(tools, "openai-strict").tools.map((tool) => tool.ok && tool.name);
        const catalog = createToolCatalog(tools, { projection: "openai-strict" });
        process.stdout.write([names[1], names.at(-1), new Set(names).size, catalog.size].join(" "));`;
    const child = runModule(script, { timeout: 20_000 });
    expect(child.error?.message ?? child.stderr).toBe("");
    expect(child.stdout).toBe("search_00zkjvzd search_00zkjvzd9999 10000 1");
  }, 30_000);
});
