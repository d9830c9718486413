import { Agent, RunContext, Runner, setTracingDisabled, tool } from "@openai/agents-core";
import { assistantMessage, functionCall, ScriptedModel } from "@openai/agents-core/testing";
import { describe, expect, it } from "vitest";
import { repairingTool } from "./repairing-tool.js";
import { toolInputModel } from "./tool-input-model.js";

// With a raised `maxDepth`, arguments nested deeper than `JSON.stringify` can write (it recurses)
// still reach the tool as the SDK's own `tool()` would run them, and a repaired copy too deep to
// write out is answered (docs/frameworks.md, "OpenAI Agents SDK").

const inputSchema = {
  type: "object",
  properties: { path: { type: "string" }, document: { type: "array" } },
  required: ["path", "document"],
};
const depth = 5000;
const deep = `{"path":"tree.json","document":${"[".repeat(depth)}${"]".repeat(depth)}}`;
const tooDeepMessage =
  "<tool_use_error>InputValidationError: write_json failed due to the following issue:\nThe input could not be passed on (repaired, it nests too deep to be written out as JSON)</tool_use_error>";

function writeJson() {
  const received: unknown[] = [];
  const options = { name: "write_json", description: "Write a JSON file", inputSchema };
  const execute = async (input: unknown) => {
    received.push(input);
    return "written";
  };
  const writer = repairingTool({ ...options, validate: { maxDepth: 10_000 }, execute });
  const sdkTool = tool({ ...options, parameters: inputSchema as never, strict: false, execute });
  return { writer, sdkTool, received };
}

/** How many arrays deep the `document` of `input` nests. */
function documentDepth(input: unknown): number {
  let level = 0;
  let value = (input as { document: unknown }).document;
  while (Array.isArray(value)) {
    level++;
    value = value[0];
  }
  return level;
}

describe("repairingTool with arguments nested deeper than JSON.stringify writes", () => {
  it("runs execute with the arguments as sent, as the SDK's own tool() does", async () => {
    const { writer, sdkTool, received } = writeJson();
    expect(await sdkTool.invoke(new RunContext(), deep)).toBe("written");
    expect(await writer.invoke(new RunContext(), deep)).toBe("written");
    expect(await writer.invoke(new RunContext(), `\uFEFF${deep}`)).toBe("written");
    expect(received.map(documentDepth)).toEqual([depth, depth, depth]);
  });

  it("answers a repaired copy too deep to write out, without running execute", async () => {
    const { writer, received } = writeJson();
    const fenced = `\`\`\`json\n${deep}\n\`\`\``;
    expect(await writer.invoke(new RunContext(), fenced)).toBe(tooDeepMessage);
    expect(received).toEqual([]);
  });

  it("answers it in a run behind toolInputModel, its misspelled name repaired", async () => {
    setTracingDisabled(true);
    const { writer, received } = writeJson();
    const scripted = new ScriptedModel([
      [functionCall("writeJson", `\`\`\`json\n${deep}\n\`\`\``, { callId: "call-1" })],
      [assistantMessage("Done.")],
    ]);
    const model = toolInputModel(scripted, { validate: { maxDepth: 10_000 } });
    const agent = new Agent({ name: "writer", model, tools: [writer] });
    await new Runner({ tracingDisabled: true }).run(agent, "write it");
    const sent = scripted.calls[1]?.request.input;
    const outputs = Array.isArray(sent)
      ? sent.filter((i) => i.type === "function_call_result")
      : [];
    expect(outputs.map((i) => i.output)).toEqual([{ type: "text", text: tooDeepMessage }]);
    expect(received).toEqual([]);
  });
});
