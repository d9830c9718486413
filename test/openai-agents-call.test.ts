import { Agent, type ModelResponse, Runner, setTracingDisabled, Usage } from "@openai/agents-core";
import { ScriptedModel } from "@openai/agents-core/testing";
import { repairingTool, toolInputModel } from "@tool-input/openai-agents";
import { describe, expect, it } from "vitest";
import {
  callTools,
  listAllowed,
  misspelledName,
  thirdMistakeMessage,
  truncatedMessage,
  truncatedText,
  unknownMessage,
  unknownName,
} from "./support/call-tools.js";
import { unrepairableInput } from "./support/edit-file.js";
import { sentToolOutput } from "./support/sent-tool-output.js";

// Issue 20 with the Agents SDK's `Model` interface (the SDK's own scripted model): the model
// calls a tool by a wrong name, with raw text, or with the same mistake again; the next request
// it receives is pinned.

function call(name: string, args: string, n = 1): ModelResponse {
  const item = {
    type: "function_call" as const,
    callId: `call-${n}`,
    name,
    arguments: args,
    status: "completed" as const,
  };
  return { usage: new Usage(), output: [item] };
}

const done: ModelResponse = {
  usage: new Usage(),
  output: [
    {
      type: "message",
      role: "assistant",
      status: "completed",
      content: [{ type: "output_text", text: "Done." }],
    },
  ],
};

setTracingDisabled(true);
const runner = new Runner({ tracingDisabled: true });

function recordingTools() {
  const received: { tool: string; input: unknown }[] = [];
  const tools = callTools.map((t) =>
    repairingTool({
      name: t.name,
      description: t.name,
      inputSchema: t.inputSchema,
      execute: async (input) => {
        received.push({ tool: t.name, input });
        return `ran ${t.name}`;
      },
    }),
  );
  return { tools, received };
}

async function run(responses: ModelResponse[], wrapped = true) {
  const scripted = new ScriptedModel([...responses, done]);
  const model = toolInputModel(scripted);
  const { tools, received } = recordingTools();
  const agent = new Agent({ name: "worker", model: wrapped ? model : scripted, tools });
  const result = await runner.run(agent, "work", {
    toolNotFoundBehavior: "return_error_to_model",
    toolErrorFormatter: model.toolErrorFormatter,
  });
  return { scripted, received, result };
}

/** `run`, streamed: the runner reads the calls from the model's `response_done` event. */
async function runStreamed(responses: ModelResponse[]) {
  const scripted = new ScriptedModel([...responses, done]);
  const model = toolInputModel(scripted);
  const { tools, received } = recordingTools();
  const agent = new Agent({ name: "worker", model, tools });
  const result = await runner.run(agent, "work", {
    stream: true,
    toolNotFoundBehavior: "return_error_to_model",
    toolErrorFormatter: model.toolErrorFormatter,
  });
  await result.completed;
  return { scripted, received, result };
}

describe("OpenAI Agents SDK: the call as a whole", () => {
  it("repairs a misspelled tool name (toolInputModel) and runs the tool", async () => {
    const { scripted, received } = await run([call(misspelledName, '{"path":"notes.txt"}')]);
    expect(received).toEqual([{ tool: "read_text_file", input: { path: "notes.txt" } }]);
    expect(sentToolOutput(scripted, 2)).toBe("ran read_text_file");
  });

  it("answers an unknown name with the did-you-mean sentence (toolErrorFormatter)", async () => {
    const { scripted, received } = await run([call(unknownName, "{}")]);
    expect(received).toEqual([]);
    expect(sentToolOutput(scripted, 2)).toBe(`<tool_use_error>${unknownMessage}</tool_use_error>`);
  });

  it("without it, the SDK ends the run on an unknown name", async () => {
    const agent = new Agent({
      name: "worker",
      model: new ScriptedModel([call(unknownName, "{}"), done]),
      tools: recordingTools().tools,
    });
    await expect(runner.run(agent, "work")).rejects.toThrow(
      "Tool read_files not found in agent worker.",
    );
  });

  it.each([[""], ["null"], [" "]])("runs a parameterless tool called with %j", async (text) => {
    const { received } = await run([call(listAllowed.name, text)]);
    expect(received).toEqual([{ tool: listAllowed.name, input: {} }]);
  });

  // docs/frameworks.md: the runner parses the text before any tool runs; `repairingTool` alone
  // never sees text that is not JSON.
  it.each([
    ["empty text", listAllowed.name, ""],
    ["cut-off text", "read_text_file", truncatedText],
  ])("without toolInputModel, leaves %s to the runner's answer", async (_case, name, text) => {
    const { scripted, received } = await run([call(name, text)], false);
    expect(received).toEqual([]);
    expect(sentToolOutput(scripted, 2)).toBe(
      "An error occurred while parsing tool arguments. Please try again with valid JSON.",
    );
  });

  it("answers truncated text with where it ends", async () => {
    const { scripted, received } = await run([call("read_text_file", truncatedText)]);
    expect(received).toEqual([]);
    expect(sentToolOutput(scripted, 2)).toBe(
      `<tool_use_error>InputValidationError: ${truncatedMessage}</tool_use_error>`,
    );
  });

  it("answers the third identical mistake with the parameters line and the repeat line", async () => {
    const bad = JSON.stringify(unrepairableInput);
    const { scripted } = await run([1, 2, 3].map((n) => call("edit_file", bad, n)));
    expect(sentToolOutput(scripted, 4)).toBe(
      `<tool_use_error>InputValidationError: ${thirdMistakeMessage}</tool_use_error>`,
    );
  });
});

describe("OpenAI Agents SDK: a streamed run", () => {
  it("repairs a misspelled tool name and runs the tool", async () => {
    const { scripted, received, result } = await runStreamed([
      call(misspelledName, '{"path":"notes.txt"}'),
    ]);
    expect(scripted.calls.map((c) => c.streamed)).toEqual([true, true]);
    expect(received).toEqual([{ tool: "read_text_file", input: { path: "notes.txt" } }]);
    expect(sentToolOutput(scripted, 2)).toBe("ran read_text_file");
    expect(result.finalOutput).toBe("Done.");
  });

  it("runs a parameterless tool called with empty arguments text", async () => {
    const { received } = await runStreamed([call(listAllowed.name, "")]);
    expect(received).toEqual([{ tool: listAllowed.name, input: {} }]);
  });

  it("answers an unknown name with the did-you-mean sentence", async () => {
    const { scripted, received } = await runStreamed([call(unknownName, "{}")]);
    expect(received).toEqual([]);
    expect(sentToolOutput(scripted, 2)).toBe(`<tool_use_error>${unknownMessage}</tool_use_error>`);
  });
});
