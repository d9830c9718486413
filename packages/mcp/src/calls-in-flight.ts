import type { RequestId } from "@modelcontextprotocol/sdk/types.js";
import type { CallEntry } from "./call-entry.js";

/**
 * The `tools/call` requests of one session between the client's message and the server's
 * answer: the calls sent, a retry's id by its client's id, and the calls held while the session
 * lists the tools itself (docs/mcp.md, "The transport wrapper").
 */
export class CallsInFlight<T> {
  /** The calls sent, by the id the server saw. */
  readonly #calls = new Map<RequestId, CallEntry<T>>();
  /** A retried call's id toward the server, by the client's id (for cancellation). */
  readonly #retried = new Map<RequestId, RequestId>();
  /** Calls held while the session lists the tools itself: how many under each id. */
  readonly #held = new Map<RequestId, number>();
  /**
   * Ids the client gave to two or more calls in flight at once, with how many answers under each
   * are still due: an answer cannot tell which of those calls it is for, so none of them is
   * tracked (docs/mcp.md, "Request ids").
   */
  readonly #shared = new Map<RequestId, number>();

  /** The call the server saw as `id`, if it is in flight. */
  get(id: RequestId): CallEntry<T> | undefined {
    return this.#calls.get(id);
  }

  /** The client's id for `id`, which may be the id of a retry. */
  clientIdOf(id: RequestId): RequestId {
    return this.#calls.get(id)?.clientId ?? id;
  }

  /**
   * Records a call sent to the server as `id`; when a call under that id is in flight already,
   * neither is tracked any more (so neither is retried) and their answers are counted instead.
   */
  sent(id: RequestId, call: CallEntry<T>): void {
    const due = this.#shared.get(id);
    if (due !== undefined) {
      this.#shared.set(id, due + 1);
    } else if (this.#calls.delete(id)) {
      this.#shared.set(id, 2);
    } else {
      this.#calls.set(id, call);
    }
  }

  /** Whether `id` is shared by calls in flight (see `sent`). */
  isShared(id: RequestId): boolean {
    return this.#shared.has(id);
  }

  /** Counts an answer under a shared id; `false` when `id` is not shared. */
  answeredShared(id: RequestId): boolean {
    return countDown(this.#shared, id);
  }

  /** Forgets the call the server answered as `id` (a retry's link to its client's id too). */
  answered(id: RequestId, call: CallEntry<T>): void {
    this.#calls.delete(id);
    if (call.retried) this.#retried.delete(call.clientId);
  }

  /** Records the retry of the client's call `clientId`, sent as `retryId`. */
  retried(clientId: RequestId, retryId: RequestId, retry: CallEntry<T>): void {
    this.#calls.set(retryId, retry);
    this.#retried.set(clientId, retryId);
  }

  /** Forgets a retry that could not be sent. */
  retryFailed(clientId: RequestId, retryId: RequestId): void {
    this.#calls.delete(retryId);
    this.#retried.delete(clientId);
  }

  /** Holds the client's call `id` until the tools are listed. */
  hold(id: RequestId): void {
    this.#held.set(id, (this.#held.get(id) ?? 0) + 1);
  }

  /** Releases a held call: `false` when it was cancelled (or the transport closed) meanwhile. */
  release(id: RequestId): boolean {
    return countDown(this.#held, id);
  }

  /** Forgets the client's call `id`, cancelled; the id of its retry when one is in flight. */
  cancel(id: RequestId): RequestId | undefined {
    this.#held.delete(id);
    const retryId = this.#retried.get(id);
    this.#retried.delete(id);
    this.#calls.delete(retryId ?? id);
    return retryId;
  }

  /** Forgets every call (the transport closed). */
  clear(): void {
    this.#calls.clear();
    this.#retried.clear();
    this.#held.clear();
    this.#shared.clear();
  }
}

/** Takes one from `id`'s count, forgetting it at zero; `false` when `counts` has no `id`. */
function countDown(counts: Map<RequestId, number>, id: RequestId): boolean {
  const count = counts.get(id);
  if (count === undefined) return false;
  if (count <= 1) counts.delete(id);
  else counts.set(id, count - 1);
  return true;
}
