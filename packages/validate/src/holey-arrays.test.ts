// A sparse array of length 2^32 − 1 built in memory, in a tool's schema, in a tool list or as a
// called name: answered at once (docs/pipeline.md, "Schemas that cannot compile"). Before, each
// walked or wrote out 2^32 − 1 holes, for minutes or until V8 ran out of memory.
import { describe, expect, it } from "vitest";
import { sparse } from "../../../test/support/sparse-array.js";
import { HoleyArrayError, stableStringify } from "./cache/stable-stringify.js";
import { createToolCatalog } from "./call/create-tool-catalog.js";
import { projectToolSchema } from "./projection/project-tool-schema.js";
import { projectTools } from "./projection/project-tools.js";
import type { ToolDefinition } from "./types.js";
import { validateToolInput } from "./validate-tool-input.js";

const reason =
  "the schema is too large to read (it holds an array of length 4,294,967,295 with holes)";

describe("a schema holding a sparse array of length 2^32 − 1", () => {
  it("stableStringify refuses it", () => {
    expect(() => stableStringify({ enum: sparse("a") })).toThrow(HoleyArrayError);
  });

  it.each([
    ["required", { type: "object", required: sparse("a") }],
    ["enum", { type: "object", properties: { a: { enum: sparse("a") } } }],
    ["anyOf", { type: "object", properties: { a: { anyOf: sparse({ type: "string" }) } } }],
  ])("a sparse %s: the schema cannot be compiled, with its reason", (_keyword, inputSchema) => {
    const tool = { name: "t", inputSchema };
    expect(validateToolInput(tool, { a: "b" })).toMatchObject({
      ok: true,
      status: "unchecked",
      schemaError: `The input schema of tool \`t\` could not be compiled: ${reason}; the input was not validated.`,
    });
    expect(validateToolInput(tool, { a: "b" }, { onSchemaError: "reject" })).toMatchObject({
      ok: false,
      message: `t failed due to the following issue:\nThe input could not be checked, because the tool's input schema could not be compiled (${reason})`,
    });
  });

  it("projectToolSchema refuses it, naming where", () => {
    const tool = {
      name: "t",
      inputSchema: { type: "object", properties: { a: { enum: sparse("a") } } },
    };
    expect(projectToolSchema(tool, "gemini")).toMatchObject({
      ok: false,
      reason:
        "t cannot be projected for gemini: its input schema at `#/properties/a/enum` is an array with holes, too long to read.",
    });
  });
});

describe("a tool list or called name that is a sparse array of length 2^32 − 1", () => {
  const tool: ToolDefinition = { name: "t", inputSchema: { type: "object" } };

  it("createToolCatalog and projectTools take the tools the list has", () => {
    expect(createToolCatalog(sparse(tool)).size).toBe(1);
    expect(projectTools(sparse(tool), "gemini").tools).toHaveLength(1);
  });

  it("checkCall reads such a name as the empty name", () => {
    const call = { name: sparse("t") as unknown as string, arguments: {} };
    expect(createToolCatalog([tool]).checkCall(call)).toMatchObject({
      ok: false,
      reason: "unknown-tool",
      message:
        "The call names no tool; send it again with the name of one of the tools (the tools are `t`)",
    });
  });
});
