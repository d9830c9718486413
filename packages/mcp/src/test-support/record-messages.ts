import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/**
 * Records into `saw` every message `transport` delivers, in order, then hands it on. Called right
 * after a server or client was connected to `transport`, which set its `onmessage`.
 */
export function recordMessages(
  transport: Transport,
  saw: { push(message: JSONRPCMessage): unknown },
): void {
  const onmessage = transport.onmessage;
  transport.onmessage = (message, extra) => {
    saw.push(message);
    onmessage?.(message, extra);
  };
}
