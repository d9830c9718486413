import { InvalidToolInputError, type JSONSchema7, NoSuchToolError } from "ai";
import { describe, expect, it } from "vitest";
import { createRepairToolCall } from "./create-repair-tool-call.js";

const schema: JSONSchema7 = {
  type: "object",
  properties: { paths: { type: "array", items: { type: "string" } }, head: { type: "number" } },
  required: ["paths"],
  additionalProperties: false,
};
const tools = { read_files: {}, list: {} };
const schemas: Record<string, JSONSchema7> = { read_files: schema, list: { type: "object" } };

const call = (input: string, toolName = "read_files") => ({
  type: "tool-call" as const,
  toolCallId: "c1",
  toolName,
  input,
});
const invalid = new InvalidToolInputError({ toolName: "read_files", toolInput: "", cause: "bad" });

/** Runs the repair function as the AI SDK calls it. */
async function repair(
  input: string,
  error: unknown = invalid,
  toolName = "read_files",
  inputSchema = async ({ toolName }: { toolName: string }) => schemas[toolName] ?? {},
) {
  const repairToolCall = createRepairToolCall();
  return await repairToolCall({
    toolCall: call(input, toolName),
    tools: tools as never,
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

  it("returns the call under the tool's real name for a misspelled one", async () => {
    const error = new NoSuchToolError({ toolName: "readFiles" });
    const repaired = await repair('{"paths":["a"]}', error, "readFiles");
    expect(repaired).toEqual(call('{"paths":["a"]}', "read_files"));
  });

  it.each([
    [
      "an unknown tool",
      "{}",
      new NoSuchToolError({ toolName: "x" }),
      "x",
      "There is no tool named `x` (the tools are `read_files` and `list`)",
    ],
    [
      "text that is cut off",
      '{"paths":',
      invalid,
      "read_files",
      "InputValidationError: read_files failed due to the following issue:\nThe arguments text ends before the JSON object is complete (at character 9 of 9); send the whole call again",
    ],
    [
      "a call it cannot repair",
      '{"file":"a.txt"}',
      invalid,
      "read_files",
      "InputValidationError: read_files failed due to the following issues:\nThe required parameter `paths` is missing\nAn unexpected parameter `file` was provided",
    ],
  ])("answers %s with tool-input's message", async (_name, input, error, toolName, text) => {
    const failure = await repair(input, error, toolName).catch((thrown: unknown) => thrown);
    expect(String(failure)).toBe(text);
  });

  it("returns null for a call with nothing to repair (the tool's own schema rejected it)", async () => {
    expect(await repair('{"paths":[]}')).toBeNull();
  });

  it("returns null for an error it does not handle", async () => {
    expect(await repair("{}", new Error("network"))).toBeNull();
  });

  it("reads null text as {} for a tool that takes it", async () => {
    expect(await repair("null", invalid, "list")).toEqual(call("{}", "list"));
  });

  it("a failing inputSchema lookup leaves that tool's input unchecked", async () => {
    const failing = async () => {
      throw new Error("no schema");
    };
    expect(await repair('{"paths":"[]"}', invalid, "read_files", failing)).toBeNull();
  });

  it("returns a call whose other getters throw repaired, with what it can read", async () => {
    const error = new NoSuchToolError({ toolName: "readFiles" });
    const toolCall = Object.defineProperty(
      call('{"paths":["a"]}', "readFiles"),
      "providerMetadata",
      {
        enumerable: true,
        get() {
          throw new Error("providerMetadata getter");
        },
      },
    );
    const repaired = await createRepairToolCall()({
      toolCall,
      tools: tools as never,
      inputSchema: async ({ toolName }) => schemas[toolName] ?? {},
      error,
      messages: [],
      instructions: undefined,
      system: undefined,
    });
    expect(repaired).toStrictEqual({ ...call('{"paths":["a"]}'), providerMetadata: undefined });
  });

  it("reads its options once, when it is made: a getter that throws, throws there", () => {
    const options = Object.defineProperty({}, "validate", {
      get() {
        throw new Error("validate getter");
      },
    });
    expect(() => createRepairToolCall(options)).toThrow("validate getter");
  });
});
