import type { JsonSchema } from "@tool-input/coerce";
import { defineOwn } from "@tool-input/json";
import type { ToolDefinition } from "@tool-input/validate";
import { type Message, recordOf } from "./json-rpc.js";
import type { LearnedStore } from "./learned/learned-store.js";
import { schemaText } from "./schema-text.js";

// A hostile server could list any number of tools; past this many, the rest go unrepaired: a
// call to one of them is sent on as it is, never called unknown nor renamed (docs/mcp.md, "Listing").
const MAX_TOOLS = 10_000;
// A listing the wrapper makes itself follows at most this many pages.
const MAX_PAGES = 100;
// A listing the wrapper makes itself starts again at most this many times when the server says,
// while it runs, that the tools changed.
const MAX_RELISTS = 3;

/**
 * The tools learned from `tools/list` results in this session, each with its advertised schema
 * and, where a retry taught something, the schema the wrapper repairs against
 * (docs/mcp.md, "Listing").
 */
export class ToolCatalog {
  readonly #advertised = new Map<string, JsonSchema>();
  /** Each advertised schema's JSON text, when it has one. */
  readonly #advertisedText = new Map<string, string | undefined>();
  readonly #effective = new Map<string, ToolDefinition>();
  readonly #learned: LearnedStore;
  #generation = 0;
  #version = 0;
  #complete = false;
  #gaveUp = false;
  /** Whether the server listed more tools than MAX_TOOLS in this generation. */
  #overflowed = false;
  /** The names the current listing has listed so far: of two tools with one name, the first is kept. */
  readonly #listedNow = new Set<string>();

  constructor(learned: LearnedStore) {
    this.#learned = learned;
  }

  /** Counts `tools/list_changed` notifications: a listing started before one is not learned. */
  get generation(): number {
    return this.#generation;
  }

  /** Counts every change to the tools or their schemas, so a catalog built from them knows when it is stale. */
  get version(): number {
    return this.#version;
  }

  /** How many tools were listed. */
  get size(): number {
    return this.#advertised.size;
  }

  /** Every listed tool, with the corrections learned for it applied. */
  definitions(): ToolDefinition[] {
    const tools: ToolDefinition[] = [];
    for (const name of this.#advertised.keys()) {
      const tool = this.tool(name);
      if (tool !== undefined) tools.push(tool);
    }
    return tools;
  }

  /** Whether the last page of a listing was learned since the last change. */
  get complete(): boolean {
    return this.#complete;
  }

  /**
   * Whether every tool the server lists is held: the listing is complete and no tool was left
   * out past MAX_TOOLS. Only then can a name no held tool matches be called unknown.
   */
  get holdsAll(): boolean {
    return this.#complete && !this.#overflowed;
  }

  /**
   * Whether a call to a tool not learned yet waits for the wrapper to list the tools: not once
   * the listing is complete, nor once the wrapper's own listing of this generation failed (it is
   * not repeated, so no call waits for it twice).
   */
  get needsListing(): boolean {
    return !this.#complete && !this.#gaveUp;
  }

