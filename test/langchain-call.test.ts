import { AIMessageChunk, type BaseMessage, isBaseMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import type { JsonSchema7Type } from "@langchain/core/utils/json_schema";
import { toolInputMiddleware } from "@tool-input/langchain";
import { AIMessage, createAgent, HumanMessage, ToolMessage, tool } from "langchain";
import { describe, expect, it } from "vitest";
import {
  callTools,
  editFileParameters,
  listAllowed,
  misspelledName,
  thirdMistakeMessage,
  truncatedMessage,
  truncatedText,
  unknownMessage,
  unknownName,
} from "./support/call-tools.js";
import { unrepairableInput, unrepairableMessage } from "./support/edit-file.js";

// Issue 20 with LangChain's own fake chat model (@langchain/core/testing): the model calls a
// tool by a wrong name, with raw text, or with the same mistake again; the next prompt it
// receives is pinned. A turn is a call (as `respondWithTools` builds it, `args` as given) or a
// message as an integration returns it (a streamed call's `tool_call_chunks`,
// `invalid_tool_calls`).

interface Call {
  readonly name: string;
  readonly args: unknown;
}

function recordingTools() {
  const received: { tool: string; input: unknown }[] = [];
  const tools = callTools.map((t) =>
    tool(
      async (input: unknown) => {
        received.push({ tool: t.name, input });
        return `ran ${t.name}`;
      },
      { name: t.name, description: t.name, schema: t.inputSchema as JsonSchema7Type },
    ),
  );
  return { tools, received };
}

async function run(turns: readonly (Call | BaseMessage)[], middleware = true) {
  let model = fakeModel();
  turns.forEach((turn, i) => {
    model = isBaseMessage(turn)
      ? model.respond(turn)
      : model.respondWithTools([
          { name: turn.name, args: turn.args as never, id: `call-${i + 1}` },
        ]);
  });
  model = model.respond(new AIMessage("Done."));
  const { tools, received } = recordingTools();
  const agent = createAgent({
    model,
    tools,
    middleware: middleware ? [toolInputMiddleware()] : [],
  });
  const result = await agent.invoke({ messages: [new HumanMessage("work")] });
  return { model, received, result };
}

/** A streamed call to `name` whose arguments text is `args`, as LangChain joins it. */
function streamedCall(args: string, name = "read_text_file"): AIMessageChunk {
  const chunk = { type: "tool_call_chunk" as const, name, args, id: "call-1" };
  return new AIMessageChunk({ content: "", tool_call_chunks: [{ ...chunk, index: 0 }] });
}

/** The last tool message of the prompt of turn `n` (1-based). */
function toolMessage(model: ReturnType<typeof fakeModel>, n: number): ToolMessage {
  const messages = model.calls[n - 1]?.messages.filter((m) => ToolMessage.isInstance(m)) ?? [];
  const last = messages[messages.length - 1];
  if (last === undefined || !ToolMessage.isInstance(last))
    throw new Error(`no tool message in prompt ${n}`);
  return last;
}

describe("LangChain 1.5: the call as a whole", () => {
  it("repairs a misspelled tool name and runs the tool", async () => {
    const { model, received } = await run([{ name: misspelledName, args: { path: "notes.txt" } }]);
    expect(received).toEqual([{ tool: "read_text_file", input: { path: "notes.txt" } }]);
    const sent = toolMessage(model, 2);
    expect(sent.content).toBe("ran read_text_file");
    expect(sent.name).toBe("read_text_file");
  });

  it("answers an unknown name with the did-you-mean sentence", async () => {
    const { model, received } = await run([{ name: unknownName, args: {} }]);
    expect(received).toEqual([]);
    const sent = toolMessage(model, 2);
    expect(sent.content).toBe(`<tool_use_error>${unknownMessage}</tool_use_error>`);
    expect(sent.status).toBe("error");
  });

  it("without it, the model gets LangChain's list of every tool", async () => {
    const { model } = await run([{ name: unknownName, args: {} }], false);
    expect(toolMessage(model, 2).content).toBe(
      "Error: read_files is not a valid tool, try one of [read_file, read_text_file, read_multiple_files, list_allowed_directories, edit_file].",
    );
  });

  it.each([[""], ["null"], [null]])(
    "runs a parameterless tool whose args are given as %j",
    async (args) => {
      const { received } = await run([{ name: listAllowed.name, args }]);
      expect(received).toEqual([{ tool: listAllowed.name, input: {} }]);
    },
  );

  it.each([true, false])(
    "runs a parameterless tool whose streamed text is empty, read as {} (middleware: %s)",
    async (middleware) => {
      const { received } = await run([streamedCall("", listAllowed.name)], middleware);
      expect(received).toEqual([{ tool: listAllowed.name, input: {} }]);
    },
  );

  it("answers args given as text cut off by the output limit with where it ends", async () => {
    const { model, received } = await run([{ name: "read_text_file", args: truncatedText }]);
    expect(received).toEqual([]);
    expect(toolMessage(model, 2).content).toBe(
      `<tool_use_error>InputValidationError: ${truncatedMessage}</tool_use_error>`,
    );
  });

  it.each([true, false])(
    "runs a streamed call cut off inside a value as LangChain's parser completed it (middleware: %s)",
    async (middleware) => {
      const cut = streamedCall('{"path":"/home/user/notes.tx');
      const { received } = await run([cut], middleware);
      expect(received).toEqual([
        { tool: "read_text_file", input: { path: "/home/user/notes.tx" } },
      ]);
    },
  );

  it("answers a streamed call cut off before a required parameter as missing it", async () => {
    const { model, received } = await run([streamedCall('{"pa')]);
    expect(received).toEqual([]);
    expect(toolMessage(model, 2).content).toBe(
      "<tool_use_error>InputValidationError: read_text_file failed due to the following issue:\nThe required parameter `path` is missing</tool_use_error>",
    );
  });

  it("ends the run on a call whose text does not parse (invalid_tool_calls), as without it", async () => {
    const invalid = new AIMessage({
      content: "",
      invalid_tool_calls: [
        { type: "invalid_tool_call", name: "read_text_file", args: truncatedText, id: "call-1" },
      ],
    });
    const { model, received, result } = await run([invalid]);
    expect(received).toEqual([]);
    expect(model.calls).toHaveLength(1);
    expect(result.messages.at(-1)).toBe(invalid);
  });

  it("answers the third identical mistake with the parameters line and the repeat line", async () => {
    const call = { name: "edit_file", args: unrepairableInput };
    const { model } = await run([call, call, call]);
    expect(toolMessage(model, 4).content).toBe(
      `<tool_use_error>InputValidationError: ${thirdMistakeMessage}</tool_use_error>`,
    );
  });

  it("counts each run afresh", async () => {
    const call = { name: "edit_file", args: unrepairableInput };
    let model = fakeModel();
    for (const id of ["a", "b"])
      model = model.respondWithTools([{ ...call, id }]).respond(new AIMessage("ok"));
    const { tools } = recordingTools();
    const agent = createAgent({ model, tools, middleware: [toolInputMiddleware()] });
    await agent.invoke({ messages: [new HumanMessage("one")] });
    await agent.invoke({ messages: [new HumanMessage("two")] });
    const last = toolMessage(model, 4).content;
    expect(last).not.toContain("takes `path`");
  });

  it("checks each call against its own agent's tools when agents with other tools share it", async () => {
    const middleware = toolInputMiddleware();
    const { tools, received } = recordingTools();
    const agentWith = (name: string) =>
      createAgent({
        model: fakeModel()
          .respondWithTools([{ name, args: { path: "notes.txt" }, id: `${name}-1` }])
          .respond(new AIMessage("Done.")),
        tools: tools.filter((t) => t.name === name),
        middleware: [middleware],
      });
    const agents = [agentWith("read_text_file"), agentWith("edit_file")];
    const results = await Promise.all(
      agents.map((agent) => agent.invoke({ messages: [new HumanMessage("work")] })),
    );
    const answers = results.map((r) => r.messages.find((m) => ToolMessage.isInstance(m))?.content);
    expect(answers).toEqual([
      "ran read_text_file",
      "<tool_use_error>InputValidationError: edit_file failed due to the following issue:\nThe required parameter `edits` is missing</tool_use_error>",
    ]);
    expect(received).toEqual([{ tool: "read_text_file", input: { path: "notes.txt" } }]);
  });

  it("keeps a session per run when runs of one agent overlap", async () => {
    // Each run makes the same mistake twice; the model answers each prompt as it comes.
    const mistakeOrDone = (messages: readonly unknown[]) =>
      messages.filter((m) => ToolMessage.isInstance(m)).length < 2
        ? new AIMessage({
            content: "",
            tool_calls: [{ name: "edit_file", args: unrepairableInput, id: "call" }],
          })
        : new AIMessage("Done.");
    let model = fakeModel();
    for (let i = 0; i < 6; i++) model = model.respond(mistakeOrDone);
    const { tools } = recordingTools();
    const agent = createAgent({ model, tools, middleware: [toolInputMiddleware()] });
    const results = await Promise.all(
      ["one", "two"].map((text) => agent.invoke({ messages: [new HumanMessage(text)] })),
    );
    const answers = results.map((r) =>
      r.messages.filter((m) => ToolMessage.isInstance(m)).map((m) => m.content),
    );
    const first = `<tool_use_error>InputValidationError: ${unrepairableMessage}</tool_use_error>`;
    const second = `<tool_use_error>InputValidationError: ${unrepairableMessage}\n${editFileParameters}</tool_use_error>`;
    expect(answers).toEqual([
      [first, second],
      [first, second],
    ]);
  });
});
