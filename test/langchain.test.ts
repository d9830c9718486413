import { fakeModel } from "@langchain/core/testing";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import type { JsonSchema7Type } from "@langchain/core/utils/json_schema";
import { toolInputMiddleware } from "@tool-input/langchain";
import { toolInputSchema } from "@tool-input/validate";
import { AIMessage, createAgent, HumanMessage, ToolMessage, tool } from "langchain";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
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

// LangChain.js 1.5 (`createAgent`) with its own fake chat model (@langchain/core/testing): the
// model calls `edit_file`, gets the tool's result (or tool-input's message) on its next turn,
// and answers.

const editFileZod = z.strictObject({
  path: z.string(),
  edits: z.array(z.strictObject({ oldText: z.string(), newText: z.string() })),
  dryRun: z.boolean().optional(),
});

/** A fake model that calls `edit_file` with `args`, then answers after the tool result. */
function modelCalling(args: Record<string, unknown>) {
  return fakeModel()
    .respondWithTools([{ name: "edit_file", args, id: "call-1" }])
    .respond(new AIMessage("Done."));
}

/** `edit_file` with its schema in zod or as a toolInputSchema; `received` records its input. */
function recordingTool(schema: "zod" | "tool-input") {
  const received: unknown[] = [];
  const execute = async (input: unknown) => {
    received.push(input);
    return "edited";
  };
  const fields = { name: "edit_file", description: "Edit a file" };
  const editTool =
    schema === "zod"
      ? tool(execute, { ...fields, schema: editFileZod })
      : // LangChain 1.4's types list zod and JSON Schema only; at run time it reads any Standard
        // JSON Schema (docs/frameworks.md).
        tool(execute, { ...fields, schema: toolInputSchema(editFile) as JsonSchema7Type });
  return { editTool, received };
}

/** The tool message the model was sent on its second turn. */
function toolMessageSent(model: ReturnType<typeof fakeModel>): ToolMessage {
  const message = model.calls[1]?.messages.find((m) => ToolMessage.isInstance(m));
  if (message === undefined || !ToolMessage.isInstance(message)) {
    throw new Error("no tool message in the second prompt");
  }
  return message;
}

const prompt = { messages: [new HumanMessage("edit notes.txt")] };

describe("LangChain 1.5: toolInputMiddleware", () => {
  it("the example of docs/frameworks.md", async () => {
    const model = modelCalling(sentInput);
    const edited: unknown[] = [];
    // example
    const editFileTool = tool(async (input) => edited.push(input) && "edited", {
      name: "edit_file",
      description: "Replace text in a file",
      schema: z.object({
        path: z.string(),
        edits: z.array(z.object({ oldText: z.string(), newText: z.string() })),
        dryRun: z.boolean().optional(),
      }),
    });
    const agent = createAgent({
      model,
      tools: [editFileTool],
      middleware: [toolInputMiddleware()],
    });
    await agent.invoke({ messages: [new HumanMessage("Replace TODO with DONE in notes.txt")] });
    // example
    expect(edited).toEqual([repairedInput]);
  });

  it.each(["zod", "tool-input"] as const)(
    "repairs the call (schema as %s): the tool receives the repaired input",
    async (schema) => {
      const model = modelCalling(sentInput);
      const { editTool, received } = recordingTool(schema);
      const agent = createAgent({ model, tools: [editTool], middleware: [toolInputMiddleware()] });
      const result = await agent.invoke(prompt);
      expect(received).toEqual([repairedInput]);
      expect(toolMessageSent(model).content).toBe("edited");
      expect(result.messages.at(-1)?.content).toBe("Done.");
    },
  );

  it.each(["zod", "tool-input"] as const)(
    "answers an unrepairable call (schema as %s) with a ToolMessage holding toolUseError",
    async (schema) => {
      const model = modelCalling(unrepairableInput);
      const { editTool, received } = recordingTool(schema);
      const agent = createAgent({ model, tools: [editTool], middleware: [toolInputMiddleware()] });
      await agent.invoke(prompt);
      expect(received).toEqual([]);
      const sent = toolMessageSent(model);
      expect(sent.content).toBe(
        `<tool_use_error>InputValidationError: ${unrepairableMessage}</tool_use_error>`,
      );
      expect(sent.status).toBe("error");
      expect(sent.tool_call_id).toBe("call-1");
      expect(sent.content).not.toMatch(stackFrame);
    },
  );

  it("a toolInputSchema gives the model the tool's JSON Schema", () => {
    const { editTool } = recordingTool("tool-input");
    const sent = convertToOpenAITool(editTool);
    expect(sent.function.parameters).toEqual(editFileSchema);
  });

  it("without it, zod rejects the stringified call and the tool never runs", async () => {
    const model = modelCalling(sentInput);
    const { editTool, received } = recordingTool("zod");
    const agent = createAgent({ model, tools: [editTool] });
    await agent.invoke(prompt);
    expect(received).toEqual([]);
    // What LangChain sends the model instead: zod's text, then a stack trace with file paths.
    const sent = String(toolMessageSent(model).content);
    expect(sent).toMatch(
      /^Error invoking tool 'edit_file' with kwargs .* with error: Error: Received tool input did not match expected schema\n/,
    );
    expect(sent).toMatch(stackFrame);
  });

  it.each([
    ["zod 4", z.object({ path: z.string(), limit: z.number().default(20) })],
    ["zod 3", z3.object({ path: z3.string(), limit: z3.number().default(20) })],
  ])("leaves a %s field with a default to LangChain, which fills it", async (_, schema) => {
    const received: unknown[] = [];
    const readFile = tool(async (input: unknown) => received.push(input) && "read", {
      name: "read_file",
      description: "Read a file",
      // zod 3's types miss LangChain's under exactOptionalPropertyTypes; at run time it reads both.
      schema: schema as JsonSchema7Type,
    });
    const model = fakeModel()
      .respondWithTools([
        { name: "read_file", args: { path: "a.txt" }, id: "call-1" },
        { name: "read_file", args: { path: "b.txt", limit: "5" }, id: "call-2" },
      ])
      .respond(new AIMessage("Done."));
    const agent = createAgent({ model, tools: [readFile], middleware: [toolInputMiddleware()] });
    await agent.invoke(prompt);
    expect(received).toEqual([
      { path: "a.txt", limit: 20 },
      { path: "b.txt", limit: 5 },
    ]);
  });
});
