import { describe, expect, it } from "vitest";
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
});
