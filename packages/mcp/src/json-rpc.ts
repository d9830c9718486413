import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

/** A JSON-RPC message read as a plain record, without trusting its shape. */
export type Message = Readonly<Record<string, unknown>>;

/** Reads `value` as a plain record, or `undefined`. */
export function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Whether `value` can be a JSON-RPC id. */
export function isId(value: unknown): value is RequestId {
  return typeof value === "string" || typeof value === "number";
}

/** A request carries a method and an id. */
export function isRequest(message: Message): boolean {
  return typeof message.method === "string" && isId(message.id);
}

/** A response carries an id and a result or an error, and no method. */
export function isResponse(message: Message): boolean {
  return (
    message.method === undefined && isId(message.id) && ("result" in message || "error" in message)
  );
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
