import type { JsonSchema } from "@tool-input/json";
import { describe, expect, it } from "vitest";
import { validateToolInput } from "../validate-tool-input.js";
import { projectToolSchema } from "./project-tool-schema.js";

const shape = {
  anyOf: [
    {
      type: "object",
      properties: { kind: { const: "circle" }, r: { type: "number" }, label: { type: "string" } },
      required: ["kind", "r"],
    },
    {
      type: "object",
      properties: { kind: { const: "square" }, r: { type: "number" }, label: { type: "string" } },
      required: ["kind"],
    },
  ],
};
const byIdOrOwner = {
  anyOf: [
    { type: "object", properties: { id: { type: "string" } } },
    {
      type: "object",
      properties: { id: { type: "string" }, owner: { type: "string" } },
      required: ["owner"],
    },
  ],
};
const itemsOrName = {
  anyOf: [
    {
      type: "array",
      items: {
        type: "object",
        properties: { id: { type: "string" }, note: { type: "string" } },
        required: ["id"],
      },
    },
    { type: "string" },
  ],
};
// Two branches a strict call cannot tell apart, one with `b` optional, one with `b` nullable.
const alike = {
  anyOf: [
    { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } },
    {
      type: "object",
      properties: { a: { type: "string" }, b: { type: ["string", "null"] } },
      required: ["b"],
    },
  ],
};

function toolWith(v: unknown): { name: string; inputSchema: JsonSchema } {
  return {
    name: "t",
    inputSchema: { type: "object", properties: { v }, required: ["v"] } as JsonSchema,
  };
}

describe("lift under an anyOf, for openai-strict", () => {
  const cases: { name: string; schema: unknown; sent: unknown; lifted: unknown }[] = [
    {
      name: "a discriminated union: the branch whose `const` the value holds",
      schema: shape,
      sent: { kind: "circle", r: 2, label: null },
      lifted: { kind: "circle", r: 2 },
    },
    {
      name: "a discriminated union: the other branch",
      schema: shape,
      sent: { kind: "square", r: null, label: null },
      lifted: { kind: "square" },
    },
    {
      name: "a branch whose keys another branch's hold too: the one that takes exactly the keys sent",
      schema: byIdOrOwner,
      sent: { id: null },
      lifted: {},
    },
    {
      name: "the wider branch, when its required key is sent",
      schema: byIdOrOwner,
      sent: { id: null, owner: "me" },
      lifted: { owner: "me" },
    },
    {
      name: "array items under an array branch",
      schema: itemsOrName,
      sent: [
        { id: "a", note: null },
        { id: "b", note: "x" },
      ],
      lifted: [{ id: "a" }, { id: "b", note: "x" }],
    },
    {
      name: "nothing, when two branches that lift differently both take the value",
      schema: alike,
      sent: { a: "x", b: null },
      lifted: { a: "x", b: null },
    },
  ];

  it.each(cases)("$name", ({ schema, sent, lifted }) => {
    const tool = toolWith(schema);
    const projected = projectToolSchema(tool, "openai-strict");
    if (!projected.ok) throw new Error(projected.reason);
    expect(projected.lift({ v: sent }).value).toEqual({ v: lifted });
    const checked = validateToolInput(tool, { v: sent }, { projection: "openai-strict" });
    expect(checked.ok ? checked.value : checked.message).toEqual({ v: lifted });
  });

  it("records each null removed under a branch", () => {
    const projected = projectToolSchema(toolWith(itemsOrName), "openai-strict");
    if (!projected.ok) throw new Error(projected.reason);
    expect(projected.lift({ v: [{ id: "a", note: null }] }).coercions).toEqual([
      { path: ["v", 0, "note"], rule: "projection", from: null },
    ]);
  });
});
