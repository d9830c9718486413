import { type PreparedNames, prepareNames } from "@tool-input/format";
import type { ToolDefinition } from "../types.js";
import { nameKey, namespaceOf, withoutHarnessPrefix, withoutMcpPrefix } from "./name-key.js";

/** How a called name was matched to the catalog (docs/pipeline.md, "Tool names"). */
export type NameResolution =
  /** The name is a tool's own name. */
  | { readonly kind: "exact"; readonly tool: ToolDefinition; readonly name: string }
  /** The name matches exactly one tool, `name`, once spelling and namespaces are ignored. */
  | { readonly kind: "repaired"; readonly tool: ToolDefinition; readonly name: string }
  /** The name matches no tool, or several equally: `near` are the names to offer (at most three). */
  | { readonly kind: "unknown"; readonly near: readonly string[]; readonly ambiguous: boolean };

/**
 * A tool with its name read once, when the catalog was made: a name is never read again, so a
 * getter that answers differently (or throws) later changes nothing.
 */
export interface NamedTool {
  readonly name: string;
  readonly tool: ToolDefinition;
}

/** Longest called name matched other than exactly; a longer one is only ever an exact name. */
const MAX_MATCHED_LENGTH = 256;

function addTo(map: Map<string, NamedTool[]>, key: string, tool: NamedTool): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [tool]);
  else list.push(tool);
}

/**
 * The names of a catalog, analysed once: each tool by its exact name, by its name's key, and by
 * the key of its name without its namespace; and the namespaces the names use.
 */
export class ToolNames {
  readonly #exact = new Map<string, NamedTool>();
  readonly #nameOf = new Map<ToolDefinition, string>();
  readonly #byKey = new Map<string, NamedTool[]>();
  readonly #byBareKey = new Map<string, NamedTool[]>();
  readonly #namespaces = new Set<string>();
  #prepared: PreparedNames | undefined;

  constructor(tools: readonly NamedTool[]) {
    for (const tool of tools) {
      const { name } = tool;
      // The first of two tools with one name is the one called, as in a name-keyed registry.
      if (this.#exact.has(name)) continue;
      this.#exact.set(name, tool);
      if (!this.#nameOf.has(tool.tool)) this.#nameOf.set(tool.tool, name);
      addTo(this.#byKey, nameKey(name), tool);
      const namespace = namespaceOf(name);
      if (namespace === undefined) continue;
      this.#namespaces.add(nameKey(namespace));
      addTo(this.#byBareKey, nameKey(name.slice(namespace.length)), tool);
    }
  }

  /** Every tool name, in catalog order. */
  names(): IterableIterator<string> {
    return this.#exact.keys();
  }

  /** The names analysed for near-name suggestions, on the first unknown name. */
  prepared(): PreparedNames {
    this.#prepared ??= prepareNames(this.#exact.keys());
    return this.#prepared;
  }

  /** The tool named exactly `name`. */
  exact(name: string): ToolDefinition | undefined {
    return this.#exact.get(name)?.tool;
  }

  /** The name the catalog read for `tool` (the first, for a tool listed under two). */
  nameOf(tool: ToolDefinition): string | undefined {
    return this.#nameOf.get(tool);
  }

  /**
   * The tool `name` stands for: exact; else the one tool it matches once case, separators and
   * camelCase are ignored, with a harness prefix dropped (`functions.`), a namespace added (the
   * MCP one, or one the catalog's names use) or the tool's own namespace dropped; else none.
   * Only whole names are matched, so a merged name is never taken for one of its parts.
   */
  match(name: string): NamedTool | readonly NamedTool[] | undefined {
    const exact = this.#exact.get(name);
    if (exact !== undefined) return exact;
    if (name.length > MAX_MATCHED_LENGTH) return undefined;
    const called = withoutHarnessPrefix(name);
    const found = new Set<NamedTool>();
    const add = (list: readonly NamedTool[] | undefined) => {
      for (const tool of list ?? []) found.add(tool);
    };
    const own = this.#exact.get(called);
    if (own !== undefined) return own;
    const key = nameKey(called);
    add(this.#byKey.get(key));
    add(this.#byBareKey.get(key));
    const added = this.#withoutAddedNamespace(called);
    if (added !== undefined) add(this.#byKey.get(nameKey(added)));
    if (found.size === 1) return [...found][0];
    return found.size === 0 ? undefined : [...found];
  }

  /** `called` without a namespace in front: the MCP one, or one the catalog's names use. */
  #withoutAddedNamespace(called: string): string | undefined {
    const mcp = withoutMcpPrefix(called);
    if (mcp !== undefined) return mcp;
    const namespace = namespaceOf(called);
    if (namespace === undefined || !this.#namespaces.has(nameKey(namespace))) return undefined;
    return called.slice(namespace.length);
  }
}
