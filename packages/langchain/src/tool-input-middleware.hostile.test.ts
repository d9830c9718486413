import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import type { ToolCallRequest } from "langchain";
import { describe, expect, it, vi } from "vitest";
import { sparse } from "../../../test/support/sparse-array.js";
import { toolInputMiddleware } from "./tool-input-middleware.js";

// What LangChain hands the middleware may be built in memory by anyone: a call or tool whose
// getters throw, a tool list that is sparse. The middleware never throws into the agent, and a
// call it cannot read never reaches the tool.

const readFile = tool(async () => "ok", {
  name: "read_file",
  description: "Read a file",
  schema: {
    type: "object",
    properties: { path: { type: "string" } },
    required: ["path"],
    additionalProperties: false,
  },
});

/** `object` with `key` made a getter that throws. */
const throwing = (key: string, object: object) =>
  Object.defineProperty(object, key, {
    enumerable: true,
    get() {
      throw new Error(`${key} getter`);
    },
  });

function toolCall(over: object = {}) {
  return { name: "read_file", args: { path: "a.txt" }, id: "call-7", type: "tool_call", ...over };
}

function requestFor(call: unknown, withTool: unknown = readFile): ToolCallRequest {
  return { toolCall: call, tool: withTool, state: { messages: [] }, runtime: {} } as never;
}

/** A call to a name no tool has exactly, in the run where the model gave `answer`. */
function misspelledCall(answer: unknown): ToolCallRequest {
  const call = toolCall({ name: "readFile" });
  return { toolCall: call, tool: undefined, state: { messages: [answer] }, runtime: {} } as never;
}

/** The middleware's hooks, and a handler that records what reached the tool. */
function middleware(options?: unknown) {
  const hooks = toolInputMiddleware(options as never);
  const handler = vi.fn(async (_request: ToolCallRequest) => "ran");
  const wrapToolCall = async (request: ToolCallRequest) =>
    hooks.wrapToolCall?.(request as never, handler as never);
  // The model call offering `tools` resolves to its answer, which the run's messages then hold.
  const offer = (tools: unknown) =>
    hooks.wrapModelCall?.(
      { tools, state: { messages: [] } } as never,
      (async () => new AIMessage("answered")) as never,
    );
  return { wrapToolCall, offer, handler };
}

describe("toolInputMiddleware with values it cannot read", () => {
  it("answers a call whose args getter throws, naming the tool; the tool does not run", async () => {
    const { wrapToolCall, handler } = middleware();
    const result = await wrapToolCall(requestFor(throwing("args", toolCall())));
    expect(handler).not.toHaveBeenCalled();
    expect((result as ToolMessage).content).toBe(
      "<tool_use_error>InputValidationError: read_file failed due to the following issue:\nThe input could not be checked (args getter)</tool_use_error>",
    );
    expect((result as ToolMessage).tool_call_id).toBe("call-7");
  });

  it("answers a call whose name and id getters throw as a call to no tool", async () => {
    const { wrapToolCall, handler } = middleware();
    const call = throwing("id", throwing("name", toolCall()));
    const result = await wrapToolCall(requestFor(call));
    expect(handler).not.toHaveBeenCalled();
    expect(ToolMessage.isInstance(result)).toBe(true);
    expect((result as ToolMessage).content).toBe(
      "<tool_use_error>The call names no tool; send it again with the name of one of the tools (the tools are `read_file`)</tool_use_error>",
    );
  });

  it("leaves out an offered tool whose name getter throws, and repairs calls to the others", async () => {
    const { offer, wrapToolCall, handler } = middleware();
    const unnamed = throwing("name", { schema: readFile.schema });
    await wrapToolCall(misspelledCall(await offer([unnamed, readFile])));
    expect(handler.mock.calls[0]?.[0].toolCall.name).toBe("read_file");
  });

  it("reads a sparse tool list of length 2^32 − 1 by the tools it has", async () => {
    const { offer, wrapToolCall, handler } = middleware();
    await wrapToolCall(misspelledCall(await offer(sparse(readFile))));
    expect(handler.mock.calls[0]?.[0].tool).toBe(readFile);
  });

  it("repairs a call on a request and a call whose other getters throw, passing what it can read", async () => {
    const { wrapToolCall, handler } = middleware();
    const call = throwing("type", toolCall({ name: "readFile" }));
    const request = throwing("runtime", requestFor(call) as object) as ToolCallRequest;
    expect(await wrapToolCall(request)).toBe("ran");
    const passed = handler.mock.calls[0]?.[0];
    expect(passed?.toolCall).toStrictEqual({
      name: "read_file",
      args: { path: "a.txt" },
      id: "call-7",
      type: undefined,
    });
    expect(passed?.tool).toBe(readFile);
    expect(passed?.state).toEqual({ messages: [] });
    expect(Object.hasOwn(passed ?? {}, "runtime")).toBe(true);
  });

  it("reads its options once, when it is made", () => {
    const options = throwing("validate", {});
    expect(() => toolInputMiddleware(options as never)).toThrow("validate getter");
  });
});
