import { describe, expect, it } from "vitest";
import { callsFromRecord } from "./calls-from-record.js";

const input = { path: "a.txt", head: "5" };
const NOT_A_CALL =
  "not a tool call (expected { tool, input }, an Anthropic tool_use block, OpenAI tool_calls, an OpenAI Responses function_call item or an MCP tools/call request)";

describe("callsFromRecord reads every log format", () => {
  it.each([
    { format: "{ tool, input }", record: { tool: "read", input } },
    {
      format: "an Anthropic tool_use block",
      record: { type: "tool_use", id: "toolu_1", name: "read", input },
    },
    {
      format: "an Anthropic assistant message",
      record: {
        role: "assistant",
        content: [
          { type: "text", text: "Reading it." },
          { type: "tool_use", id: "toolu_1", name: "read", input },
        ],
      },
    },
    {
      format: "an OpenAI assistant message with tool_calls",
      record: {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: "read", arguments: JSON.stringify(input) },
          },
        ],
      },
    },
    {
      format: "a single OpenAI tool call",
      record: {
        id: "call_1",
        type: "function",
        function: { name: "read", arguments: JSON.stringify(input) },
      },
    },
    {
      format: "an OpenAI chat completion",
      record: {
        choices: [
          {
            message: {
              role: "assistant",
              tool_calls: [{ function: { name: "read", arguments: JSON.stringify(input) } }],
            },
          },
        ],
      },
    },
    {
      format: "an OpenAI call whose arguments are already parsed",
      record: { function: { name: "read", arguments: input } },
    },
    {
      format: "an OpenAI Responses API function_call item",
      record: {
        type: "function_call",
        id: "fc_1",
        call_id: "call_1",
        name: "read",
        arguments: JSON.stringify(input),
        status: "completed",
      },
    },
    {
      format: "an OpenAI Responses API response, among its other output items",
      record: {
        id: "resp_1",
        object: "response",
        output: [
          { type: "reasoning", id: "rs_1", summary: [] },
          { type: "message", role: "assistant", content: [{ type: "output_text", text: "Hi" }] },
          {
            type: "function_call",
            call_id: "call_1",
            name: "read",
            arguments: JSON.stringify(input),
          },
        ],
      },
    },
    {
      format: "an MCP tools/call request",
      record: {
        jsonrpc: "2.0",
        id: 3,
        method: "tools/call",
        params: { name: "read", arguments: input },
      },
    },
  ])("$format", ({ record }) => {
    // OpenAI's `arguments` text is kept as text, for the pipeline to read (a number that would
    // lose digits, double encoding); an input sent as a value is that value.
    const sent = JSON.stringify(record).includes(JSON.stringify(JSON.stringify(input)))
      ? JSON.stringify(input)
      : input;
    expect(callsFromRecord(record)).toEqual([{ tool: "read", input: sent }]);
  });

  it("reads every call of a message, in order", () => {
    const record = {
      role: "assistant",
      tool_calls: [
        { function: { name: "a", arguments: "{}" } },
        { function: { name: "b", arguments: '{"x":1}' } },
      ],
    };
    expect(callsFromRecord(record)).toEqual([
      { tool: "a", input: "{}" },
      { tool: "b", input: '{"x":1}' },
    ]);
  });

  it("keeps a number that would lose digits in OpenAI's arguments text as it was sent", () => {
    const args = '{"first":12345678901234567890}';
    expect(callsFromRecord({ type: "function_call", name: "read", arguments: args })).toEqual([
      { tool: "read", input: args },
    ]);
  });

  it.each([
    { format: "MCP", record: { method: "tools/call", params: { name: "now", arguments: null } } },
    { format: "{ tool, input }", record: { tool: "now", input: null } },
    { format: "OpenAI", record: { function: { name: "now", arguments: null } } },
  ])("keeps a null input as the model sent it ($format)", ({ record }) => {
    expect(callsFromRecord(record)).toEqual([{ tool: "now", input: null }]);
  });

  it.each([
    { format: "MCP without arguments", record: { method: "tools/call", params: { name: "now" } } },
    { format: "{ tool } without input", record: { tool: "now" } },
    { format: "tool_use without input", record: { type: "tool_use", name: "now" } },
  ])("reads a missing input as {} ($format)", ({ record }) => {
    expect(callsFromRecord(record)).toEqual([{ tool: "now", input: {} }]);
  });

  it.each([
    { why: "truncated", args: '{"path": "a.txt", "he' },
    { why: "cut after a value", args: '{"path": "a.txt"' },
    { why: "empty", args: "" },
    { why: "not JSON", args: "path=a.txt" },
  ])(
    "keeps arguments text that is not JSON ($why) as it is, for the call's text rules",
    ({ args }) => {
      expect(callsFromRecord({ function: { name: "read", arguments: args } })).toEqual([
        { tool: "read", input: args },
      ]);
      expect(callsFromRecord({ type: "function_call", name: "read", arguments: args })).toEqual([
        { tool: "read", input: args },
      ]);
    },
  );

  it.each([
    {
      item: "function_call_output",
      record: { type: "function_call_output", call_id: "c", output: "ok" },
    },
    { item: "reasoning", record: { type: "reasoning", id: "rs_1", summary: [] } },
    {
      item: "a response with no call",
      record: { object: "response", output: [{ type: "message", content: [] }] },
    },
  ])("yields no calls, without error, for a Responses $item", ({ record }) => {
    expect(callsFromRecord(record)).toEqual([]);
  });

  it("yields no calls, without error, for a message that makes none", () => {
    expect(callsFromRecord({ role: "user", content: "hello" })).toEqual([]);
    expect(
      callsFromRecord({ role: "assistant", content: [{ type: "text", text: "Done." }] }),
    ).toEqual([]);
  });
});

describe("callsFromRecord says why a record is not a call", () => {
  it.each([
    { why: "a number", record: 42, error: NOT_A_CALL },
    { why: "an array", record: [{ tool: "read" }], error: NOT_A_CALL },
    { why: "an unrelated object", record: { event: "start" }, error: NOT_A_CALL },
    {
      why: "another MCP method",
      record: { method: "tools/list" },
      error: 'not a tool call (an MCP "tools/list" request)',
    },
    {
      why: "an MCP call without a name",
      record: { method: "tools/call", params: {} },
      error: "an MCP tools/call request without params.name",
    },
    {
      why: "a tool_use without a name",
      record: { type: "tool_use", input: {} },
      error: "a tool_use block without a name",
    },
    {
      why: "a function without a name",
      record: { function: { arguments: "{}" } },
      error: "an OpenAI tool call without a function name",
    },
    {
      why: "a tool call without a function",
      record: { tool_calls: [{ id: "x" }] },
      error: "an OpenAI tool call without a function",
    },
  ])("$why", ({ record, error }) => {
    expect(callsFromRecord(record)).toBe(error);
  });
});
