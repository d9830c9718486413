import { InvalidToolInputError, type JSONSchema7, NoSuchToolError } from "ai";
import { describe, expect, it } from "vitest";
import { createRepairToolCall } from "./create-repair-tool-call.js";

const schema: JSONSchema7 = {
  type: "object",
  properties: { paths: { type: "array", items: { type: "string" } }, head: { type: "number" } },
  required: ["paths"],
  additionalProperties: false,
};

const call = (input: string) => ({
  type: "tool-call" as const,
  toolCallId: "c1",
  toolName: "read_files",
  input,
});
const invalid = new InvalidToolInputError({ toolName: "read_files", toolInput: "", cause: "bad" });

/** Runs the repair function as the AI SDK calls it. */
async function repair(input: string, error: unknown = invalid, inputSchema = async () => schema) {
  const repairToolCall = createRepairToolCall();
  return await repairToolCall({
    toolCall: call(input),
    tools: {},
    inputSchema,
    error: error as InvalidToolInputError,
    messages: [],
    instructions: undefined,
    system: undefined,
  });
}

describe("createRepairToolCall", () => {
  it("returns the call with its repaired JSON text, everything else kept", async () => {
    const repaired = await repair('{"paths":"[\\"a.txt\\"]","head":"5"}');
    expect(repaired).toEqual({ ...call('{"paths":["a.txt"],"head":5}') });
  });

  it.each([
    ["an unknown tool", '{"paths":"[\\"a\\"]"}', new NoSuchToolError({ toolName: "x" })],
    ["text that is not JSON", "{paths:", invalid],
    ["a call it cannot repair", '{"file":"a.txt"}', invalid],
    ["a call with nothing to repair (the tool's own schema rejected it)", '{"paths":[]}', invalid],
  ])("returns null for %s", async (_name, input, error) => {
    expect(await repair(input, error)).toBeNull();
  });

  it("reads empty text as {}, as the AI SDK does", async () => {
    expect(await repair("  ")).toBeNull(); // {} misses `paths`: nothing to repair
  });

  it("never throws: a failing inputSchema lookup gives null", async () => {
    const failing = async () => {
      throw new Error("no schema");
    };
    expect(await repair('{"paths":"[]"}', invalid, failing)).toBeNull();
  });
});