  /**
   * Lists every tool, page by page through `list` (a `tools/list` request with those params,
   * resolving with the response or `undefined`), until a page without `nextCursor`; a page that
   * does not come, or more than MAX_PAGES, ends it incomplete. A `tools/list_changed` while it
   * runs starts it again, at most MAX_RELISTS times (docs/mcp.md, "Listing").
   */
  async learnAll(
    list: (params: { cursor?: string }) => Promise<Message | undefined>,
  ): Promise<void> {
    for (let attempt = 0; attempt <= MAX_RELISTS; attempt++) {
      const generation = this.#generation;
      const outcome = await this.#learnPages(list, generation);
      if (outcome === "complete") return;
      if (outcome === "ended" && generation === this.#generation) break;
    }
    this.#gaveUp = true;
  }

  /** One listing of every page in `generation`: complete, ended (a page that did not come), or overtaken. */
  async #learnPages(
    list: (params: { cursor?: string }) => Promise<Message | undefined>,
    generation: number,
  ): Promise<"complete" | "ended" | "overtaken"> {
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const response = await list(cursor === undefined ? {} : { cursor });
      if (generation !== this.#generation) return "overtaken";
      const listed = recordOf(response?.result);
      if (listed === undefined) return "ended";
      this.learnPage(listed, generation, page === 0);
      if (this.#complete) return "complete";
      cursor = listed.nextCursor as string;
    }
    return "ended";
  }

  /**
   * Learns one page of a `tools/list` result, if it was asked for in the current generation; an
   * answer that is not a page (an error) teaches nothing and completes nothing. `first`: the page
   * was asked for without a cursor, so a listing starts with it; within one listing, a name
   * listed again is the first tool's (docs/mcp.md, "Listing"), as in a catalog.
   */
  learnPage(result: unknown, generation: number, first: boolean): void {
    if (generation !== this.#generation) return;
    const page = recordOf(result);
    if (page === undefined) return;
    if (first) this.#listedNow.clear();
    const tools = Array.isArray(page.tools) ? page.tools : [];
    for (const item of tools) {
      const tool = recordOf(item);
      // A tool listed without an object schema is a tool still: its calls pass unchecked, with
      // the pipeline's reason (docs/mcp.md, "Listing"), never answered as an unknown tool.
      const schema = tool?.inputSchema;
      if (typeof tool?.name !== "string" || this.#listedNow.has(tool.name)) continue;
      this.#listedNow.add(tool.name);
      if (this.#advertised.size >= MAX_TOOLS && !this.#advertised.has(tool.name)) {
        this.#overflowed = true;
        break;
      }
      const text = schemaText(schema);
      // Listed again unchanged: the same tool, so the calls checked against it keep their session.
      if (text !== undefined && this.#advertisedText.get(tool.name) === text) continue;
      this.#advertised.set(tool.name, schema as JsonSchema);
      this.#advertisedText.set(tool.name, text);
      this.#effective.delete(tool.name);
      this.#version++;
    }
    if (typeof page.nextCursor !== "string") this.#complete = true;
  }

  /** Forgets every tool (`notifications/tools/list_changed`). */
  reset(): void {
    this.#generation++;
    this.#complete = false;
    this.#gaveUp = false;
    this.#overflowed = false;
    this.#advertised.clear();
    this.#advertisedText.clear();
    this.#effective.clear();
    this.#listedNow.clear();
    this.#version++;
  }

  /** Drops the schema built for `name` after a new correction was learned for it. */
  relearn(name: string): void {
    this.#effective.delete(name);
    this.#version++;
  }

  /**
   * The tool to repair calls against: its advertised schema with learned corrections applied, or
   * `undefined` for a tool not listed (a learned correction alone does not make a tool known:
   * docs/mcp.md, "Retry and learn").
   */
  tool(name: string): ToolDefinition | undefined {
    const cached = this.#effective.get(name);
    if (cached !== undefined) return cached;
    if (!this.#advertised.has(name)) return undefined;
    const advertised = this.#advertised.get(name) as JsonSchema;
    // The same object each time: the validator's cache finds it by identity.
    const tool = { name, inputSchema: withCorrections(advertised, this.#learned.fieldsOf(name)) };
    this.#effective.set(name, tool);
    return tool;
  }
}

/** `schema` with each learned field's own schema replaced by the kind the server really wants. */
function withCorrections(
  schema: JsonSchema,
  fields: ReadonlyMap<string, "array" | "object"> | undefined,
): JsonSchema {
  // A schema that is not an object (none, `true`) takes no correction: what it checks stays so.
  const base = recordOf(schema);
  if (fields === undefined || fields.size === 0 || base === undefined) return schema;
  const properties = { ...recordOf(base.properties) };
  for (const [field, kind] of fields) {
    defineOwn(properties, field, { type: kind });
  }
  return { ...base, properties };
}
