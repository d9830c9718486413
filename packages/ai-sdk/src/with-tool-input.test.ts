import { asSchema, jsonSchema, tool } from "ai";
import { describe, expect, it } from "vitest";
import { withToolInput } from "./with-tool-input.js";

const readSchema = {
  type: "object" as const,
  properties: { path: { type: "string" as const }, head: { type: "number" as const } },
  required: ["path"],
};
const read = tool({ inputSchema: jsonSchema(readSchema), execute: async () => "ok" });

describe("withToolInput", () => {
  it("gives each tool a schema that repairs, keeping everything else of the tool", async () => {
    const tools = { read };
    const wrapped = withToolInput(tools);
    expect(tools.read).toBe(read); // the ToolSet given is not changed
    expect(wrapped.read?.execute).toBe(read.execute);
    const schema = asSchema(wrapped.read?.inputSchema);
    expect(await schema.jsonSchema).toBe(readSchema); // the model sees the tool's own schema
    expect(await schema.validate?.({ path: "a", head: "5" })).toEqual({
      success: true,
      value: { path: "a", head: 5 },
    });
  });

  it("returns a valid input itself (===)", async () => {
    const input = { path: "a", head: 5 };
    const result = await asSchema(withToolInput({ read }).read?.inputSchema).validate?.(input);
    expect(result?.success && result.value).toBe(input);
  });

  it("fails an unrepairable input with an InputValidationError carrying tool-input's message", async () => {
    const result = await asSchema(withToolInput({ read }).read?.inputSchema).validate?.({});
    expect(result?.success).toBe(false);
    const error = result?.success === false ? result.error : undefined;
    expect(error?.name).toBe("InputValidationError");
    expect(String(error)).toBe(
      "InputValidationError: read failed due to the following issue:\nThe required parameter `path` is missing",
    );
  });

  it("leaves provider-executed tools as they are", () => {
    const provider = {
      type: "provider" as const,
      id: "x.search" as const,
      args: {},
      inputSchema: jsonSchema({}),
    };
    const wrapped = withToolInput({ search: provider } as never) as Record<string, unknown>;
    expect(wrapped.search).toBe(provider);
  });

  it("keeps a tool named __proto__ as a tool, not a prototype", () => {
    const set = Object.fromEntries([["__proto__", read]]);
    const wrapped = withToolInput(set) as Record<string, unknown>;
    expect(Object.getPrototypeOf(wrapped)).toBe(Object.prototype);
    expect(Object.keys(wrapped)).toEqual(["__proto__"]);
  });
});
