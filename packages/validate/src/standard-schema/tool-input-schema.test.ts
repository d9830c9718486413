import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SchemaCache } from "../cache/schema-cache.js";
import { createValidator } from "../create-validator.js";
import type { ToolDefinition } from "../types.js";
import { toolInputSchema } from "./tool-input-schema.js";

const editFile: ToolDefinition = {
  name: "edit_file",
  inputSchema: {
    type: "object",
    properties: {
      path: { type: "string" },
      edits: {
        type: "array",
        items: {
          type: "object",
          properties: { oldText: { type: "string" }, newText: { type: "string" } },
          required: ["oldText", "newText"],
        },
      },
      dryRun: { type: "boolean" },
    },
    required: ["path", "edits"],
    additionalProperties: false,
  },
};

const sent = { path: "notes.txt", edits: '[{"oldText":"TODO","newText":"DONE"}]', dryRun: "false" };
const repaired = {
  path: "notes.txt",
  edits: [{ oldText: "TODO", newText: "DONE" }],
  dryRun: false,
};
const unrepairable = { file_path: "notes.txt", edits: [] };
const message =
  "edit_file failed due to the following issues:\nThe required parameter `path` is missing\nAn unexpected parameter `file_path` was provided (did you mean `path`?)";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("toolInputSchema: Standard Schema V1", () => {
  it("has version 1, vendor tool-input, and a synchronous validate", () => {
    const schema = toolInputSchema(editFile);
    const standard: StandardSchemaV1 & StandardJSONSchemaV1 = schema;
    expect(standard["~standard"].version).toBe(1);
    expect(standard["~standard"].vendor).toBe("tool-input");
    const result = schema["~standard"].validate({ path: "a", edits: [] });
    expect(result).not.toBeInstanceOf(Promise);
  });

  it("returns a valid input itself (===)", () => {
    const input = { path: "a.txt", edits: [] };
    const result = toolInputSchema(editFile)["~standard"].validate(input);
    expect(result.issues).toBeUndefined();
    expect(!result.issues && result.value).toBe(input);
  });

  it("returns the repaired copy of an input it can repair, leaving the input unchanged", () => {
    const input = structuredClone(sent);
    expect(toolInputSchema(editFile)["~standard"].validate(input)).toEqual({ value: repaired });
    expect(input).toEqual(sent);
  });

  it('issues: "message" (default): one issue, the whole model-facing text', () => {
    const result = toolInputSchema(editFile)["~standard"].validate(unrepairable);
    expect(result).toEqual({ issues: [{ message }] });
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('issues: "each": one issue per problem, its line and its path', () => {
    const schema = toolInputSchema(editFile, { issues: "each", hints: false });
    const input = { file_path: "notes.txt", edits: [{ oldText: 1, newText: "x" }] };
    expect(schema["~standard"].validate(input)).toEqual({
      issues: [
        { message: "The required parameter `path` is missing", path: ["path"] },
        {
          message:
            "The parameter `edits[0].oldText` type is expected as `string` but provided as `number`",
          path: ["edits", 0, "oldText"],
        },
        { message: "An unexpected parameter `file_path` was provided", path: ["file_path"] },
      ],
    });
  });

  it('issues: "each": the issues left out past the 1,000 listed end as one root issue counting them', () => {
    const tool = {
      name: "t",
      inputSchema: {
        type: "object",
        properties: { xs: { type: "array", items: { type: "integer" } } },
      },
    };
    const input = { xs: Array.from({ length: 1500 }, () => "no") };
    const rejected = createValidator().validateToolInput(tool, input);
    expect(!rejected.ok && [rejected.issues.length, rejected.unlistedIssues]).toEqual([1000, 500]);
    const { issues = [] } = toolInputSchema(tool, { issues: "each" })["~standard"].validate(input);
    expect(issues).toHaveLength(1001);
    expect(issues.slice(-2)).toEqual([
      {
        message: "The parameter `xs[999]` type is expected as `integer` but provided as `string`",
        path: ["xs", 999],
      },
      { message: "…and 500 more issues", path: [] },
    ]);
  });

  it("applies the pipeline options it is given (booleans: exact)", () => {
    const exact = toolInputSchema(editFile, { booleans: "exact" });
    const result = exact["~standard"].validate({ path: "a", edits: [], dryRun: "False" });
    expect(result).toEqual({
      issues: [
        {
          message:
            "edit_file failed due to the following issue:\nThe parameter `dryRun` type is expected as `boolean` but provided as `string`",
        },
      ],
    });
    const caseless = toolInputSchema(editFile)["~standard"].validate({
      path: "a",
      edits: [],
      dryRun: "False",
    });
    expect(caseless).toEqual({ value: { path: "a", edits: [], dryRun: false } });
  });

  it("never throws: a hostile input is an issue", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("no keys");
        },
        get() {
          throw new Error("no values");
        },
      },
    );
    const result = toolInputSchema(editFile)["~standard"].validate(hostile);
    expect(result.issues).toHaveLength(1);
    expect(result.issues?.[0]?.message).toMatch(/^edit_file failed due to the following issue:\n/);
  });

  it("an input that contains itself gets the sentence validateToolInput gives, warm or not", () => {
    const tree = {
      name: "tree",
      inputSchema: {
        type: "object",
        properties: { kids: { type: "array", items: { $ref: "#" } } },
      },
    };
    const schema = toolInputSchema(tree)["~standard"];
    const input: Record<string, unknown> = { kids: [] };
    (input.kids as unknown[]).push(input);
    const sentence =
      "tree failed due to the following issue:\nThe input refers to itself (an object or array in it contains itself), so it cannot be checked or sent as JSON";
    expect(schema.validate(input)).toEqual({ issues: [{ message: sentence }] });
    expect(schema.validate({ kids: [] })).toEqual({ value: { kids: [] } });
    expect(schema.validate(input)).toEqual({ issues: [{ message: sentence }] });
  });

  it("never throws for a hostile tool or options object; a schema that throws when read rejects every input (issue 25.2)", () => {
    const tool = {
      get name(): string {
        throw new Error("no name");
      },
      get inputSchema(): never {
        throw new Error("no schema");
      },
    };
    const options = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("no keys");
        },
      },
    );
    // As validateToolInput: what could not be read could not be checked, whatever onSchemaError says.
    const rejected = {
      issues: [
        {
          message:
            "(unnamed tool) failed due to the following issue:\nThe input could not be checked (no schema)",
        },
      ],
    };
    expect(toolInputSchema(tool, options)["~standard"].validate({})).toEqual(rejected);
    expect(toolInputSchema(tool, { onSchemaError: "pass" })["~standard"].validate({})).toEqual(
      rejected,
    );
  });

  it("is a snapshot: changing the tool afterwards changes nothing", () => {
    const tool = {
      name: "t",
      inputSchema: { type: "object", properties: { n: { type: "number" } } },
    };
    const schema = toolInputSchema(tool);
    tool.name = "renamed";
    tool.inputSchema = { type: "object", properties: { n: { type: "string" } } };
    expect(schema["~standard"].validate({ n: "3" })).toEqual({ value: { n: 3 } });
    expect(schema["~standard"].validate({ n: "x" }).issues?.[0]?.message).toBe(
      "t failed due to the following issue:\nThe parameter `n` type is expected as `number` but provided as `string`",
    );
  });
});

