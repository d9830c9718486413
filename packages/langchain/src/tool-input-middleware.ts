import { toJsonSchema } from "@langchain/core/utils/json_schema";
import {
  createValidator,
  type JsonSchema,
  type ValidateOptions,
  type Validator,
} from "@tool-input/validate";
import { type AgentMiddleware, createMiddleware, ToolMessage } from "langchain";

/**
 * A `createAgent` middleware (`wrapToolCall`) that repairs each tool call with tool-input before
 * the tool sees it, and answers a call it cannot repair with a `ToolMessage` holding
 * `<tool_use_error>InputValidationError: …</tool_use_error>`, status `"error"`, instead of the
 * tool's exception. Tools whose JSON Schema cannot be read are called as they are.
 */
export function toolInputMiddleware(options?: ValidateOptions): AgentMiddleware {
  const validator: Validator = createValidator(options);
  return createMiddleware({
    name: "ToolInputMiddleware",
    wrapToolCall: (request, handler) => {
      const { toolCall, tool } = request;
      const inputSchema = jsonSchemaOf(tool);
      if (inputSchema === undefined) return handler(request);
      const result = validator.validateToolInput(
        { name: toolCall.name, inputSchema },
        toolCall.args,
      );
      if (result.ok) {
        if (result.value === toolCall.args) return handler(request);
        const args = result.value as Record<string, unknown>;
        return handler({ ...request, toolCall: { ...toolCall, args } });
      }
      return new ToolMessage({
        content: result.toolUseError,
        tool_call_id: toolCall.id ?? "",
        name: toolCall.name,
        status: "error",
      });
    },
  });
}

/**
 * The JSON Schema of a tool's arguments, as LangChain sends it to the model (zod, Standard JSON
 * Schema such as `toolInputSchema`, or JSON Schema); LangChain caches it per schema object, so
 * the validator's identity lookup finds it. `undefined` when there is none to read.
 */
function jsonSchemaOf(tool: unknown): JsonSchema | undefined {
  try {
    const schema = (tool as { schema?: unknown } | undefined)?.schema;
    if (typeof schema !== "object" || schema === null) return undefined;
    const json: unknown = toJsonSchema(schema as Parameters<typeof toJsonSchema>[0]);
    return typeof json === "object" && json !== null ? (json as JsonSchema) : undefined;
  } catch {
    return undefined;
  }
}
