import type { ScriptedModel } from "@openai/agents-core/testing";

/**
 * The text of the last tool output in request `n` (1-based) that the Agents SDK's own scripted
 * model received: what the model reads back after a tool call.
 */
export function sentToolOutput(model: ScriptedModel, n: number): string {
  const input = model.calls[n - 1]?.request.input;
  const items = Array.isArray(input) ? input.filter((i) => i.type === "function_call_result") : [];
  const item = items[items.length - 1];
  if (item?.type !== "function_call_result") throw new Error(`no tool output in request ${n}`);
  const output = item.output;
  if (typeof output === "string") return output;
  if (!Array.isArray(output) && output.type === "text") return output.text;
  throw new Error(`unexpected tool output: ${JSON.stringify(output)}`);
}
