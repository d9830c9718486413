import { createRepairToolCall, withToolInput } from "@tool-input/ai-sdk";
import { toolInputSchema } from "@tool-input/validate";
import { generateText, isStepCount, type JSONSchema7, jsonSchema, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod4";
import {
  editFile,
  editFileSchema,
  repairedInput,
  sentInput,
  stackFrame,
  unrepairableInput,
  unrepairableMessage,
} from "./support/edit-file.js";

// The AI SDK 7 with its own mock model (ai/test): the model calls `edit_file`, gets the tool's
// result (or tool-input's message) on its next turn, and answers.

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

function callOf(input: unknown): GenerateResult {
  const content = [
    {
      type: "tool-call" as const,
      toolCallId: "call-1",
      toolName: "edit_file",
      input: JSON.stringify(input),
    },
  ];
  return { content, finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] };
}

const done: GenerateResult = {
  content: [{ type: "text", text: "Done." }],
  finishReason: { unified: "stop", raw: undefined },
  usage,
  warnings: [],
};

/** A mock model that calls `edit_file` with `input`, then answers after the tool result. */
function modelCalling(input: unknown): MockLanguageModelV4 {
  return new MockLanguageModelV4({ doGenerate: [callOf(input), done] });
}

/** The text of the tool result the model was sent on its second turn. */
function toolResultSent(model: MockLanguageModelV4): string {
  const prompt = model.doGenerateCalls[1]?.prompt ?? [];
  const message = prompt.find((m) => m.role === "tool");
  const part = message?.role === "tool" ? message.content[0] : undefined;
  if (part?.type !== "tool-result") throw new Error("no tool result in the second prompt");
  const output = part.output;
  return output.type === "error-text" || output.type === "text"
    ? output.value
    : JSON.stringify(output);
}

// `edit_file`'s schema in zod, as an AI SDK user writes it; the AI SDK validates with it.
const editFileZod = z.strictObject({
  path: z.string(),
  edits: z.array(z.strictObject({ oldText: z.string(), newText: z.string() })),
  dryRun: z.boolean().optional(),
});

/**
 * `edit_file` with its schema in zod, as plain JSON Schema (which the AI SDK does not validate,
 * as for MCP tools), or as a toolInputSchema; `received` records what execute was given.
 */
function recordingTools(schema: "zod" | "json" | "tool-input") {
  const received: unknown[] = [];
  const inputSchema =
    schema === "zod"
      ? editFileZod
      : schema === "json"
        ? jsonSchema(editFileSchema as JSONSchema7)
        : toolInputSchema(editFile);
  const tools = {
    edit_file: tool({
      description: "Edit a file",
      inputSchema,
      execute: async (input: unknown) => {
        received.push(input);
        return "edited";
      },
    }),
  };
  return { tools, received };
}