describe("toolInputSchema: it runs validateToolInput's path", () => {
  it("looks the schema up once, then finds it by identity on the hot path", () => {
    const lookup = vi.spyOn(SchemaCache.prototype, "lookup");
    const peek = vi.spyOn(SchemaCache.prototype, "peek");
    const schema = createValidator().toolInputSchema(editFile);
    expect(lookup).not.toHaveBeenCalled(); // compiled on first use, not at creation
    for (let i = 0; i < 5; i++) {
      schema["~standard"].validate({ path: "a", edits: [] });
      schema["~standard"].validate(sent);
      schema["~standard"].validate(unrepairable);
    }
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(peek).toHaveBeenCalledTimes(15);
  });

  it("looks it up again after the LRU evicted it, and still answers right", () => {
    const validator = createValidator({ cacheSize: 1 });
    const schema = validator.toolInputSchema(editFile);
    expect(schema["~standard"].validate(sent)).toEqual({ value: repaired });
    const other = { name: "other", inputSchema: { type: "object", required: ["x"] } };
    validator.validateToolInput(other, {}); // evicts edit_file's entry
    const lookup = vi.spyOn(SchemaCache.prototype, "lookup");
    expect(schema["~standard"].validate(sent)).toEqual({ value: repaired });
    expect(schema["~standard"].validate(unrepairable)).toEqual({ issues: [{ message }] });
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});

describe("toolInputSchema: Standard JSON Schema V1", () => {
  it("input() and output() give the tool's JSON Schema, a fresh copy each time", () => {
    const { jsonSchema } = toolInputSchema(editFile)["~standard"];
    const input = jsonSchema.input({ target: "draft-07" });
    expect(input).toEqual(editFile.inputSchema);
    expect(input).not.toBe(editFile.inputSchema);
    expect(jsonSchema.output({ target: "draft-2020-12" })).toEqual(editFile.inputSchema);
    (input as { type: string }).type = "edited"; // the AI SDK edits what it is given
    expect(jsonSchema.input({ target: "draft-07" })).toEqual(editFile.inputSchema);
  });

  it("throws for a target it does not support, as the specification asks", () => {
    const { jsonSchema } = toolInputSchema(editFile)["~standard"];
    expect(() => jsonSchema.input({ target: "openapi-3.0" })).toThrow(
      '[validate] toolInputSchema: JSON Schema target "openapi-3.0" is not supported; use "draft-07" or "draft-2020-12"',
    );
  });

  it("gives boolean schemas as objects", () => {
    const always = toolInputSchema({ name: "any", inputSchema: true });
    const never = toolInputSchema({ name: "none", inputSchema: false });
    expect(always["~standard"].jsonSchema.input({ target: "draft-07" })).toEqual({});
    expect(never["~standard"].jsonSchema.input({ target: "draft-07" })).toEqual({ not: {} });
  });
});
