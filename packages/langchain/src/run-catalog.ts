import { presentItems } from "@tool-input/json";
import {
  type CallSession,
  createToolCatalog,
  readToolName,
  type ToolDefinition,
  type Validator,
} from "@tool-input/validate";
import { jsonSchemaOf } from "./json-schema-of.js";

/** The catalog of the tools an agent offers the model, with the session of the current run. */
export interface RunCatalog {
  /** The session that checks this run's calls. */
  readonly session: CallSession;
  /** The tool objects by name, to hand the right one to LangChain after a name was repaired. */
  readonly byName: ReadonlyMap<string, unknown>;
}

/** The tools one model call offered, and the catalog made of them when a call first needs it. */
export interface Offer {
  readonly signature: string;
  readonly tools: readonly unknown[];
  catalog?: RunCatalog | undefined;
}

/**
 * Holds each run's catalog and session (docs/frameworks.md, "The call"). A run is known by the
 * model's answers in its messages: each answer `wrapModelCall` passes on is recorded with what
 * its model call offered, and a later hook finds its run by the latest recorded answer in the
 * state's messages. So runs in parallel, of one agent or of agents with other tools sharing the
 * middleware, each keep their own. A run keeps its catalog (and so its session) while the tool
 * names stay the same, since LangChain may pass a new list to each model call. Tools without a
 * readable JSON Schema are named, but take any input; a tool whose name cannot be read is left
 * out, and a list that is not an array is no list.
 */
export class RunCatalogs {
  readonly #validator: Validator | undefined;
  readonly #offers = new WeakMap<object, Offer>();

  constructor(validator: Validator | undefined) {
    this.#validator = validator;
  }

  /** A new run: answers its messages start with are earlier runs', whose mistakes are not its. */
  startRun(messages: unknown): void {
    for (const message of listItems(messages) ?? []) {
      if (typeof message === "object" && message !== null) this.#offers.delete(message);
    }
  }

  /** What a model call of the run whose messages are `messages` offers, given its `tools`. */
  offer(tools: unknown, messages: unknown): Offer | undefined {
    const previous = this.#latest(messages);
    const list = listItems(tools);
    if (list === undefined) return previous;
    const signature = JSON.stringify(list.map(readToolName));
    return previous?.signature === signature ? previous : { signature, tools: list };
  }

  /** Records the model's `answer` to a call that offered `offer`. */
  answered(answer: unknown, offer: Offer | undefined): void {
    if (offer !== undefined && typeof answer === "object" && answer !== null) {
      this.#offers.set(answer, offer);
    }
  }

  /**
   * The catalog of the run whose messages are `messages`; in no run this middleware answered,
   * one of `fallback` alone, which is not kept: the next call may be to another tool.
   */
  catalogOf(messages: unknown, fallback: unknown): RunCatalog | undefined {
    const offer = this.#latest(messages);
    if (offer === undefined) return this.#build(fallback === undefined ? [] : [fallback]);
    offer.catalog ??= this.#build(offer.tools);
    return offer.catalog;
  }

  // The offer of the latest answer in `messages` that was recorded.
  #latest(messages: unknown): Offer | undefined {
    const list = listItems(messages) ?? [];
    for (let i = list.length - 1; i >= 0; i--) {
      const offer = this.#offers.get(list[i] as object);
      if (offer !== undefined) return offer;
    }
    return undefined;
  }

  #build(tools: readonly unknown[]): RunCatalog | undefined {
    const definitions: ToolDefinition[] = [];
    const byName = new Map<string, unknown>();
    for (const tool of tools) {
      const name = readToolName(tool);
      if (name === undefined || byName.has(name)) continue;
      byName.set(name, tool);
      definitions.push({ name, inputSchema: jsonSchemaOf(tool) ?? true });
    }
    if (definitions.length === 0) return undefined;
    const catalog = createToolCatalog(definitions, { validator: this.#validator });
    return { session: catalog.createSession(), byName };
  }
}

// The items of a list (a sparse array of length 2^32 − 1 is read by its entries,
// docs/security.md, "Inputs that are graphs"); `undefined` for a list that cannot be read.
function listItems(list: unknown): readonly unknown[] | undefined {
  try {
    return Array.isArray(list) ? [...presentItems(list)] : undefined;
  } catch {
    return undefined;
  }
}
