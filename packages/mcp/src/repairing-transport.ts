import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";
import { RepairSession } from "./repair-session.js";
import type { RepairingTransportOptions } from "./types.js";

/**
 * Wraps an MCP SDK `Transport` so that every `tools/call` is repaired against the schema its
 * tool was listed with before the server sees it (docs/mcp.md). `side: "server"` (the default)
 * wraps a server's transport and learns from the server's own `tools/list` results;
 * `side: "client"` wraps a client's transport, learns from the `tools/list` results it
 * receives, and retries a call the server rejects for JSON text where it wanted a structure.
 * Every other message passes through.
 */
export function repairingTransport(
  inner: Transport,
  options?: RepairingTransportOptions,
): Transport {
  return new RepairingTransport(inner, options ?? {});
}

class RepairingTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtraInfo) => void) | undefined;
  readonly #inner: Transport;
  readonly #server: boolean;
  readonly #session:
    | RepairSession<MessageExtraInfo, TransportSendOptions>
    | RepairSession<TransportSendOptions, MessageExtraInfo>;

  constructor(inner: Transport, options: RepairingTransportOptions) {
    this.#inner = inner;
    this.#server = options.side !== "client";
    this.#session = this.#server
      ? new RepairSession<MessageExtraInfo, TransportSendOptions>(
          {
            toServer: (message, extra) => this.onmessage?.(message, extra),
            toClient: (message, sendOptions) => inner.send(message, sendOptions),
          },
          options,
        )
      : new RepairSession<TransportSendOptions, MessageExtraInfo>(
          {
            // A request the session makes itself is not tied to the client's resumption state.
            toServer: (message, sendOptions, own) =>
              inner.send(message, own ? undefined : sendOptions),
            toClient: (message, extra) => this.onmessage?.(message, extra),
          },
          options,
        );
  }

  get sessionId(): string | undefined {
    return this.#inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.#inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    const inner = this.#inner;
    const previousClose = inner.onclose;
    const previousError = inner.onerror;
    inner.onclose = () => {
      previousClose?.();
      this.#session.close();
      this.onclose?.();
    };
    inner.onerror = (error) => {
      previousError?.(error);
      this.onerror?.(error);
    };
    inner.onmessage = (message, extra) => {
      let delivery: Promise<void> | void;
      try {
        delivery = this.#server
          ? (this.#session as RepairSession<MessageExtraInfo, TransportSendOptions>).towardServer(
              message,
              extra,
            )
          : (this.#session as RepairSession<TransportSendOptions, MessageExtraInfo>).fromServer(
              message,
              extra,
            );
      } catch (error) {
        // A message built in memory whose getters throw: the transport's caller must not see it.
        this.#report(error);
        return;
      }
      this.#settle(delivery);
    };
    return inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if (!this.#server) {
      const session = this.#session as RepairSession<TransportSendOptions, MessageExtraInfo>;
      return session.towardServer(message, options);
    }
    const session = this.#session as RepairSession<MessageExtraInfo, TransportSendOptions>;
    const related = options?.relatedRequestId;
    // A notification tied to a retry is tied, for the client, to the call it retried.
    const mapped =
      related === undefined
        ? options
        : { ...options, relatedRequestId: session.clientIdOf(related) };
    return session.fromServer(message, mapped);
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  #settle(delivery: Promise<void> | void): void {
    if (delivery === undefined) return;
    // Any thenable an inner transport's send gave back, or none that is one, settles the same way.
    Promise.resolve(delivery).catch((error: unknown) => this.#report(error));
  }

  #report(error: unknown): void {
    let reported: Error;
    try {
      reported = error instanceof Error ? error : new Error(String(error));
    } catch {
      reported = new Error("a message could not be read");
    }
    this.onerror?.(reported);
  }
}
