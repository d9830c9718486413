import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";

/** JSON-RPC error code for a connection that closed before the answer (the SDK's `ConnectionClosed`). */
const CONNECTION_CLOSED = -32000;

/** One request waiting for its answer. */
interface Waiting {
  readonly id: RequestId;
  answered: boolean;
}

/** What the client sent in one message: one request, or a batch (an array) of them. */
interface Sending {
  readonly batch: boolean;
  readonly requests: readonly Waiting[];
  open: number;
}

function isId(value: unknown): value is RequestId {
  return typeof value === "string" || typeof value === "number";
}

/** The members of a message: a batch's, or the message itself. */
function membersOf(message: unknown): readonly Record<string, unknown>[] {
  const members = Array.isArray(message) ? message : [message];
  return members.filter(
    (member): member is Record<string, unknown> => typeof member === "object" && member !== null,
  );
}

/** The key of an id: `1` and `"1"` are different ids. */
function keyOf(id: RequestId): string {
  return typeof id === "number" ? `n${id}` : `s${id}`;
}

/**
 * The client's requests the server has not answered yet, one by one (a batch's, and each of
 * two requests sent with the same id), so that each gets an error answer when the server ends
 * (docs/mcp.md, "The proxy").
 */
export class PendingRequests {
  readonly #sendings = new Set<Sending>();
  /** The requests waiting under each id, oldest first: an answer settles the oldest. */
  readonly #byId = new Map<string, { waiting: Waiting; sending: Sending }[]>();
  #size = 0;
  #emptied: (() => void)[] = [];

  /** How many requests wait for their answer. */
  get size(): number {
    return this.#size;
  }

  /** Settles once no request waits for its answer (at once when none does). */
  empty(): Promise<void> {
    if (this.#size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#emptied.push(resolve));
  }

  /**
   * Notes each request of a message the client sent; a request it cancels
   * (`notifications/cancelled`) waits no more, since the server is not to answer it.
   */
  sent(message: unknown): void {
    const requests: Waiting[] = [];
    for (const member of membersOf(message)) {
      if (typeof member.method === "string" && isId(member.id)) {
        requests.push({ id: member.id, answered: false });
      } else if (member.method === "notifications/cancelled") {
        const params = member.params as { requestId?: unknown } | undefined;
        if (isId(params?.requestId)) this.answered({ id: params.requestId });
      }
    }
    if (requests.length === 0) return;
    const sending: Sending = { batch: Array.isArray(message), requests, open: requests.length };
    this.#sendings.add(sending);
    for (const waiting of requests) {
      const key = keyOf(waiting.id);
      const queue = this.#byId.get(key);
      if (queue === undefined) this.#byId.set(key, [{ waiting, sending }]);
      else queue.push({ waiting, sending });
    }
    this.#size += requests.length;
  }

  /** Settles the oldest request under each id a message the server sent answers. */
  answered(message: unknown): void {
    for (const member of membersOf(message)) {
      if (member.method !== undefined || !isId(member.id)) continue;
      const key = keyOf(member.id);
      const queue = this.#byId.get(key);
      const oldest = queue?.shift();
      if (oldest === undefined) continue;
      if (queue?.length === 0) this.#byId.delete(key);
      oldest.waiting.answered = true;
      this.#size--;
      if (--oldest.sending.open === 0) this.#sendings.delete(oldest.sending);
    }
    if (this.#size === 0 && this.#emptied.length > 0) {
      for (const resolve of this.#emptied.splice(0)) resolve();
    }
  }

  /**
   * An error answer with `message` for every request still waiting, in the order they were
   * sent: a batch's together, as one array (JSON-RPC 2.0 answers a batch with a batch).
   */
  errors(message: string): JSONRPCMessage[] {
    const answers: JSONRPCMessage[] = [];
    for (const sending of this.#sendings) {
      const errors = sending.requests
        .filter((waiting) => !waiting.answered)
        .map(
          ({ id }) =>
            ({ jsonrpc: "2.0", id, error: { code: CONNECTION_CLOSED, message } }) as JSONRPCMessage,
        );
      if (sending.batch) answers.push(errors as unknown as JSONRPCMessage);
      else answers.push(...errors);
    }
    return answers;
  }
}
