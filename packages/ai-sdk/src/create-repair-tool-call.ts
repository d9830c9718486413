import { type JsonSchema, type ValidateOptions, validateToolInput } from "@tool-input/validate";
import { InvalidToolInputError, type ToolCallRepairFunction, type ToolSet } from "ai";

/**
 * A `repairToolCall` function for `generateText` / `streamText`: it parses the call's JSON text,
 * repairs it against the tool's JSON Schema, and returns the repaired call, or `null` (the AI
 * SDK then reports its own error) when tool-input cannot repair it.
 */
export function createRepairToolCall<TOOLS extends ToolSet = ToolSet>(
  options?: ValidateOptions,
): ToolCallRepairFunction<TOOLS> {
  return async ({ toolCall, inputSchema, error }) => {
    try {
      // An unknown tool name is not a malformed input: nothing here can repair it.
      if (!InvalidToolInputError.isInstance(error)) return null;
      const input = parseInput(toolCall.input);
      if (input === undefined) return null;
      const schema = (await inputSchema({ toolName: toolCall.toolName })) as JsonSchema;
      const tool = { name: toolCall.toolName, inputSchema: schema };
      const result = validateToolInput(tool, input, options);
      // Nothing repaired means the same input would fail the same way again.
      if (!result.ok || result.coercions.length === 0) return null;
      return { ...toolCall, input: JSON.stringify(result.value) };
    } catch {
      return null; // a repair that fails must not replace the SDK's own error
    }
  };
}

/** The call's arguments: the AI SDK reads empty text as `{}`; `undefined` when not JSON. */
function parseInput(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
