import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

/** A JSON-RPC message read as a plain record, without trusting its shape. */
export type Message = Readonly<Record<string, unknown>>;

/** Reads `value` as a plain record, or `undefined`. */
export function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A request to send, typed as the SDK's message. */
export function request(id: RequestId, method: string, params: unknown): JSONRPCMessage {
  return { jsonrpc: "2.0", id, method, params } as JSONRPCMessage;
}

/** A result response to send, typed as the SDK's message. */
export function result(id: RequestId, value: unknown): JSONRPCMessage {
  return { jsonrpc: "2.0", id, result: value } as JSONRPCMessage;
}

/** The same message with `id` replaced. */
export function withId(message: Message, id: RequestId): JSONRPCMessage {
  return { ...message, id } as unknown as JSONRPCMessage;
}
