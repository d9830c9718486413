import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type {
  JSONRPCMessage,
  MessageExtraInfo,
  RequestId,
} from "@modelcontextprotocol/sdk/types.js";

/**
 * The client side of a `--listen` session (docs/cli.md, "--listen"): an HTTP server transport
 * that the relayed server's requests and notifications reach on a stream the client has open.
 * A server behind the proxy says nothing of which request they belong to, so a progress
 * notification goes with the request whose `progressToken` it carries, anything else with the
 * latest request still open, and only when none is open on the session's GET stream.
 */
export class RelatingTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtraInfo) => void) | undefined;
  readonly #inner: Transport;
  // The client's requests not answered yet, oldest first, with their progress tokens.
  readonly #open = new Map<RequestId, unknown>();
  readonly #byToken = new Map<unknown, RequestId>();

  constructor(inner: Transport) {
    this.#inner = inner;
  }

  get sessionId(): string | undefined {
    return this.#inner.sessionId;
  }

  start(): Promise<void> {
    const inner = this.#inner;
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    inner.onmessage = (message, extra) => {
      const m = message as {
        method?: unknown;
        id?: RequestId;
        params?: { _meta?: { progressToken?: unknown } };
      };
      if (typeof m.method === "string" && m.id !== undefined) {
        const token = m.params?._meta?.progressToken;
        this.#open.set(m.id, token);
        if (token !== undefined) this.#byToken.set(token, m.id);
      }
      this.onmessage?.(message, extra);
    };
    return inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const m = message as { method?: unknown; id?: RequestId; params?: { progressToken?: unknown } };
    if (m.method === undefined && m.id !== undefined) {
      const token = this.#open.get(m.id);
      this.#open.delete(m.id);
      if (token !== undefined) this.#byToken.delete(token);
      return this.#inner.send(message, options);
    }
    if (options?.relatedRequestId !== undefined) return this.#inner.send(message, options);
    const related =
      m.method === "notifications/progress"
        ? this.#byToken.get(m.params?.progressToken)
        : [...this.#open.keys()].at(-1);
    return this.#inner.send(
      message,
      related === undefined ? options : { ...options, relatedRequestId: related },
    );
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}
