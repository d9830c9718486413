import { describe, expect, it } from "vitest";
import { projectToolSchema } from "./project-tool-schema.js";
import type { ProjectionResult, ProjectionTarget } from "./types.js";

const project = (n: unknown, target: ProjectionTarget = "openai-strict"): ProjectionResult =>
  projectToolSchema(
    { name: "t", inputSchema: { type: "object", properties: { n }, required: ["n"] } },
    target,
  );

const sent = (n: unknown, target: ProjectionTarget = "openai-strict") => {
  const result = project(n, target);
  if (!result.ok) throw new Error(result.reason);
  const { properties } = result.inputSchema as { properties: { n: unknown } };
  return { n: properties.n, changes: result.changes.filter((change) => change.kind !== "closed") };
};

const at = ["properties", "n"];

describe("draft-04's boolean exclusive bounds", () => {
  it("writes `true` beside a numeric bound as 2020-12 does", () => {
    expect(sent({ type: "integer", minimum: 0, exclusiveMinimum: true })).toEqual({
      n: { type: "integer", exclusiveMinimum: 0 },
      changes: [{ kind: "keyword-rewritten", path: at, keyword: "exclusiveMinimum" }],
    });
    expect(sent({ type: "number", exclusiveMaximum: true, maximum: 1, minimum: 0 })).toEqual({
      n: { type: "number", minimum: 0, exclusiveMaximum: 1 },
      changes: [{ kind: "keyword-rewritten", path: at, keyword: "exclusiveMaximum" }],
    });
  });

  it("drops `false`, the bound beside it meaning what it says", () => {
    expect(sent({ type: "number", minimum: 0, exclusiveMinimum: false })).toEqual({
      n: { type: "number", minimum: 0 },
      changes: [{ kind: "keyword-rewritten", path: at, keyword: "exclusiveMinimum" }],
    });
  });

  it("drops `true` with no numeric bound beside it", () => {
    expect(sent({ type: "number", exclusiveMinimum: true })).toEqual({
      n: { type: "number" },
      changes: [{ kind: "keyword-dropped", path: at, keyword: "exclusiveMinimum" }],
    });
  });

  it("keeps the bound for a target without exclusive bounds", () => {
    expect(sent({ type: "integer", minimum: 0, exclusiveMinimum: true }, "gemini")).toEqual({
      n: { type: "integer", minimum: 0 },
      changes: [{ kind: "keyword-dropped", path: at, keyword: "exclusiveMinimum" }],
    });
  });
});

describe("a kept keyword whose value is not of its type", () => {
  it.each([
    ["a string maxLength", { type: "string", maxLength: "10" }, "maxLength", "gemini"],
    ["a negative maxItems", { type: "array", items: { type: "string" }, maxItems: -1 }, "maxItems"],
    ["a string minItems", { type: "array", items: { type: "string" }, minItems: "1" }, "minItems"],
    ["a zero multipleOf", { type: "number", multipleOf: 0 }, "multipleOf"],
    ["a numeric pattern", { type: "string", pattern: 5 }, "pattern"],
    ["a numeric description", { type: "string", description: 5 }, "description"],
  ] as const)("drops %s", (_, n, keyword, target: ProjectionTarget = "openai-strict") => {
    const { type, items } = n as { type: string; items?: unknown };
    expect(sent(n, target)).toEqual({
      n: items === undefined ? { type } : { type, items },
      changes: [{ kind: "keyword-dropped", path: at, keyword }],
    });
  });
});
