import { tool as langchainTool } from "@langchain/core/tools";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import type { JsonSchema7Type } from "@langchain/core/utils/json_schema";
import { tool as agentsTool, RunContext } from "@openai/agents-core";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { toolInputSchema } from "@tool-input/validate";
import { asSchema } from "ai";
import { describe, expect, it } from "vitest";
import {
  editFile,
  editFileSchema,
  repairedInput,
  sentInput,
  unrepairableInput,
  unrepairableMessage,
} from "./support/edit-file.js";

// One toolInputSchema object, handed as it is to code written against the Standard Schema types
// alone (no zod anywhere) and to each framework's own entry point for tool input schemas.

const schema = toolInputSchema(editFile);

/** Validation as any Standard Schema consumer writes it, knowing nothing of tool-input. */
async function parseWith<T extends StandardSchemaV1>(
  standard: T,
  value: unknown,
): Promise<StandardSchemaV1.Result<StandardSchemaV1.InferOutput<T>>> {
  return await standard["~standard"].validate(value);
}

/** JSON Schema as any Standard JSON Schema consumer asks for it. */
function jsonSchemaOf(standard: StandardJSONSchemaV1): Record<string, unknown> {
  return standard["~standard"].jsonSchema.input({ target: "draft-07" });
}

describe("toolInputSchema conforms to Standard Schema V1 and Standard JSON Schema V1", () => {
  it("the example of docs/frameworks.md", () => {
    // example
    const editFileInput = toolInputSchema({ name: "edit_file", inputSchema: editFileSchema });

    editFileInput["~standard"].validate({
      path: "notes.txt",
      edits: '[{"oldText":"TODO","newText":"DONE"}]',
      dryRun: "false",
    });
    // { value: { path: "notes.txt", edits: [{ oldText: "TODO", newText: "DONE" }], dryRun: false } }

    editFileInput["~standard"].validate({ file_path: "notes.txt", edits: [] });
    // { issues: [{ message: "edit_file failed due to the following issues:\n
    //   The required parameter `path` is missing\n
    //   An unexpected parameter `file_path` was provided (did you mean `path`?)" }] }

    editFileInput["~standard"].jsonSchema.input({ target: "draft-07" }); // edit_file's JSON Schema
    // example
    const props = editFileInput["~standard"];
    expect(props.validate(sentInput)).toEqual({ value: repairedInput });
    expect(props.validate(unrepairableInput)).toEqual({
      issues: [{ message: unrepairableMessage }],
    });
    expect(props.jsonSchema.input({ target: "draft-07" })).toEqual(editFileSchema);
  });

  it("has version 1, vendor tool-input, a synchronous validate and both JSON Schema accessors", () => {
    const props = schema["~standard"];
    expect(props.version).toBe(1);
    expect(props.vendor).toBe("tool-input");
    const result = props.validate(sentInput);
    expect(typeof (result as { then?: unknown }).then).toBe("undefined");
    expect(result).toEqual({ value: repairedInput });
    expect(props.jsonSchema.input({ target: "draft-07" })).toEqual(editFileSchema);
    expect(props.jsonSchema.output({ target: "draft-2020-12" })).toEqual(editFileSchema);
  });

  it("works in zod-free code written against @standard-schema/spec alone", async () => {
    expect(await parseWith(schema, sentInput)).toEqual({ value: repairedInput });
    expect(await parseWith(schema, unrepairableInput)).toEqual({
      issues: [{ message: unrepairableMessage }],
    });
    expect(jsonSchemaOf(schema)).toEqual(editFileSchema);
  });

  it("the AI SDK 7 accepts it: asSchema reads its JSON Schema and validates with it", async () => {
    const aiSchema = asSchema(schema);
    expect(await aiSchema.jsonSchema).toEqual(editFileSchema);
    expect(await aiSchema.validate?.(sentInput)).toEqual({ success: true, value: repairedInput });
  });

  it("LangChain 1.5 accepts it as a tool's schema and sends its JSON Schema", () => {
    const editTool = langchainTool(async () => "edited", {
      name: "edit_file",
      description: "Edit a file",
      schema: schema as JsonSchema7Type, // LangChain 1.4's types list zod and JSON Schema only
    });
    expect(convertToOpenAITool(editTool).function.parameters).toEqual(editFileSchema);
  });

  it("the OpenAI Agents SDK accepts it as parameters, and the tool receives the repaired input", async () => {
    const received: unknown[] = [];
    const editTool = agentsTool({
      name: "edit_file",
      description: "Edit a file",
      parameters: schema,
      execute: async (input: unknown) => {
        received.push(input);
        return "edited";
      },
    });
    expect(await editTool.invoke(new RunContext(), JSON.stringify(sentInput))).toBe("edited");
    expect(received).toEqual([repairedInput]);
  });
});
