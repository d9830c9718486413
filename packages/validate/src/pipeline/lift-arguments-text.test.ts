// With option `projection`, arguments text is read before the lift, so a strict-mode call sent as
// text is lifted as the same call sent as an object (docs/providers.md, "The way back").
import { describe, expect, it } from "vitest";
import { createToolCatalog } from "../call/create-tool-catalog.js";
import { validateToolInput } from "../validate-tool-input.js";

const tool = {
  name: "query",
  inputSchema: {
    type: "object",
    properties: {
      filter: {
        anyOf: [
          {
            type: "object",
            properties: { field: { type: "string" }, limit: { type: "integer" } },
            required: ["field"],
            additionalProperties: false,
          },
          { type: "string" },
        ],
      },
      rows: {
        type: "array",
        items: {
          type: "object",
          properties: { id: { type: "string" }, tag: { type: "string" } },
          required: ["id"],
        },
      },
    },
    required: ["filter"],
  },
};
const call = { filter: { field: "x", limit: null }, rows: [{ id: "1", tag: null }] };
const lifted = { filter: { field: "x" }, rows: [{ id: "1" }] };
const projectionLifts = [
  { path: ["filter", "limit"], rule: "projection", from: null },
  { path: ["rows", 0, "tag"], rule: "projection", from: null },
];
const json = JSON.stringify(call);
const texts: [string, string, string][] = [
  ["JSON text", json, "json"],
  ["a fenced block", `\`\`\`json\n${json}\n\`\`\``, "json"],
  [
    "a Python dict",
    "{'filter': {'field': 'x', 'limit': None}, 'rows': [{'id': '1', 'tag': None}]}",
    "python",
  ],
  ["double-encoded text", JSON.stringify(json), "json"],
];

describe("projection: arguments text is lifted as the object it holds", () => {
  it("the object form, for reference", () => {
    expect(validateToolInput(tool, call, { projection: "openai-strict" })).toEqual({
      ok: true,
      status: "accepted",
      value: lifted,
      coercions: projectionLifts,
    });
  });

  it.each(texts)("validateToolInput: %s", (_, text, rule) => {
    expect(validateToolInput(tool, text, { projection: "openai-strict" })).toEqual({
      ok: true,
      status: "accepted",
      value: lifted,
      coercions: [{ path: [], rule, from: text, to: call }, ...projectionLifts],
    });
  });

  it.each(texts)("checkCall: %s", (_, text) => {
    const catalog = createToolCatalog([tool], { projection: "openai-strict" });
    const result = catalog.checkCall({ name: "query", arguments: text });
    expect(result.ok && result.value).toEqual(lifted);
  });
});
