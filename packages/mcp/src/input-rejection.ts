import { type Message, recordOf } from "./json-rpc.js";

/** JSON-RPC "Invalid params": how a server says the arguments of a call were wrong. */
export const INVALID_PARAMS = -32602;

// How servers begin an `isError` result that reports invalid input rather than a tool that ran
// (docs/mcp.md, "What counts as a rejection"): the TypeScript SDK's McpServer, which turns its
// own -32602 into a result; the `Input validation error` / `Invalid arguments` wordings of the
// SDKs; FastMCP's pydantic failure of the generated `<tool>Arguments` model.
const FRAMES = [
  /^MCP error -32602\b/,
  /^Input validation error\b/i,
  /^Invalid arguments\b/i,
  /^Error executing tool [^\s:]+: \d+ validation errors? for \S+Arguments\b/,
];

/** A server's answer to a `tools/call` that rejected its input, with the text it gave. */
export interface InputRejection {
  /** What `decodeRejectedInput` reads: the JSON-RPC error, or the `isError` result. */
  readonly rejection: unknown;
  /** The rejection's text. */
  readonly message: string;
}

/**
 * Reads a `tools/call` response as an input rejection: a JSON-RPC `-32602` error, or an
 * `isError: true` result whose text begins as an input-validation failure does. A tool that ran
 * and failed, whatever words its output holds, is not one.
 */
export function inputRejectionOf(response: Message): InputRejection | undefined {
  const error = recordOf(response.error);
  if (error !== undefined) {
    if (error.code !== INVALID_PARAMS) return undefined;
    return { rejection: error, message: typeof error.message === "string" ? error.message : "" };
  }
  const result = recordOf(response.result);
  if (result?.isError !== true) return undefined;
  const message = textOf(result);
  const start = message.trimStart();
  return FRAMES.some((frame) => frame.test(start)) ? { rejection: result, message } : undefined;
}

/** The text items of a result's content, joined. */
export function textOf(result: Record<string, unknown>): string {
  if (!Array.isArray(result.content)) return "";
  let text = "";
  for (const item of result.content) {
    const value = recordOf(item)?.text;
    if (typeof value === "string") text += value;
  }
  return text;
}
