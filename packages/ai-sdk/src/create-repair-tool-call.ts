import { copyFields, readField } from "@tool-input/json";
import {
  type AdapterOptions,
  acceptedArgumentsText,
  type CallRejected,
  nameText,
} from "@tool-input/validate";
import {
  InvalidToolInputError,
  NoSuchToolError,
  type ToolCallRepairFunction,
  type ToolSet,
} from "ai";
import { SessionOfTools } from "./tool-catalog-of.js";

/**
 * A `repairToolCall` function for `generateText` / `streamText` (docs/frameworks.md, "The call"):
 * for an unknown tool name or input the SDK refused, it resolves the name, reads the raw text
 * and repairs it against the tool's JSON Schema, and returns the repaired call. A call it cannot
 * repair is answered with tool-input's message (the SDK sends it to the model as the tool's
 * error); a call with nothing to repair returns `null`, so the SDK's own error stands. Make one
 * per `generateText` call: it keeps that conversation's session, which notices repeats.
 */
export function createRepairToolCall<TOOLS extends ToolSet = ToolSet>(
  options?: AdapterOptions,
): ToolCallRepairFunction<TOOLS> {
  const validate = options?.validate; // options are read once, here
  const sessions = new SessionOfTools(options?.validator);
  return async ({ toolCall, tools, inputSchema, error }) => {
    if (!NoSuchToolError.isInstance(error) && !InvalidToolInputError.isInstance(error)) return null;
    const called = nameText(readField(toolCall, "toolName"));
    let result: ReturnType<Awaited<ReturnType<SessionOfTools["of"]>>["checkCall"]>;
    try {
      const session = await sessions.of(tools, inputSchema);
      result = session.checkCall({ name: called, arguments: toolCall.input }, validate);
    } catch {
      return null; // a repair that fails must not replace the SDK's own error
    }
    if (!result.ok) throw rejectionError(result);
    const renamed = result.tool.name !== called;
    // Nothing repaired means the same input would fail the same way again.
    if (!renamed && result.coercions.length === 0) return null;
    // A repaired value too deep to write out as JSON is answered, never thrown as a RangeError.
    const input = acceptedArgumentsText(result.tool.name, toolCall.input, result, validate);
    if (!input.ok) throw inputError(input.message);
    // Copied field by field: a getter elsewhere on the call that throws does not throw here.
    return {
      ...copyFields(toolCall),
      toolName: result.tool.name,
      input: input.text,
    } as typeof toolCall;
  };
}

// The AI SDK sends the model `AI_ToolCallRepairError: Error repairing tool call: ` and then
// `String(error)`: `InputValidationError: <message>` for arguments, as Claude Code words it, and
// the sentence alone for a name (docs/frameworks.md).
function rejectionError(result: CallRejected): Error {
  return result.reason === "input"
    ? inputError(result.message)
    : Object.assign(new Error(result.message), { name: "" });
}

function inputError(message: string): Error {
  return Object.assign(new Error(message), { name: "InputValidationError" });
}
