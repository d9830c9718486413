import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import type { ToolDefinition, ToolInputResult, ValidateOptions } from "../types.js";
import { toolInputSchemaThrough } from "./tool-input-schema-through.js";

// A wrapper of a validator's `validateToolInput` (docs/observability.md, "The pipeline") gets a
// `toolInputSchema` whose runs go through the wrapper, with the validator's own defaults.

const read: ToolDefinition = {
  name: "read",
  inputSchema: {
    type: "object",
    properties: { path: { type: "string" }, head: { type: "number" } },
    required: ["path"],
    additionalProperties: false,
  },
};

describe("toolInputSchemaThrough(validator, validateToolInput)", () => {
  it("runs each validate through the function given, formatting as the validator does", () => {
    const validator = createValidator({ hints: false });
    const runs: [unknown, unknown, ValidateOptions | undefined][] = [];
    const wrapped = (tool: ToolDefinition, input: unknown, options?: ValidateOptions) => {
      runs.push([tool, input, options]);
      return validator.validateToolInput(tool, input, options);
    };
    const bind = toolInputSchemaThrough(validator, wrapped);
    const schema = bind?.(read, { issues: "each", maxLines: 5 });
    expect(schema?.["~standard"].validate({ pth: "a" })).toEqual({
      issues: [
        { message: "The required parameter `path` is missing", path: ["path"] },
        { message: "An unexpected parameter `pth` was provided", path: ["pth"] },
      ],
    });
    expect(schema?.["~standard"].validate({ path: "a", head: "5" })).toEqual({
      value: { path: "a", head: 5 },
    });
    expect(runs).toEqual([
      [{ name: "read", inputSchema: read.inputSchema }, { pth: "a" }, { maxLines: 5 }],
      [{ name: "read", inputSchema: read.inputSchema }, { path: "a", head: "5" }, { maxLines: 5 }],
    ]);
  });

  it("is undefined for anything createValidator did not make", () => {
    const run = (): ToolInputResult => createValidator().validateToolInput(read, {});
    const copy = { ...createValidator() };
    for (const other of [copy, {}, null, undefined, 7, "validator"]) {
      expect(toolInputSchemaThrough(other, run)).toBeUndefined();
    }
  });
});
