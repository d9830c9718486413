import { Agent, RunContext, Runner, setTracingDisabled, tool } from "@openai/agents-core";
import { assistantMessage, functionCall, ScriptedModel } from "@openai/agents-core/testing";
import { describe, expect, it } from "vitest";
import { sentToolOutput } from "../../../test/support/sent-tool-output.js";
import { repairingTool } from "./repairing-tool.js";

const inputSchema = {
  type: "object",
  properties: { path: { type: "string" }, head: { type: "number" } },
  required: ["path"],
  additionalProperties: false,
};

function recordingTool(strict?: boolean) {
  const received: unknown[] = [];
  const readFile = repairingTool({
    name: "read_file",
    description: "Read a file",
    inputSchema,
    strict,
    execute: async (input) => {
      received.push(input);
      return "ok";
    },
  });
  return { readFile, received };
}

describe("repairingTool", () => {
  it("is a function tool with the schema as given, not strict by default", () => {
    const { readFile } = recordingTool();
    expect(readFile).toMatchObject({
      type: "function",
      name: "read_file",
      description: "Read a file",
      parameters: inputSchema,
      strict: false,
    });
    expect(recordingTool(true).readFile.strict).toBe(true);
  });

  it("runs execute with a valid input, and with a repaired one", async () => {
    const { readFile, received } = recordingTool();
    expect(await readFile.invoke(new RunContext(), '{"path":"a.txt"}')).toBe("ok");
    expect(await readFile.invoke(new RunContext(), '{"path":"a.txt","head":"5"}')).toBe("ok");
    expect(received).toEqual([{ path: "a.txt" }, { path: "a.txt", head: 5 }]);
  });

  it("answers a call it cannot repair with tool-input's text, without running execute", async () => {
    const { readFile, received } = recordingTool();
    const output = await readFile.invoke(new RunContext(), '{"file":"a.txt"}');
    expect(output).toBe(
      "<tool_use_error>InputValidationError: read_file failed due to the following issues:\nThe required parameter `path` is missing\nAn unexpected parameter `file` was provided</tool_use_error>",
    );
    expect(received).toEqual([]);
  });
});

describe("repairingTool under a name the SDK rewrites", () => {
  it("names the tool as the model is sent it (`read-file` as `read_file`)", async () => {
    const readFile = repairingTool({
      name: "read-file",
      description: "",
      inputSchema,
      execute: () => "ok",
    });
    expect(readFile.name).toBe("read_file");
    expect(await readFile.invoke(new RunContext(), '{"file":"a.txt"}')).toBe(
      "<tool_use_error>InputValidationError: read_file failed due to the following issues:\nThe required parameter `path` is missing\nAn unexpected parameter `file` was provided</tool_use_error>",
    );
  });
});

describe("repairingTool's setup", () => {
  const base = { name: "read_file", description: "Read a file", inputSchema, execute: () => "ok" };

  it.each([
    [
      "options that are null",
      null,
      "[openai-agents] repairingTool: options must be an object, got null",
    ],
    [
      "options that are text",
      "read_file",
      "[openai-agents] repairingTool: options must be an object, got string",
    ],
    [
      "a name that is not a string",
      { ...base, name: 5 },
      "[openai-agents] repairingTool: name must be a string, got number",
    ],
    [
      "an execute that is not a function",
      { ...base, execute: "run" },
      "[openai-agents] repairingTool: execute of tool `read_file` must be a function",
    ],
  ])("throws a TypeError for %s", (_case, options, message) => {
    expect(() => repairingTool(options as never)).toThrow(new TypeError(message));
  });
});

describe("repairingTool without a name", () => {
  const options = { name: "", description: "Read the notes", inputSchema: { type: "object" } };
  const sdkOptions = { ...options, parameters: options.inputSchema as never, strict: false };

  it("is named after execute's function, as the SDK's tool() names it, and runs", async () => {
    async function readNotes() {
      return "notes";
    }
    const readTool = repairingTool({ ...options, execute: readNotes });
    expect(readTool.name).toBe(tool({ ...sdkOptions, execute: readNotes }).name);
    expect(readTool.name).toBe("readNotes");
    setTracingDisabled(true);
    const model = new ScriptedModel([
      [functionCall("readNotes", "{}", { callId: "call-1" })],
      [assistantMessage("Done.")],
    ]);
    const agent = new Agent({ name: "reader", model, tools: [readTool] });
    await new Runner({ tracingDisabled: true }).run(agent, "read");
    expect(model.calls[0]?.request.tools.map((t) => t.name)).toEqual(["readNotes"]);
    expect(sentToolOutput(model, 2)).toBe("notes");
  });

  it("throws the SDK's own error for an execute without a name, as tool() does", () => {
    const [anonymous] = [async () => "notes"];
    expect(() => tool({ ...sdkOptions, execute: anonymous as never })).toThrow(
      "Tool name cannot be empty",
    );
    expect(() => repairingTool({ ...options, execute: anonymous as never })).toThrow(
      "Tool name cannot be empty",
    );
  });
});
