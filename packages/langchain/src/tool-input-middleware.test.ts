import { ToolMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import type { ToolCallRequest } from "langchain";
import { describe, expect, it, vi } from "vitest";
import { toolInputMiddleware } from "./tool-input-middleware.js";

const readFile = tool(async () => "ok", {
  name: "read_file",
  description: "Read a file",
  schema: {
    type: "object",
    properties: { path: { type: "string" }, head: { type: "number" } },
    required: ["path"],
    additionalProperties: false,
  },
});

function requestFor(args: Record<string, unknown>, withTool = true): ToolCallRequest {
  return {
    toolCall: { name: "read_file", args, id: "call-7", type: "tool_call" },
    tool: withTool ? readFile : undefined,
    state: { messages: [] },
    runtime: {} as ToolCallRequest["runtime"],
  } as ToolCallRequest;
}

/** Runs the middleware's hook with a handler that records what reached the tool. */
async function wrap(request: ToolCallRequest) {
  const done = new ToolMessage({ content: "ok", tool_call_id: "call-7" });
  const handler = vi.fn(async (_request: ToolCallRequest) => done);
  const hook = toolInputMiddleware().wrapToolCall;
  if (hook === undefined) throw new Error("no wrapToolCall");
  const result = await hook(request as never, handler as never);
  return { result, handler, done };
}

describe("toolInputMiddleware", () => {
  it("passes a valid call on as it is (the same request)", async () => {
    const request = requestFor({ path: "a.txt" });
    const { result, handler, done } = await wrap(request);
    expect(handler).toHaveBeenCalledWith(request);
    expect(result).toBe(done);
  });

  it("passes a repaired call on with the repaired arguments, the rest of the request kept", async () => {
    const request = requestFor({ path: "a.txt", head: "5" });
    const { handler } = await wrap(request);
    const passed = handler.mock.calls[0]?.[0];
    expect(passed?.toolCall).toEqual({ ...request.toolCall, args: { path: "a.txt", head: 5 } });
    expect(passed?.tool).toBe(readFile);
    expect(request.toolCall.args).toEqual({ path: "a.txt", head: "5" }); // not mutated
  });

  it("answers a call it cannot repair with a ToolMessage, status error; the tool does not run", async () => {
    const { result, handler } = await wrap(requestFor({ file: "a.txt" }));
    expect(handler).not.toHaveBeenCalled();
    expect(ToolMessage.isInstance(result)).toBe(true);
    const message = result as ToolMessage;
    expect(message.content).toBe(
      "<tool_use_error>InputValidationError: read_file failed due to the following issues:\nThe required parameter `path` is missing\nAn unexpected parameter `file` was provided</tool_use_error>",
    );
    expect(message.status).toBe("error");
    expect(message.tool_call_id).toBe("call-7");
    expect(message.name).toBe("read_file");
  });

  it("calls a tool it has no schema for as it is", async () => {
    const request = requestFor({ anything: "goes" }, false);
    const { handler } = await wrap(request);
    expect(handler).toHaveBeenCalledWith(request);
  });
});
