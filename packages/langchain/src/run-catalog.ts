import {
  type AdapterOptions,
  type CallSession,
  createToolCatalog,
  type ToolDefinition,
} from "@tool-input/validate";
import { jsonSchemaOf } from "./json-schema-of.js";

/** A tool as LangChain holds it: at least a name. */
interface NamedTool {
  readonly name?: unknown;
}

/** The catalog of the tools an agent offers the model, with the session of the current run. */
export interface RunCatalog {
  /** The session that checks this run's calls. */
  readonly session: CallSession;
  /** The tool objects by name, to hand the right one to LangChain after a name was repaired. */
  readonly byName: ReadonlyMap<string, unknown>;
}

/**
 * Holds one run's catalog and session (docs/frameworks.md, "The call"): the tools come from the
 * model request (`wrapModelCall`), a new run starts a new session (`beforeAgent`), and a new set
 * of tools a new catalog. Tools without a readable JSON Schema are named, but take any input.
 */
export class RunCatalogs {
  readonly #options: AdapterOptions | undefined;
  #tools: readonly unknown[] | undefined;
  #signature: string | undefined;
  #current: RunCatalog | undefined;

  constructor(options: AdapterOptions | undefined) {
    this.#options = options;
  }

  /** A new run: its mistakes are counted afresh. */
  startRun(): void {
    this.#current = undefined;
  }

  /**
   * The tools the model was offered; the catalog (and so the session) is rebuilt only when their
   * names change, since LangChain may pass a new list to each model call of one run.
   */
  offer(tools: readonly unknown[]): void {
    const signature = JSON.stringify(tools.map((tool) => (tool as NamedTool | undefined)?.name));
    if (signature === this.#signature && this.#current !== undefined) return;
    this.#tools = tools;
    this.#signature = signature;
    this.#current = undefined;
  }

  /** The current run's catalog; before any model request, one of `fallback` alone. */
  current(fallback: unknown): RunCatalog | undefined {
    if (this.#current !== undefined) return this.#current;
    const tools = this.#tools ?? (fallback === undefined ? [] : [fallback]);
    const definitions: ToolDefinition[] = [];
    const byName = new Map<string, unknown>();
    for (const tool of tools) {
      const name = (tool as NamedTool | undefined)?.name;
      if (typeof name !== "string" || byName.has(name)) continue;
      byName.set(name, tool);
      definitions.push({ name, inputSchema: jsonSchemaOf(tool) ?? true });
    }
    if (definitions.length === 0) return undefined;
    const catalog = createToolCatalog(definitions, { validator: this.#options?.validator });
    const current = { session: catalog.createSession(), byName };
    // A catalog of the fallback alone is not kept: the next call may be to another tool.
    if (this.#tools !== undefined) this.#current = current;
    return current;
  }
}
