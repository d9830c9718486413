import {
  type AdapterOptions,
  type JsonSchema,
  type ToolInputSchema,
  toolInputSchema,
} from "@tool-input/validate";
import { asSchema, type FlexibleSchema, jsonSchema, type Schema, type ToolSet } from "ai";

/**
 * `tools` with every tool's input schema replaced by one that repairs the call first (with
 * tool-input, against the tool's JSON Schema), then runs the tool's own schema on the repaired
 * input. A call that cannot be repaired fails with tool-input's message, which the AI SDK sends
 * to the model. MCP tools from `@ai-sdk/mcp` get the same; provider tools are left as they are.
 * A schema sees one input at a time: names and repeats are `createRepairToolCall`'s.
 */
export function withToolInput<TOOLS extends ToolSet>(
  tools: TOOLS,
  options?: AdapterOptions,
): TOOLS {
  const entries = Object.entries(tools).map(([name, tool]) =>
    tool.type === "provider"
      ? [name, tool]
      : [name, { ...tool, inputSchema: repairingSchema(name, tool.inputSchema, options) }],
  );
  // `fromEntries` defines each key as an own property: a tool named `__proto__` stays a tool.
  return Object.fromEntries(entries) as TOOLS;
}

/** The schema `withToolInput` gives the tool `name` whose schema was `original`. */
function repairingSchema(
  name: string,
  original: FlexibleSchema | undefined,
  options: AdapterOptions | undefined,
): Schema {
  const own = asSchema(original);
  const bind = options?.validator?.toolInputSchema.bind(options.validator) ?? toolInputSchema;
  let checker: ToolInputSchema | undefined; // made on the first call, from the JSON Schema
  return jsonSchema(() => own.jsonSchema, {
    validate: async (value) => {
      checker ??= bind(
        { name, inputSchema: (await own.jsonSchema) as JsonSchema },
        { ...options?.validate, issues: "message" },
      );
      const result = checker["~standard"].validate(value);
      if (result.issues !== undefined) {
        return { success: false, error: inputValidationError(result.issues[0]?.message ?? "") };
      }
      return own.validate === undefined
        ? { success: true, value: result.value }
        : await own.validate(result.value);
    },
  });
}

// The AI SDK prints an error as `String(error)`: `InputValidationError: <tool-input's message>`,
// as Claude Code words it (docs/frameworks.md).
function inputValidationError(message: string): Error {
  const error = new Error(message);
  error.name = "InputValidationError";
  return error;
}
