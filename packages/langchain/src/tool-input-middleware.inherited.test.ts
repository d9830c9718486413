import { fakeModel } from "@langchain/core/testing";
import { AIMessage, createAgent, HumanMessage, ToolMessage, tool } from "langchain";
import { describe, expect, it } from "vitest";
import { toolInputMiddleware } from "./tool-input-middleware.js";

// Arguments `{"__proto__":{"path":"notes.txt"}}` (JSON text a model can send): LangChain's state
// makes the own `__proto__` key the object's prototype, so `path` is only inherited, and the tool
// would forward `{}` (docs/pipeline.md, "Property names an object inherits").

const inputSchema = {
  type: "object",
  properties: { path: { type: "string" } },
  required: ["path"],
  additionalProperties: false,
} as const;

describe("toolInputMiddleware and a key the arguments only inherit", () => {
  it("answers that the key is missing; the tool does not run", async () => {
    const ran: unknown[] = [];
    const readFile = tool(
      async (input) => {
        ran.push(input);
        return "ok";
      },
      {
        name: "read_file",
        description: "Read a file",
        schema: { ...inputSchema, required: [...inputSchema.required] },
      },
    );
    const args = JSON.parse('{"__proto__":{"path":"notes.txt"}}') as Record<string, unknown>;
    const model = fakeModel()
      .respondWithTools([{ name: "read_file", id: "call-1", args }])
      .respond(new AIMessage("Done."));
    const agent = createAgent({ model, tools: [readFile], middleware: [toolInputMiddleware()] });
    const { messages } = await agent.invoke({ messages: [new HumanMessage("Read notes.txt")] });
    const answer = messages.find((message) => ToolMessage.isInstance(message));
    expect(ran).toEqual([]);
    expect(answer?.content).toBe(
      "<tool_use_error>InputValidationError: read_file failed due to the following issue:\nThe required parameter `path` is missing</tool_use_error>",
    );
  });
});
