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

/**
 * Holds one run's catalog and session (docs/frameworks.md, "The call"): the tools come from the
 * model request (`wrapModelCall`), a new run starts a new session (`beforeAgent`), and a new set
 * of tools a new catalog. Tools without a readable JSON Schema are named, but take any input;
 * a tool whose name cannot be read is left out, and a list that is not an array is no list.
 */
export class RunCatalogs {
  readonly #validator: Validator | undefined;
  #tools: readonly unknown[] | undefined;
  #signature: string | undefined;
  #current: RunCatalog | undefined;

  constructor(validator: Validator | undefined) {
    this.#validator = validator;
  }

  /** A new run: its mistakes are counted afresh. */
  startRun(): void {
    this.#current = undefined;
  }

  /**
   * The tools the model was offered; the catalog (and so the session) is rebuilt only when their
   * names change, since LangChain may pass a new list to each model call of one run.
   */
  offer(tools: unknown): void {
    const list = toolList(tools);
    if (list === undefined) return;
    const signature = JSON.stringify(list.map(readToolName));
    if (signature === this.#signature && this.#current !== undefined) return;
    this.#tools = list;
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
      const name = readToolName(tool);
      if (name === undefined || byName.has(name)) continue;
      byName.set(name, tool);
      definitions.push({ name, inputSchema: jsonSchemaOf(tool) ?? true });
    }
    if (definitions.length === 0) return undefined;
    const catalog = createToolCatalog(definitions, { validator: this.#validator });
    const current = { session: catalog.createSession(), byName };
    // A catalog of the fallback alone is not kept: the next call may be to another tool.
    if (this.#tools !== undefined) this.#current = current;
    return current;
  }
}

// The tools by the items they have (a sparse array of length 2^32 − 1 is read by its entries,
// docs/security.md, "Inputs that are graphs"); `undefined` for a list that cannot be read.
function toolList(tools: unknown): readonly unknown[] | undefined {
  try {
    return Array.isArray(tools) ? [...presentItems(tools)] : undefined;
  } catch {
    return undefined;
  }
}
