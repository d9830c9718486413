import { fakeModel } from "@langchain/core/testing";
import type { JsonSchema7Type } from "@langchain/core/utils/json_schema";
import { Agent, type ModelResponse, Runner, setTracingDisabled, Usage } from "@openai/agents-core";
import { ScriptedModel } from "@openai/agents-core/testing";
import { withToolInput } from "@tool-input/ai-sdk";
import { toolInputMiddleware } from "@tool-input/langchain";
import { repairingTool } from "@tool-input/openai-agents";
import { projectToolSchema } from "@tool-input/validate";
import { generateText, isStepCount, type JSONSchema7, jsonSchema, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { AIMessage, createAgent, HumanMessage, tool as langchainTool } from "langchain";
import { describe, expect, it } from "vitest";
import { done, toolTurn } from "./support/ai-sdk-turns.js";

// Issue 21, "Must show": each adapter with its framework's own mock model answering in the
// provider's shape (null for each optional parameter it leaves out); the tool receives the
// original's shape, and what a projection dropped is still enforced.

const searchIssues = {
  name: "search_issues",
  inputSchema: {
    type: "object",
    properties: {
      query: { type: "string", minLength: 1 },
      state: { enum: ["open", "closed"] },
      limit: { type: "integer", minimum: 1, maximum: 100 },
    },
    required: ["query"],
    additionalProperties: false,
  },
} as const;
const strictSchema = (() => {
  const projected = projectToolSchema(searchIssues, "openai-strict");
  if (!projected.ok) throw new Error(projected.reason);
  return projected.inputSchema;
})();
const providerShaped = { query: "label:bug", state: null, limit: null };
const original = { query: "label:bug" };

describe("the AI SDK with a projection", () => {
  async function run(input: unknown) {
    const received: unknown[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: [toolTurn("search_issues", JSON.stringify(input)), done],
    });
    const tools = {
      search_issues: tool({
        inputSchema: jsonSchema(searchIssues.inputSchema as unknown as JSONSchema7),
        execute: async (args: unknown) => {
          received.push(args);
          return "found 3";
        },
      }),
    };
    await generateText({
      model,
      tools: withToolInput(tools, { validate: { projection: "openai-strict" } }),
      prompt: "find bugs",
      stopWhen: isStepCount(2),
    });
    return { model, received };
  }

  it("sends the strict projection and runs the tool with the original's shape", async () => {
    const { model, received } = await run(providerShaped);
    expect(model.doGenerateCalls[0]?.tools).toEqual([
      { type: "function", name: "search_issues", inputSchema: strictSchema, strict: true },
    ]);
    expect(received).toEqual([original]);
  });

  it("answers a call that breaks the original schema with the original's sentence", async () => {
    const { model, received } = await run({ ...providerShaped, limit: 500 });
    expect(received).toEqual([]);
    const tool = model.doGenerateCalls[1]?.prompt.find((m) => m.role === "tool")?.content[0];
    expect(tool).toMatchObject({
      output: {
        type: "error-text",
        // The AI SDK wraps a schema's error in its own two lines (docs/frameworks.md).
        value:
          'AI_InvalidToolInputError: Invalid input for tool search_issues: AI_TypeValidationError: Type validation failed: Value: {"query":"label:bug","state":null,"limit":500}.\n' +
          "Error message: InputValidationError: search_issues failed due to the following issue:\nThe parameter `limit` must be at most `100` but was `500`",
      },
    });
  });
});

describe("the OpenAI Agents SDK with strict: true", () => {
  setTracingDisabled(true);
  const runner = new Runner({ tracingDisabled: true });
  const call = (name: string, args: unknown): ModelResponse => ({
    usage: new Usage(),
    output: [
      {
        type: "function_call",
        callId: "call-1",
        name,
        arguments: JSON.stringify(args),
        status: "completed",
      },
    ],
  });
  const answer: ModelResponse = {
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

  it("sends the strict projection as strict and runs the tool with the original's shape", async () => {
    const received: unknown[] = [];
    const searchTool = repairingTool({
      ...searchIssues,
      description: "Search issues",
      strict: true,
      execute: async (input) => {
        received.push(input);
        return "found 3";
      },
    });
    const model = new ScriptedModel([call("search_issues", providerShaped), answer]);
    await runner.run(new Agent({ name: "worker", model, tools: [searchTool] }), "find bugs");
    const sent = model.calls[0]?.request.tools[0];
    expect(sent).toMatchObject({ name: "search_issues", strict: true, parameters: strictSchema });
    expect(received).toEqual([original]);
  });

  it("sends a recursive schema with its definitions and lifts the nulls at every depth", async () => {
    const received: unknown[] = [];
    const outline = {
      name: "outline",
      inputSchema: {
        type: "object",
        properties: { title: { type: "string" }, sections: { $ref: "#/$defs/sections" } },
        required: ["title"],
        $defs: {
          sections: {
            type: "array",
            items: {
              type: "object",
              properties: { heading: { type: "string" }, sections: { $ref: "#/$defs/sections" } },
              required: ["heading"],
            },
          },
        },
      },
    };
    const outlineTool = repairingTool({
      ...outline,
      description: "Write an outline",
      strict: true,
      execute: async (input) => {
        received.push(input);
        return "written";
      },
    });
    const sections = (heading: string, below: unknown) => [{ heading, sections: below }];
    const model = new ScriptedModel([
      call("outline", { title: "t", sections: sections("a", sections("b", null)) }),
      answer,
    ]);
    await runner.run(new Agent({ name: "worker", model, tools: [outlineTool] }), "outline it");
    const sent = model.calls[0]?.request.tools[0];
    const projected = projectToolSchema(outline, "openai-strict");
    const parameters = projected.ok ? (projected.inputSchema as Record<string, unknown>) : {};
    expect(Object.keys(parameters.$defs as object)).toEqual(["sections"]);
    expect(sent).toMatchObject({
      name: "outline",
      strict: true,
      parameters,
    });
    expect(received).toEqual([
      { title: "t", sections: [{ heading: "a", sections: [{ heading: "b" }] }] },
    ]);
  });

  it("refuses to make strict a schema that cannot be projected, saying why", () => {
    const labels = {
      type: "object",
      properties: { labels: { type: "object", additionalProperties: { type: "string" } } },
    };
    const make = () =>
      repairingTool({
        name: "label",
        description: "",
        inputSchema: labels,
        strict: true,
        execute: () => "",
      });
    expect(make).toThrow(
      new TypeError(
        "label cannot be projected for openai-strict: its input schema at `#/properties/labels` takes keys of its own choosing (a map), which the provider cannot describe. Send it with strict: false.",
      ),
    );
  });
});

describe("LangChain with a projection", () => {
  it("runs the tool with the original's shape when the model answers in the strict shape", async () => {
    const received: unknown[] = [];
    const searchTool = langchainTool(
      async (input: unknown) => {
        received.push(input);
        return "found 3";
      },
      {
        name: "search_issues",
        description: "Search issues",
        schema: searchIssues.inputSchema as unknown as JsonSchema7Type,
      },
    );
    const model = fakeModel()
      .respondWithTools([{ name: "search_issues", args: providerShaped as never, id: "call-1" }])
      .respond(new AIMessage("Done."));
    const agent = createAgent({
      model,
      tools: [searchTool],
      middleware: [toolInputMiddleware({ validate: { projection: "openai-strict" } })],
    });
    await agent.invoke({ messages: [new HumanMessage("find bugs")] });
    expect(received).toEqual([original]);
  });
});
