import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { type Message, request } from "./json-rpc.js";
import { selfIds } from "./self-ids.js";

/** Sends a message toward the server, marked as the session's own. */
export type SendOwn<T> = (message: JSONRPCMessage, context: T | undefined) => Promise<void> | void;

/**
 * The requests a session makes itself (a listing of the tools, a retry): ids no client uses,
 * and the responses routed back to whoever asked (docs/mcp.md, "The transport wrapper").
 */
export class OwnRequests<T> {
  readonly #send: SendOwn<T>;
  readonly #waiting = new Map<RequestId, (response: Message | undefined) => void>();
  readonly #ids = selfIds();

  constructor(send: SendOwn<T>) {
    this.#send = send;
  }

  /** The next id of the session's own, never one a client would pick. */
  nextId(): RequestId {
    return this.#ids.next();
  }

  /**
   * Whether `id` is one of the session's own, answered or not: the answer to a request no one
   * waits for any more (a listing past its timeout, a cancelled retry) is dropped by it, so it
   * never reaches the client, and nothing is kept per request to know it (docs/mcp.md, "Request ids").
   */
  owns(id: RequestId): boolean {
    return this.#ids.owns(id);
  }

  /** Whether an `ask` still waits for the answer under `id`. */
  waits(id: RequestId): boolean {
    return this.#waiting.has(id);
  }

  /**
   * Sends a request; resolves with the response, or `undefined` once `expired` settles, or on
   * failure or close. One `expired` bounds every request of a task (a listing's pages) together.
   */
  ask(
    method: string,
    params: unknown,
    context: T | undefined,
    expired: Promise<void>,
  ): Promise<Message | undefined> {
    const id = this.nextId();
    return new Promise((resolve) => {
      const settle = (response: Message | undefined): void => {
        if (!this.#waiting.delete(id)) return;
        resolve(response);
      };
      this.#waiting.set(id, settle);
      void expired.then(() => settle(undefined));
      this.deliver(request(id, method, params), context, () => settle(undefined));
    });
  }

  /** Sends a message of the session's own; `failed` runs when it cannot be sent. */
  deliver(message: JSONRPCMessage, context: T | undefined, failed: () => void): void {
    try {
      const sending = this.#send(message, context);
      if (sending !== undefined) sending.catch(failed);
    } catch {
      failed();
    }
  }

  /** Hands `response` to the `ask` waiting for it; `false` when it answers no request of ours. */
  settle(id: RequestId, response: Message): boolean {
    const waiting = this.#waiting.get(id);
    if (waiting === undefined) return false;
    waiting(response);
    return true;
  }

  /** Resolves every `ask` still waiting with `undefined` (the transport closed). */
  close(): void {
    for (const settle of [...this.#waiting.values()]) settle(undefined);
  }
}
