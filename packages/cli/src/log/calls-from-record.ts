/** A call found in one log record, before its line number is attached. */
export interface RecordCall {
  /** The tool it calls. */
  readonly tool: string;
  /** Its input: a value, or raw arguments text (OpenAI `arguments`), for the call's text rules. */
  readonly input: unknown;
}

/** The calls in one record, or why the record is not a call. */
export type RecordResult = readonly RecordCall[] | string;

const NOT_A_CALL =
  "not a tool call (expected { tool, input }, an Anthropic tool_use block, OpenAI tool_calls, an OpenAI Responses function_call item or an MCP tools/call request)";

// Responses API items that carry no call, met in the same logs as the calls.
const RESPONSES_ITEMS_WITHOUT_CALLS = new Set(["function_call_output", "reasoning", "message"]);

/**
 * Reads the calls in one parsed log record, whatever its format: `{ tool, input }`; an Anthropic
 * `tool_use` block, or a message whose `content` holds them; OpenAI `tool_calls` (on a message,
 * or a chat completion's `choices`), or a single `{ function: { name, arguments } }`; an OpenAI
 * Responses API `function_call` item, or a response whose `output` holds them; an MCP
 * `tools/call` request. A message (it has a `role`) with no calls yields none, without error, and
 * so do the Responses items that carry none (`function_call_output`, `reasoning`).
 */
export function callsFromRecord(record: unknown): RecordResult {
  if (!isObject(record)) return NOT_A_CALL;
  if (typeof record.tool === "string") return [{ tool: record.tool, input: inputOf(record.input) }];
  if (record.type === "tool_use") return fromToolUse(record);
  if (record.type === "function_call") return fromOpenAiCall(record);
  if (Array.isArray(record.output)) return fromResponseOutput(record.output);
  if (typeof record.type === "string" && RESPONSES_ITEMS_WITHOUT_CALLS.has(record.type)) return [];
  if (record.method !== undefined) return fromMcp(record);
  if (isObject(record.function)) return fromOpenAiCall(record.function);
  if (Array.isArray(record.choices)) return fromMessages(record.choices.map((c) => c?.message));
  if (Array.isArray(record.tool_calls) || Array.isArray(record.content) || "role" in record) {
    return fromMessages([record]);
  }
  return NOT_A_CALL;
}

function fromMessages(messages: readonly unknown[]): RecordResult {
  const calls: RecordCall[] = [];
  for (const message of messages) {
    if (!isObject(message)) return NOT_A_CALL;
    const blocks = Array.isArray(message.content) ? message.content : [];
    for (const block of blocks) {
      if (!isObject(block) || block.type !== "tool_use") continue;
      const found = fromToolUse(block);
      if (typeof found === "string") return found;
      calls.push(...found);
    }
    const toolCalls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
    for (const toolCall of toolCalls) {
      if (!isObject(toolCall) || !isObject(toolCall.function)) {
        return "an OpenAI tool call without a function";
      }
      const found = fromOpenAiCall(toolCall.function);
      if (typeof found === "string") return found;
      calls.push(...found);
    }
  }
  return calls;
}

function fromResponseOutput(items: readonly unknown[]): RecordResult {
  const calls: RecordCall[] = [];
  for (const item of items) {
    if (!isObject(item) || item.type !== "function_call") continue;
    const found = fromOpenAiCall(item);
    if (typeof found === "string") return found;
    calls.push(...found);
  }
  return calls;
}

function fromToolUse(block: Record<string, unknown>): RecordResult {
  if (typeof block.name !== "string") return "a tool_use block without a name";
  return [{ tool: block.name, input: inputOf(block.input) }];
}

function fromMcp(request: Record<string, unknown>): RecordResult {
  if (request.method !== "tools/call") {
    return `not a tool call (an MCP "${String(request.method)}" request)`;
  }
  const params = request.params;
  if (!isObject(params) || typeof params.name !== "string") {
    return "an MCP tools/call request without params.name";
  }
  // MCP makes `arguments` optional: a tool that takes nothing is called without it.
  return [{ tool: params.name, input: inputOf(params.arguments) }];
}

function fromOpenAiCall(fn: Record<string, unknown>): RecordResult {
  if (typeof fn.name !== "string") return "an OpenAI tool call without a function name";
  // OpenAI sends `arguments` as JSON text, kept as it is for the call's text rules (docs/cli.md,
  // "Log formats"): a number that would lose digits and double encoding are the pipeline's to
  // read. Some logs store it already parsed.
  return [{ tool: fn.name, input: inputOf(fn.arguments) }];
}

// Only a missing input is `{}` (MCP makes `arguments` optional): a `null` sent is the model's,
// for the pipeline's rule `empty`.
function inputOf(input: unknown): unknown {
  return input === undefined ? {} : input;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
