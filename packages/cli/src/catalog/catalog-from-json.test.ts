import { validateToolInput } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { catalogFromJson } from "./catalog-from-json.js";

const schema = { type: "object", properties: { path: { type: "string" } } };
const FORMATS =
  "expected an MCP tools/list result, Anthropic or OpenAI tool definitions, or a { name: schema } map";

describe("catalogFromJson detects every catalog format", () => {
  it.each([
    { format: "MCP tools/list result", json: { tools: [{ name: "read", inputSchema: schema }] } },
    {
      format: "MCP result with metadata beside tools (the corpus files)",
      json: { server: "x", toolCount: 1, tools: [{ name: "read", inputSchema: schema }] },
    },
    {
      format: "raw JSON-RPC response",
      json: { jsonrpc: "2.0", id: 1, result: { tools: [{ name: "read", inputSchema: schema }] } },
    },
    { format: "bare MCP tool list", json: [{ name: "read", inputSchema: schema }] },
    { format: "Anthropic tool list", json: [{ name: "read", input_schema: schema }] },
    {
      format: "Anthropic request tools",
      json: { tools: [{ name: "read", input_schema: schema }] },
    },
    {
      format: "OpenAI chat tools",
      json: [{ type: "function", function: { name: "read", parameters: schema } }],
    },
    {
      format: "OpenAI Responses tools",
      json: [{ type: "function", name: "read", parameters: schema }],
    },
    { format: "plain name → schema map", json: { read: schema } },
  ])("$format", ({ json }) => {
    const result = catalogFromJson(json);
    expect(result).toEqual({
      ok: true,
      value: new Map([["read", { name: "read", inputSchema: schema }]]),
    });
  });

  const noParameters = { type: "object", properties: {}, additionalProperties: false };

  it.each([
    { form: "Chat Completions", entry: { type: "function", function: { name: "now" } } },
    { form: "flat Responses API", entry: { type: "function", name: "now" } },
  ])(
    "gives an OpenAI function without parameters ($form) a schema that takes none",
    ({ entry }) => {
      const result = catalogFromJson([entry]);
      expect(result).toEqual({
        ok: true,
        value: new Map([["now", { name: "now", inputSchema: noParameters }]]),
      });
    },
  );

  it("rejects an argument sent to a function declared without parameters", () => {
    const result = catalogFromJson([{ type: "function", function: { name: "now" } }]);
    const tool = result.ok ? result.value.get("now") : undefined;
    if (tool === undefined) throw new Error("the tool was not read");
    expect(validateToolInput(tool, {}).ok).toBe(true);
    const rejected = validateToolInput(tool, { x: 1 });
    expect(rejected.ok ? "accepted" : rejected.message).toBe(
      "now failed due to the following issue:\nAn unexpected parameter `x` was provided",
    );
  });

  it("still refuses a list entry without a schema that is not an OpenAI function", () => {
    expect(catalogFromJson([{ name: "now" }])).toEqual({
      ok: false,
      error: 'tools[0]: tool "now" has no input schema (inputSchema, input_schema or parameters)',
    });
  });

  it("keeps boolean schemas in a map", () => {
    const result = catalogFromJson({ anything: true });
    expect(result.ok && result.value.get("anything")).toEqual({
      name: "anything",
      inputSchema: true,
    });
  });
});

describe("catalogFromJson rejects what is not a catalog, in one line", () => {
  it.each([
    { why: "a string", json: "tools", error: `not a tool catalog (${FORMATS})` },
    { why: "null", json: null, error: `not a tool catalog (${FORMATS})` },
    {
      why: "an object of non-schemas",
      json: { name: "x", version: "1" },
      error: `not a tool catalog (${FORMATS})`,
    },
    {
      why: "a JSON-RPC error",
      json: { error: { code: -32601, message: "no" } },
      error: `not a tool catalog (${FORMATS})`,
    },
    { why: "an empty tool list", json: { tools: [] }, error: "the catalog has no tools" },
    { why: "an empty map", json: {}, error: "the catalog has no tools" },
    {
      why: "an entry that is not an object",
      json: { tools: [3] },
      error: `tools[0]: not a tool definition (${FORMATS})`,
    },
    {
      why: "an entry without a name",
      json: [{ inputSchema: schema }],
      error: "tools[0]: a tool definition without a name",
    },
    {
      why: "an entry without a schema",
      json: [{ name: "read", inputSchema: schema }, { name: "write" }],
      error: 'tools[1]: tool "write" has no input schema (inputSchema, input_schema or parameters)',
    },
    {
      why: "a duplicate name",
      json: [
        { name: "read", inputSchema: schema },
        { name: "read", inputSchema: schema },
      ],
      error: 'tools[1]: tool "read" is listed twice',
    },
  ])("$why", ({ json, error }) => {
    expect(catalogFromJson(json)).toEqual({ ok: false, error });
  });
});
