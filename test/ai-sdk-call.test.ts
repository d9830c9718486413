import { createRepairToolCall, withToolInput } from "@tool-input/ai-sdk";
import type { ToolDefinition } from "@tool-input/validate";
import { generateText, isStepCount, type JSONSchema7, jsonSchema, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { done, type GenerateResult, toolTurn } from "./support/ai-sdk-turns.js";
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

// Issue 20 with the AI SDK's own mock model (ai/test): the model calls a tool by a wrong name,
// with raw text, or with the same mistake again; the next prompt it receives is pinned.

/** The tools as an AI SDK user declares them (JSON Schema), recording what each received. */
function recordingTools() {
  const received: { tool: string; input: unknown }[] = [];
  const entries = callTools.map((t: ToolDefinition) => [
    t.name,
    tool({
      inputSchema: jsonSchema(t.inputSchema as JSONSchema7),
      execute: async (input: unknown) => {
        received.push({ tool: t.name, input });
        return `ran ${t.name}`;
      },
    }),
  ]);
  return { tools: Object.fromEntries(entries), received };
}

/** Runs generateText over `turns` with tool-input's schema and repair function. */
async function run(turns: GenerateResult[]) {
  const model = new MockLanguageModelV4({ doGenerate: [...turns, done] });
  const { tools, received } = recordingTools();
  await generateText({
    model,
    tools: withToolInput(tools),
    repairToolCall: createRepairToolCall(),
    prompt: "work",
    stopWhen: isStepCount(turns.length + 1),
  });
  return { model, received };
}

/** The tool message of the prompt of turn `n` (1-based), as the model receives it. */
function toolMessage(model: MockLanguageModelV4, n: number) {
  const prompt = model.doGenerateCalls[n - 1]?.prompt ?? [];
  const messages = prompt.filter((m) => m.role === "tool");
  return messages[messages.length - 1]?.content[0];
}

/** The assistant's call in the prompt of turn `n`, as the model reads its own history. */
function assistantCall(model: MockLanguageModelV4, n: number) {
  const prompt = model.doGenerateCalls[n - 1]?.prompt ?? [];
  const messages = prompt.filter((m) => m.role === "assistant");
  return messages[messages.length - 1]?.content[0];
}

describe("AI SDK 7: the call as a whole", () => {
  it("repairs a misspelled tool name and runs the tool; the history names the real tool", async () => {
    const { model, received } = await run([toolTurn(misspelledName, '{"path":"notes.txt"}')]);
    expect(received).toEqual([{ tool: "read_text_file", input: { path: "notes.txt" } }]);
    expect(assistantCall(model, 2)).toMatchObject({
      type: "tool-call",
      toolName: "read_text_file",
      input: { path: "notes.txt" },
    });
    expect(toolMessage(model, 2)).toEqual({
      type: "tool-result",
      toolCallId: "call-1",
      toolName: "read_text_file",
      output: { type: "text", value: "ran read_text_file" },
    });
  });

  it("answers an unknown name with the did-you-mean sentence, not the list of every tool", async () => {
    const { model, received } = await run([toolTurn(unknownName, "{}")]);
    expect(received).toEqual([]);
    expect(toolMessage(model, 2)).toMatchObject({
      type: "tool-result",
      toolName: unknownName,
      output: {
        type: "error-text",
        value: `AI_ToolCallRepairError: Error repairing tool call: ${unknownMessage}`,
      },
    });
  });

  it("without it, the model gets the SDK's list of every tool", async () => {
    const model = new MockLanguageModelV4({ doGenerate: [toolTurn(unknownName, "{}"), done] });
    const { tools } = recordingTools();
    await generateText({ model, tools, prompt: "work", stopWhen: isStepCount(2) });
    expect(toolMessage(model, 2)).toMatchObject({
      output: {
        type: "error-text",
        value:
          "AI_NoSuchToolError: Model tried to call unavailable tool 'read_files'. Available tools: read_file, read_text_file, read_multiple_files, list_allowed_directories, edit_file.",
      },
    });
  });

  it.each([[""], ["null"], [" "]])("runs a parameterless tool called with %j", async (text) => {
    const { received } = await run([toolTurn(listAllowed.name, text)]);
    expect(received).toEqual([{ tool: listAllowed.name, input: {} }]);
  });

  it("answers truncated text with where it ends", async () => {
    const { model, received } = await run([toolTurn("read_text_file", truncatedText)]);
    expect(received).toEqual([]);
    expect(toolMessage(model, 2)).toMatchObject({
      output: {
        type: "error-text",
        value: `AI_ToolCallRepairError: Error repairing tool call: InputValidationError: ${truncatedMessage}`,
      },
    });
  });

  it("answers the third identical mistake with the parameters line and the repeat line", async () => {
    const bad = JSON.stringify(unrepairableInput);
    const { model } = await run([1, 2, 3].map((n) => toolTurn("edit_file", bad, `call-${n}`)));
    expect(toolMessage(model, 4)).toEqual({
      type: "tool-result",
      toolCallId: "call-3",
      toolName: "edit_file",
      output: {
        type: "error-text",
        value: `AI_ToolCallRepairError: Error repairing tool call: InputValidationError: ${thirdMistakeMessage}`,
      },
    });
  });

  it("counts a mistake made beside another bad call of the same step (repaired at once)", async () => {
    const bad = JSON.stringify(unrepairableInput);
    const first = toolTurn("edit_file", bad, "call-1");
    const beside = toolTurn("read_text_file", '{"file":"notes.txt"}', "call-2");
    const both = { ...first, content: [...first.content, ...beside.content] };
    const { model } = await run([both, toolTurn("edit_file", bad, "call-3")]);
    expect(toolMessage(model, 3)).toMatchObject({
      toolCallId: "call-3",
      output: {
        type: "error-text",
        value: `AI_ToolCallRepairError: Error repairing tool call: InputValidationError: ${unrepairableMessage}\n${editFileParameters}`,
      },
    });
  });
});
