import { describe, expect, it } from "vitest";
import { projectToolSchema } from "./project-tool-schema.js";

const withDefault = (value: unknown) => ({
  name: "t",
  inputSchema: {
    type: "object",
    properties: { tags: { type: "array", items: { type: "string" }, default: value } },
  },
});

const sentTags = (value: unknown) => {
  const result = projectToolSchema(withDefault(value), "anthropic");
  if (!result.ok) throw new Error(result.reason);
  const { properties } = result.inputSchema as { properties: { tags: Record<string, unknown> } };
  return { tags: properties.tags, changes: result.changes };
};

describe("a kept keyword's object value", () => {
  it("is the projection's own: editing what is sent leaves the tool's schema as it was", () => {
    const tags = ["a", "b"];
    const { tags: sent } = sentTags(tags);
    expect(sent.default).toEqual(["a", "b"]);
    (sent.default as string[]).push("c");
    expect(tags).toEqual(["a", "b"]);
  });

  it.each([
    [
      "a cycle",
      (() => {
        const cycle: unknown[] = [];
        cycle.push(cycle);
        return cycle;
      })(),
    ],
    [
      "a value whose getter throws",
      [
        {
          get a() {
            throw new Error("no");
          },
        },
      ],
    ],
    [
      "thirty levels of shared parts (2^30 written out)",
      (() => {
        let shared: unknown = "x";
        for (let level = 0; level < 30; level++) shared = [shared, shared];
        return shared;
      })(),
    ],
  ])("is dropped when it cannot be copied: %s", (_, value) => {
    const { tags, changes } = sentTags(value);
    // Keys only: a deep comparison of the value kept would write out its 2^30 nodes.
    expect(Object.keys(tags)).toEqual(["type", "items"]);
    expect(changes).toEqual([
      { kind: "keyword-dropped", path: ["properties", "tags"], keyword: "default" },
      { kind: "closed", path: [] },
    ]);
  });
});
