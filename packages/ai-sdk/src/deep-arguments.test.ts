import { generateText, isStepCount, jsonSchema, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createRepairToolCall } from "./create-repair-tool-call.js";

// With a raised `maxDepth`, a repaired copy nested deeper than `JSON.stringify` can write (it
// recurses) is answered through the SDK's repair path, never thrown out of it as a RangeError
// (docs/frameworks.md, "The call").

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const done = {
  content: [{ type: "text" as const, text: "Done." }],
  finishReason: { unified: "stop" as const, raw: undefined },
  usage,
  warnings: [],
};
const depth = 5000;
const deep = `{"path":"tree.json","document":${"[".repeat(depth)}${"]".repeat(depth)}}`;

async function run(toolName: string, input: string) {
  const received: unknown[] = [];
  const writeJson = tool({
    inputSchema: jsonSchema({
      type: "object",
      properties: { path: { type: "string" }, document: { type: "array" } },
      required: ["path", "document"],
    }),
    execute: async (value: unknown) => {
      received.push(value);
      return "written";
    },
  });
  const content = [{ type: "tool-call" as const, toolCallId: "call-1", toolName, input }];
  const turn = {
    content,
    finishReason: { unified: "tool-calls" as const, raw: undefined },
    usage,
    warnings: [],
  };
  const model = new MockLanguageModelV4({ doGenerate: [turn, done] });
  await generateText({
    model,
    tools: { write_json: writeJson },
    repairToolCall: createRepairToolCall({ validate: { maxDepth: 10_000 } }),
    prompt: "write it",
    stopWhen: isStepCount(2),
  });
  const prompt = model.doGenerateCalls[1]?.prompt ?? [];
  const answer = prompt.filter((m) => m.role === "tool").at(-1)?.content[0];
  return { answer, received };
}

describe("createRepairToolCall with a repair nested deeper than JSON.stringify writes", () => {
  it("answers the model that the repaired arguments could not be passed on", async () => {
    const { answer, received } = await run("write_json", `\`\`\`json\n${deep}\n\`\`\``);
    expect(received).toEqual([]);
    expect(answer).toMatchObject({
      type: "tool-result",
      output: {
        type: "error-text",
        value:
          "AI_ToolCallRepairError: Error repairing tool call: InputValidationError: write_json failed due to the following issue:\nThe input could not be passed on (repaired, it nests too deep to be written out as JSON)",
      },
    });
  });
});
