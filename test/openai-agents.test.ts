import { Agent, Runner, run, setTracingDisabled, tool, Usage } from "@openai/agents-core";
import { ScriptedModel } from "@openai/agents-core/testing";
import { repairingTool } from "@tool-input/openai-agents";
import { toolInputSchema } from "@tool-input/validate";
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
import { sentToolOutput } from "./support/sent-tool-output.js";

// The OpenAI Agents SDK (@openai/agents-core 0.20) with its own scripted `Model`
// (`@openai/agents-core/testing`): the model calls `edit_file`, gets the tool's output (or
// tool-input's message) on its next turn, and answers.

/** A model that calls `edit_file` with `input`, then answers after the tool's output. */
function modelCalling(input: unknown): ScriptedModel {
  return new ScriptedModel([
    {
      usage: new Usage(),
      output: [
        {
          type: "function_call",
          callId: "call-1",
          name: "edit_file",
          arguments: JSON.stringify(input),
          status: "completed",
        },
      ],
    },
    {
      usage: new Usage(),
      output: [
        {
          type: "message",
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: "Done." }],
        },
      ],
    },
  ]);
}

// The example uses the SDK's default runner: no traces leave the test.
setTracingDisabled(true);
const runner = new Runner({ tracingDisabled: true });

async function runWith(model: ScriptedModel, editTool: ReturnType<typeof tool>) {
  const agent = new Agent({
    name: "editor",
    instructions: "Edit files.",
    model,
    tools: [editTool],
  });
  return await runner.run(agent, "edit notes.txt");
}

function recording() {
  const received: unknown[] = [];
  const execute = async (input: unknown) => {
    received.push(input);
    return "edited";
  };
  const editTool = repairingTool({
    name: "edit_file",
    description: "Edit a file",
    inputSchema: editFileSchema,
    execute,
  });
  return { received, execute, editTool };
}

describe("OpenAI Agents SDK: repairingTool", () => {
  it("the example of docs/frameworks.md", async () => {
    const model = modelCalling(sentInput);
    const edited: unknown[] = [];
    // example
    const editFileTool = repairingTool({
      name: "edit_file",
      description: "Replace text in a file",
      inputSchema: editFileSchema, // the tool's JSON Schema, e.g. from an MCP server
      execute: async (input) => edited.push(input) && "edited",
    });
    const agent = new Agent({ name: "editor", model, tools: [editFileTool] });
    const result = await run(agent, "Replace TODO with DONE in notes.txt");
    // example
    expect(edited).toEqual([repairedInput]);
    expect(result.finalOutput).toBe("Done.");
  });

  it("repairs the call: execute receives the repaired input", async () => {
    const model = modelCalling(sentInput);
    const { received, editTool } = recording();
    const result = await runWith(model, editTool);
    expect(received).toEqual([repairedInput]);
    expect(sentToolOutput(model, 2)).toBe("edited");
    expect(result.finalOutput).toBe("Done.");
  });

  it("answers an unrepairable call with tool-input's message as the tool's output", async () => {
    const model = modelCalling(unrepairableInput);
    const { received, editTool } = recording();
    await runWith(model, editTool);
    expect(received).toEqual([]);
    const sent = sentToolOutput(model, 2);
    expect(sent).toBe(
      `<tool_use_error>InputValidationError: ${unrepairableMessage}</tool_use_error>`,
    );
    expect(sent).not.toMatch(stackFrame);
  });

  it("sends the model the tool's JSON Schema as it is, not strict", async () => {
    const model = modelCalling(sentInput);
    const { editTool } = recording();
    await runWith(model, editTool);
    const sent = model.calls[0]?.request.tools.find((t) => t.type === "function");
    expect(sent).toMatchObject({ name: "edit_file", strict: false, parameters: editFileSchema });
  });
});

describe("OpenAI Agents SDK without repairingTool", () => {
  it("a zod tool rejects the stringified call, and the model reads no reason", async () => {
    const model = modelCalling(sentInput);
    const { received, execute } = recording();
    const parameters = z.object({
      path: z.string(),
      edits: z.array(z.object({ oldText: z.string(), newText: z.string() })),
      dryRun: z.boolean().nullable(),
    });
    await runWith(model, tool({ name: "edit_file", description: "Edit", parameters, execute }));
    expect(received).toEqual([]);
    expect(sentToolOutput(model, 2)).toBe(
      "An error occurred while running the tool. Please try again.",
    );
  });

  it("a toolInputSchema as parameters repairs the call", async () => {
    const model = modelCalling(sentInput);
    const { received, execute } = recording();
    const parameters = toolInputSchema(editFile);
    await runWith(model, tool({ name: "edit_file", description: "Edit", parameters, execute }));
    expect(received).toEqual([repairedInput]);
  });
});
