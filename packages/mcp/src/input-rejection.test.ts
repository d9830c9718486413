import { describe, expect, it } from "vitest";
import { inputRejectionOf } from "./input-rejection.js";

const result = (text: string, isError = true) => ({
  jsonrpc: "2.0",
  id: 1,
  result: { content: [{ type: "text", text }], isError },
});

describe("inputRejectionOf", () => {
  it.each([
    {
      name: "a JSON-RPC -32602 error",
      response: { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "Invalid params" } },
      message: "Invalid params",
    },
    {
      name: "the TypeScript SDK McpServer's isError result",
      response: result("MCP error -32602: Input validation error: Invalid arguments for tool x: …"),
      message: "MCP error -32602: Input validation error: Invalid arguments for tool x: …",
    },
    {
      name: "FastMCP's pydantic failure",
      response: result(
        "Error executing tool tag: 1 validation error for tagArguments\ntags\n  Input should be a valid list",
      ),
      message:
        "Error executing tool tag: 1 validation error for tagArguments\ntags\n  Input should be a valid list",
    },
    {
      name: "an Invalid arguments result",
      response: result("  Invalid arguments: args"),
      message: "  Invalid arguments: args",
    },
  ])("counts $name", ({ response, message }) => {
    expect(inputRejectionOf(response)?.message).toBe(message);
  });

  it.each([
    {
      name: "another JSON-RPC error",
      response: { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "x" } },
    },
    {
      name: "a tool that failed with a validation error's words",
      response: result("lint: expected array, received string"),
    },
    {
      name: "a pydantic error raised inside a tool",
      response: result("Error executing tool t: 1 validation error for Config"),
    },
    {
      name: "a successful result with those words",
      response: result("MCP error -32602: …", false),
    },
    {
      name: "a result with no content",
      response: { jsonrpc: "2.0", id: 1, result: { isError: true } },
    },
    { name: "garbage", response: { jsonrpc: "2.0", id: 1, result: "MCP error -32602" } },
  ])("does not count $name", ({ response }) => {
    expect(inputRejectionOf(response)).toBeUndefined();
  });
});
