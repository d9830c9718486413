import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { batchMembers } from "./batch-members.js";
import { CallChecks } from "./call-checks.js";
import { type CallEntry, outcomeOf, retryOf } from "./call-entry.js";
import { CallsInFlight } from "./calls-in-flight.js";
import { type Message, recordOf, request, result, withId } from "./json-rpc.js";
import { LearnedStore } from "./learned/learned-store.js";
import { OwnRequests } from "./own-requests.js";
import { ToolCatalog } from "./tool-catalog.js";
import type { RepairEvent, RepairingTransportOptions } from "./types.js";

/**
 * What the session does with a message from the server: passes it on as it is, or first settles
 * its own request, counts an answer under a shared id, answers a call it checked, learns a
 * listing's page, or forgets the catalog.
 */
type ServerRoute = "pass" | "own" | "shared" | "call" | "listing" | "list-changed";

/** Where a session delivers messages; `own` marks a request the session made itself. */
export interface Ends<T, F> {
  /** Delivers a message to the server, with the context the client's message came with. */
  toServer(message: JSONRPCMessage, context: T | undefined, own: boolean): Promise<void> | void;
  /** Delivers a message to the client, with the context the server's message came with. */
  toClient(message: JSONRPCMessage, context: F | undefined): Promise<void> | void;
}

/** A client's `tools/list` in flight: the generation it was asked in, and whether it asked for the first page. */
interface Listing {
  readonly generation: number;
  readonly first: boolean;
}

/**
 * The state between one client and one server: what `tools/list` taught, the calls in flight,
 * the requests the session made itself. `towardServer` takes each message the client sends,
 * `fromServer` each message the server sends (docs/mcp.md, "The transport wrapper").
 */
export class RepairSession<T, F> {
  readonly #ends: Ends<T, F>;
  readonly #learned: LearnedStore;
  readonly #catalog: ToolCatalog;
  readonly #checks: CallChecks;
  readonly #own: OwnRequests<T>;
  readonly #options: RepairingTransportOptions;
  readonly #retry: boolean;
  readonly #calls = new CallsInFlight<T>();
  /** The client's `tools/list` requests in flight, with the generation they were asked in. */
  readonly #listings = new Map<RequestId, Listing>();
  #listing: Promise<void> | undefined;

  constructor(ends: Ends<T, F>, options: RepairingTransportOptions = {}) {
    this.#ends = ends;
    this.#options = options;
    this.#retry = options.retry ?? options.side === "client";
    this.#learned = new LearnedStore(options.learned);
    this.#catalog = new ToolCatalog(this.#learned);
    // The shared validator unless one is given: a server that makes a transport per HTTP session
    // compiles each schema once, not once per session (docs/pipeline.md, "Caching").
    this.#checks = new CallChecks(this.#catalog, options.validator);
    this.#own = new OwnRequests((message, context) => ends.toServer(message, context, true));
  }

