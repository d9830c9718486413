import { describe, expect, it } from "vitest";
import { parseLog } from "./parse-log.js";

describe("parseLog", () => {
  it("reads one record per line, mixing formats, with 1-based line numbers, skipping blank lines", () => {
    const text = [
      '{"tool":"read","input":{"path":"a"}}',
      "",
      '{"type":"tool_use","name":"read","input":{"path":"b"}}',
      '{"method":"tools/call","params":{"name":"read","arguments":{"path":"c"}}}',
      "   ",
      '{"function":{"name":"read","arguments":"{\\"path\\":\\"d\\"}"}}',
      "",
    ].join("\n");
    expect(parseLog(text)).toEqual({
      calls: [
        { line: 1, tool: "read", input: { path: "a" } },
        { line: 3, tool: "read", input: { path: "b" } },
        { line: 4, tool: "read", input: { path: "c" } },
        { line: 6, tool: "read", input: '{"path":"d"}' },
      ],
      problems: [],
    });
  });

  it("reads CRLF line endings", () => {
    expect(parseLog('{"tool":"a","input":{}}\r\n{"tool":"b","input":{}}\r\n').calls).toEqual([
      { line: 1, tool: "a", input: {} },
      { line: 2, tool: "b", input: {} },
    ]);
  });

  it("reports lines that are not JSON or not calls, and goes on", () => {
    const text = [
      '{"tool":"a","input":{}}',
      "{oops",
      '"just text"',
      '{"tool":"b","input":{}}',
    ].join("\n");
    expect(parseLog(text)).toEqual({
      calls: [
        { line: 1, tool: "a", input: {} },
        { line: 4, tool: "b", input: {} },
      ],
      problems: [
        { line: 2, message: "not valid JSON: Expected property name or '}'" },
        {
          line: 3,
          message:
            "not a tool call (expected { tool, input }, an Anthropic tool_use block, OpenAI tool_calls, an OpenAI Responses function_call item or an MCP tools/call request)",
        },
      ],
    });
  });

  it("reports a log that is not text as one problem instead of throwing", () => {
    for (const log of [undefined, null, 42, { split: 1 }]) {
      expect(parseLog(log as unknown as string)).toEqual({
        calls: [],
        problems: [{ line: 1, message: "The log is not text." }],
      });
    }
  });

  it("finds no calls in an empty log", () => {
    expect(parseLog("")).toEqual({ calls: [], problems: [] });
    expect(parseLog("\n\n")).toEqual({ calls: [], problems: [] });
  });
});
