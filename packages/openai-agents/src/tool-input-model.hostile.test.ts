import type { Model, ModelRequest, ModelResponse } from "@openai/agents-core";
import { Usage } from "@openai/agents-core";
import { describe, expect, it } from "vitest";
import { sparse } from "../../../test/support/sparse-array.js";
import { toolInputModel } from "./tool-input-model.js";

// A `Model`'s output and a request's tools may be built in memory by anyone: items or tools
// whose getters throw, sparse lists. The wrapper never throws into the runner on them; what it
// cannot read it passes on as it is, for the runner (and `repairingTool`) to refuse.

const parameters = { type: "object", properties: { path: { type: "string" } } };
const readFile = { type: "function", name: "read_file", parameters };

/** `object` with `key` made a getter that throws. */
const throwing = <T extends object>(key: string, object: T): T =>
  Object.defineProperty(object, key, {
    enumerable: true,
    get() {
      throw new Error(`${key} getter`);
    },
  });

function call(name = "readFile") {
  return { type: "function_call", callId: "c1", name, arguments: '{"path":"a"}' };
}

/** The output `toolInputModel` makes of `output`, for a request offering `tools`. */
async function outputOf(output: unknown, tools: unknown = [readFile]) {
  const model = { getResponse: async () => ({ usage: new Usage(), output }) } as unknown as Model;
  const request = { tools } as unknown as ModelRequest;
  const response: ModelResponse = await toolInputModel(model).getResponse(request);
  return response.output;
}

describe("toolInputModel with values it cannot read", () => {
  it.each([
    [null, "null"],
    [undefined, "undefined"],
    ["gpt-5", "string"],
  ])("throws a TypeError at setup for a model that is %s", (model, kind) => {
    expect(() => toolInputModel(model as never)).toThrow(
      new TypeError(`[openai-agents] toolInputModel: model must be a Model, got ${kind}`),
    );
  });

  it("passes on an item whose getters throw, and renames the others", async () => {
    const unreadable = throwing("arguments", call());
    const output = await outputOf([unreadable, call()]);
    expect(output[0]).toBe(unreadable);
    expect(output[1]).toEqual({ ...call(), name: "read_file" });
  });

  it("reads a sparse output of length 2^32 − 1 by the items it has", async () => {
    expect(await outputOf(sparse(call()))).toEqual([{ ...call(), name: "read_file" }]);
  });

  it("reads a sparse tool list by its tools, leaving out one whose name getter throws", async () => {
    const unnamed = throwing("name", { type: "function", parameters });
    expect(await outputOf([call()], sparse(unnamed, readFile))).toEqual([
      { ...call(), name: "read_file" },
    ]);
  });

  // `""` is `{}` for a tool that can be checked; for one whose schema cannot be read, the text
  // goes on as a JSON string, for `repairingTool` to answer.
  it("checks a call to a tool whose parameters getter throws as one it cannot check", async () => {
    const unreadable = throwing("parameters", { type: "function", name: "read_file" });
    const sent = { ...call(), arguments: "" };
    expect(await outputOf([sent], [readFile])).toEqual([
      { ...sent, name: "read_file", arguments: "{}" },
    ]);
    expect(await outputOf([sent], [unreadable])).toEqual([
      { ...sent, name: "read_file", arguments: '""' },
    ]);
  });

  it("renames the output of a response whose other getters throw, passing what it can read", async () => {
    const response = throwing("usage", { output: [call()], responseId: "r1" });
    const model = { getResponse: async () => response } as unknown as Model;
    const renamed = await toolInputModel(model).getResponse({ tools: [readFile] } as never);
    expect(renamed).toStrictEqual({
      output: [{ ...call(), name: "read_file" }],
      responseId: "r1",
      usage: undefined,
    });
  });

  it("passes on a response whose output cannot be read, or is not a list, as it is", async () => {
    for (const response of [throwing("output", { responseId: "r1" }), { output: "text" }, null]) {
      const model = { getResponse: async () => response } as unknown as Model;
      expect(await toolInputModel(model).getResponse({ tools: [readFile] } as never)).toBe(
        response,
      );
    }
  });

  it("renames a streamed response, passing on an event it cannot read as it is", async () => {
    const unreadable = throwing("type", { response: { output: [call()] } });
    const done = throwing("providerData", {
      type: "response_done",
      response: throwing("usage", { id: "r1", output: [call()] }),
    });
    const model = {
      async *getStreamedResponse() {
        yield unreadable;
        yield done;
      },
    } as unknown as Model;
    const events: unknown[] = [];
    for await (const event of toolInputModel(model).getStreamedResponse({
      tools: [readFile],
    } as never)) {
      events.push(event);
    }
    expect(events[0]).toBe(unreadable);
    expect(events[1]).toStrictEqual({
      type: "response_done",
      providerData: undefined,
      response: { id: "r1", usage: undefined, output: [{ ...call(), name: "read_file" }] },
    });
  });

  it("its formatter gives the SDK's own message for arguments it cannot read", () => {
    const model = toolInputModel({} as Model);
    expect(model.toolErrorFormatter(throwing("kind", {}) as never)).toBeUndefined();
  });
});