describe("AI SDK 7: withToolInput", () => {
  it.each(["zod", "json"] as const)(
    "repairs the call (schema in %s): execute receives the repaired input",
    async (schema) => {
      const model = modelCalling(sentInput);
      const { tools, received } = recordingTools(schema);
      const result = await generateText({
        model,
        tools: withToolInput(tools),
        prompt: "edit notes.txt",
        stopWhen: isStepCount(3),
      });
      expect(received).toEqual([repairedInput]);
      expect(toolResultSent(model)).toBe("edited");
      expect(result.text).toBe("Done.");
    },
  );

  it.each(["zod", "json"] as const)(
    "answers an unrepairable call (schema in %s) with tool-input's message, no stack trace",
    async (schema) => {
      const model = modelCalling(unrepairableInput);
      const { tools, received } = recordingTools(schema);
      await generateText({
        model,
        tools: withToolInput(tools),
        prompt: "edit",
        stopWhen: isStepCount(3),
      });
      expect(received).toEqual([]);
      const sent = toolResultSent(model);
      // The AI SDK's own wrapping, then tool-input's message whole.
      expect(sent).toBe(
        `AI_InvalidToolInputError: Invalid input for tool edit_file: AI_TypeValidationError: Type validation failed: Value: {"file_path":"notes.txt","edits":[]}.\nError message: InputValidationError: ${unrepairableMessage}`,
      );
      expect(sent).not.toMatch(stackFrame);
    },
  );

  it("keeps the tool's own schema: what zod transforms, execute receives transformed", async () => {
    const received: unknown[] = [];
    const tools = {
      edit_file: tool({
        inputSchema: editFileZod.transform((input) => ({
          ...input,
          path: input.path.toUpperCase(),
        })),
        execute: async (input: unknown) => {
          received.push(input);
          return "edited";
        },
      }),
    };
    const model = modelCalling(sentInput);
    await generateText({
      model,
      tools: withToolInput(tools),
      prompt: "edit",
      stopWhen: isStepCount(3),
    });
    expect(received).toEqual([{ ...repairedInput, path: "NOTES.TXT" }]);
  });

  it("without it, zod rejects the stringified call: the model gets zod's JSON", async () => {
    const model = modelCalling(sentInput);
    const { tools, received } = recordingTools("zod");
    await generateText({ model, tools, prompt: "edit", stopWhen: isStepCount(3) });
    expect(received).toEqual([]);
    expect(toolResultSent(model)).toMatch(
      /^AI_InvalidToolInputError: Invalid input for tool edit_file: AI_TypeValidationError: Type validation failed: .*\nError message: \[\n +\{\n +"expected": "array"/s,
    );
  });

  it("without it, a JSON Schema tool is not validated: execute receives the text", async () => {
    const model = modelCalling(sentInput);
    const { tools, received } = recordingTools("json");
    await generateText({ model, tools, prompt: "edit", stopWhen: isStepCount(3) });
    expect(received).toEqual([sentInput]);
  });
});

describe("AI SDK 7: a toolInputSchema as the tool's inputSchema", () => {
  it("repairs the call", async () => {
    const model = modelCalling(sentInput);
    const { tools, received } = recordingTools("tool-input");
    await generateText({ model, tools, prompt: "edit", stopWhen: isStepCount(3) });
    expect(received).toEqual([repairedInput]);
  });

  it("advertises the tool's JSON Schema to the model", async () => {
    const model = modelCalling(sentInput);
    const { tools } = recordingTools("tool-input");
    await generateText({ model, tools, prompt: "edit", stopWhen: isStepCount(3) });
    const advertised = model.doGenerateCalls[0]?.tools?.[0];
    expect(advertised?.type === "function" && advertised.inputSchema).toMatchObject(editFileSchema);
  });

  it("the model still reads the whole message (the AI SDK prints issues as JSON)", async () => {
    const model = modelCalling(unrepairableInput);
    const { tools } = recordingTools("tool-input");
    await generateText({ model, tools, prompt: "edit", stopWhen: isStepCount(3) });
    const sent = toolResultSent(model);
    expect(sent).toContain(JSON.stringify([{ message: unrepairableMessage }]));
    expect(sent).not.toMatch(stackFrame);
  });
});

describe("AI SDK 7: createRepairToolCall", () => {
  it("repairs the call before the tool's own schema sees it", async () => {
    const model = modelCalling(sentInput);
    const { tools, received } = recordingTools("zod");
    await generateText({
      model,
      tools,
      prompt: "edit",
      stopWhen: isStepCount(3),
      repairToolCall: createRepairToolCall(),
    });
    expect(received).toEqual([repairedInput]);
  });

  it("answers a call it cannot repair with tool-input's message, after the SDK's prefix", async () => {
    const model = modelCalling(unrepairableInput);
    const { tools, received } = recordingTools("zod");
    const repair = createRepairToolCall();
    await generateText({
      model,
      tools,
      prompt: "edit",
      stopWhen: isStepCount(3),
      repairToolCall: repair,
    });
    expect(received).toEqual([]);
    expect(toolResultSent(model)).toBe(
      `AI_ToolCallRepairError: Error repairing tool call: InputValidationError: ${unrepairableMessage}`,
    );
  });
});