  /** Takes a message the client sends. */
  towardServer(message: JSONRPCMessage, context?: T): Promise<void> | void {
    if (Array.isArray(message)) {
      return this.#batch(
        message,
        (member) => this.#seesTowardServer(member),
        (member) => this.towardServer(member, context),
        (rest) => this.#ends.toServer(rest, context, false),
      );
    }
    const m = message as Message;
    if (m.method === "tools/call" && m.id !== undefined) return this.#call(m, context);
    if (m.method === "tools/list" && m.id !== undefined) {
      // A request without a cursor starts a listing: its first page.
      const first = recordOf(m.params)?.cursor === undefined;
      this.#listings.set(m.id as RequestId, { generation: this.#catalog.generation, first });
    } else if (m.method === "notifications/cancelled") {
      return this.#cancel(m, context);
    }
    return this.#ends.toServer(message, context, false);
  }

  /** Takes a message the server sends. */
  fromServer(message: JSONRPCMessage, context?: F): Promise<void> | void {
    if (Array.isArray(message)) {
      return this.#batch(
        message,
        (member) => this.#routeFromServer(member) !== "pass",
        (member) => this.fromServer(member, context),
        (rest) => this.#ends.toClient(rest, context),
      );
    }
    const m = message as Message;
    const id = m.id as RequestId;
    switch (this.#routeFromServer(m)) {
      case "own":
        // Settled, or dropped when nobody waits for it any more: never passed on.
        this.#own.settle(id, m);
        return;
      case "shared":
        // One of several calls the client sent under one id: which one is not known, so it is
        // passed on as it is.
        this.#calls.answeredShared(id);
        break;
      case "call":
        return this.#answer(id, this.#calls.get(id) as CallEntry<T>, m, context);
      case "listing": {
        const { generation, first } = this.#listings.get(id) as Listing;
        this.#listings.delete(id);
        this.#catalog.learnPage(m.result, generation, first);
        break;
      }
      case "list-changed":
        this.#catalog.reset();
        break;
    }
    return this.#ends.toClient(message, context);
  }

  /** The client's id for `id`, which may be the id of a retry. */
  clientIdOf(id: RequestId): RequestId {
    return this.#calls.clientIdOf(id);
  }

  /** Forgets everything in flight (the transport closed). */
  close(): void {
    this.#own.close();
    this.#calls.clear();
    this.#listings.clear();
  }

  /**
   * A batch: the members the session acts on are taken as if each came alone, and the rest go on
   * together, as a batch; a batch with none of them goes on as it came (docs/mcp.md, "Batches").
   */
  #batch(
    batch: readonly unknown[],
    takenApart: (member: Message) => boolean,
    alone: (member: JSONRPCMessage) => Promise<void> | void,
    together: (rest: JSONRPCMessage) => Promise<void> | void,
  ): Promise<void> | void {
    const { apart, rest } = batchMembers<JSONRPCMessage>(batch, takenApart);
    if (apart.length === 0) return together(batch as unknown as JSONRPCMessage);
    const deliveries = apart.map(alone);
    if (rest.length > 0) deliveries.push(together(rest as unknown as JSONRPCMessage));
    return Promise.all(deliveries).then(() => {});
  }

  /** Whether `towardServer` does more with this message than pass it on. */
  #seesTowardServer(m: Message): boolean {
    if (m.method === "notifications/cancelled") return true;
    return (m.method === "tools/call" || m.method === "tools/list") && m.id !== undefined;
  }

  /** What `fromServer` does with a message from the server: `"pass"` it on as it is, or more. */
  #routeFromServer(m: Message): ServerRoute {
    if (m.method === "notifications/tools/list_changed") return "list-changed";
    if (m.method !== undefined || m.id === undefined) return "pass";
    const id = m.id as RequestId;
    if (this.#own.waits(id)) return "own";
    if (this.#calls.isShared(id)) return "shared";
    // A retry is sent under an id of the session's own, and answered as the client's call.
    if (this.#calls.get(id) !== undefined) return "call";
    // The late answer to a request of the session's own: nobody waits for it.
    if (this.#own.owns(id)) return "own";
    return this.#listings.has(id) ? "listing" : "pass";
  }

  #call(m: Message, context: T | undefined): Promise<void> | void {
    const name = recordOf(m.params)?.name;
    const started = performance.now();
    if (
      typeof name === "string" &&
      this.#catalog.tool(name) === undefined &&
      this.#catalog.needsListing
    ) {
      return this.#callAfterListing(m, context, started);
    }
    return this.#send(m, context, started);
  }

  async #callAfterListing(m: Message, context: T | undefined, started: number): Promise<void> {
    const id = m.id as RequestId;
    this.#calls.hold(id);
    this.#listing ??= this.#listAll(context).finally(() => {
      this.#listing = undefined;
    });
    await this.#listing;
    // Cancelled (or the transport closed) while the tools were listed: not sent at all.
    if (!this.#calls.release(id)) return;
    await this.#send(m, context, started);
  }

  /** Lists every page of the tools, all pages within one `listTimeout` (docs/mcp.md, "Options"). */
  async #listAll(context: T | undefined): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#options.listTimeout ?? 10_000);
      // A listing in flight must not keep a process alive that has nothing else to do.
      (timer as { unref?: () => void }).unref?.();
    });
    try {
      await this.#catalog.learnAll((params) =>
        this.#own.ask("tools/list", params, context, expired),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Resolves a call's tool name and repairs its arguments against what was learned, and sends it
   * on (under the tool's real name), or answers it (`onInvalid: "answer"`).
   */
  #send(m: Message, context: T | undefined, started: number): Promise<void> | void {
    const id = m.id as RequestId;
    const params = recordOf(m.params) ?? {};
    const called = typeof params.name === "string" ? params.name : "";
    const input = params.arguments;
    const checked = this.#checks.prepare(called, input, this.#options.validate);
    const { tool, sent, repairs, rejection, known } = checked;
    const answered = this.#options.onInvalid === "answer";
    // An unknown name sent on is the server's to answer: no `invalid` event for it.
    if (rejection !== undefined && (known || answered)) {
      this.#emit({ kind: "invalid", tool, message: rejection, answered, known });
      if (answered) {
        this.#emitCall({ tool, input, repairs: 0, retried: false, known, started }, "answered");
        const text = { type: "text", text: rejection };
        return this.#ends.toClient(result(id, { content: [text], isError: true }), undefined);
      }
    } else if (repairs.length > 0) {
      this.#emit({ kind: "repaired", tool, coercions: repairs, known });
    }
    const outgoing =
      sent === input && tool === called
        ? m
        : {
            ...m,
            params: { ...params, name: tool, ...(sent === undefined ? {} : { arguments: sent }) },
          };
    this.#calls.sent(id, {
      tool,
      clientId: id,
      input,
      sent,
      params: recordOf(outgoing.params) ?? params,
      repairs: repairs.length,
      retried: false,
      known,
      started,
      context,
    });
    return this.#ends.toServer(outgoing as JSONRPCMessage, context, false);
  }

  /** A server's answer to a tracked call: retried once when it rejected JSON text, else passed on. */
  #answer(
    id: RequestId,
    call: CallEntry<T>,
    m: Message,
    context: F | undefined,
  ): Promise<void> | void {
    this.#calls.answered(id, call);
    const outcome = outcomeOf(m);
    if (outcome.rejection !== undefined) {
      const { message } = outcome.rejection;
      this.#emit({ kind: "rejection", tool: call.tool, message, known: call.known });
    }
    if (call.retried) {
      if (outcome.outcome === "ok" || outcome.outcome === "tool-error") this.#learn(call);
    } else if (this.#retry && outcome.rejection !== undefined) {
      const retry = retryOf(call, outcome.rejection.rejection);
      if (retry !== undefined) {
        const retryId = this.#own.nextId();
        const fields = Object.keys(retry.fields);
        this.#emit({ kind: "retry", tool: call.tool, fields, known: call.known });
        this.#calls.retried(call.clientId, retryId, retry.entry);
        const params = { ...call.params, arguments: retry.entry.sent };
        // If the retry cannot be sent, the client gets the server's first answer after all.
        this.#own.deliver(request(retryId, "tools/call", params), call.context, () => {
          this.#calls.retryFailed(call.clientId, retryId);
          this.#settle(call, m, outcome.outcome, context);
        });
        return;
      }
    }
    return this.#settle(call, m, outcome.outcome, context);
  }

  #settle(
    call: CallEntry<T>,
    m: Message,
    outcome: ReturnType<typeof outcomeOf>["outcome"],
    context: F | undefined,
  ): Promise<void> | void {
    this.#emitCall(call, outcome);
    const answer = m.id === call.clientId ? m : withId(m, call.clientId);
    return this.#ends.toClient(answer as JSONRPCMessage, context);
  }

  #learn(call: CallEntry<T>): void {
    const added = this.#learned.learn(call.tool, call.decoded ?? {});
    if (added === undefined) return;
    this.#catalog.relearn(call.tool);
    try {
      this.#learned.save(call.tool, added);
      this.#emit({ kind: "learned", tool: call.tool, fields: added, known: call.known });
    } catch (error) {
      const saveError = error instanceof Error ? error.message : String(error);
      const { known } = call;
      this.#emit({ kind: "learned", tool: call.tool, fields: added, saveError, known });
    }
  }

  #cancel(m: Message, context: T | undefined): Promise<void> | void {
    const params = recordOf(m.params);
    const id = params?.requestId as RequestId | undefined;
    if (id === undefined) return this.#ends.toServer(m as JSONRPCMessage, context, false);
    const retryId = this.#calls.cancel(id);
    const outgoing =
      retryId === undefined ? m : { ...m, params: { ...params, requestId: retryId } };
    return this.#ends.toServer(outgoing as JSONRPCMessage, context, false);
  }

  /** The `call` event of a call the client got its answer to. */
  #emitCall(
    call: Pick<CallEntry<T>, "tool" | "input" | "repairs" | "retried" | "known" | "started">,
    outcome: Extract<RepairEvent, { kind: "call" }>["outcome"],
  ): void {
    const { tool, input, repairs, retried, known } = call;
    const durationMs = performance.now() - call.started;
    this.#emit({ kind: "call", tool, input, outcome, repairs, retried, known, durationMs });
  }

  #emit(event: RepairEvent): void {
    try {
      this.#options.onEvent?.(event);
    } catch {
      // A listener's mistake must not break the session (docs/mcp.md, "Events").
    }
  }
}
