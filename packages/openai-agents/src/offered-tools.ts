import type { ModelRequest } from "@openai/agents-core";
import { presentItems, readField } from "@tool-input/json";
import {
  createToolCatalog,
  type JsonSchema,
  readToolName,
  type ToolCatalog,
  type ToolDefinition,
  type Validator,
} from "@tool-input/validate";
import { placeOf, qualifiedName, type ToolPlace } from "./qualified-name.js";

/** The function tools a request offers, each under its qualified name (`github.search`). */
export interface Offered {
  readonly catalog: ToolCatalog;
  /** Where each qualified name's tool sits, to write a renamed call as the SDK reads it. */
  readonly places: ReadonlyMap<string, ToolPlace>;
}

/**
 * The tools of each request, kept from one request to the next while their names stay the same:
 * a catalog is remade only when the tools offered change.
 */
export class OfferedTools {
  readonly #validator: Validator | undefined;
  #signature: string | undefined;
  #last: Offered | undefined;

  constructor(validator: Validator | undefined) {
    this.#validator = validator;
  }

  /** The tools of the last request read, or `undefined` before the first. */
  get last(): Offered | undefined {
    return this.#last;
  }

  /** The tools `request` offers; a tool whose name cannot be read is left out. */
  of(request: ModelRequest): Offered {
    const tools = functionTools(request);
    const places = tools.map((tool) => {
      const name = readToolName(tool); // each read once
      return name === undefined ? undefined : placeOf(name, tool);
    });
    const names = places.map((place) => (place === undefined ? undefined : qualifiedName(place)));
    const signature = JSON.stringify(names);
    if (this.#last !== undefined && signature === this.#signature) return this.#last;
    const byName = new Map<string, ToolPlace>();
    const definitions = tools.flatMap((tool, index) => {
      const name = names[index];
      const place = places[index];
      if (name === undefined || place === undefined) return [];
      if (!byName.has(name)) byName.set(name, place); // the first of one name, as the catalog
      return [definitionOf(name, tool)];
    });
    const catalog = createToolCatalog(definitions, { validator: this.#validator });
    this.#signature = signature;
    this.#last = { catalog, places: byName };
    return this.#last;
  }
}

/** The request's function tools, by the items its list has; none where it cannot be read. */
function functionTools(request: ModelRequest): readonly unknown[] {
  try {
    const tools = request.tools;
    if (!Array.isArray(tools)) return [];
    return presentItems(tools).filter(isFunctionTool);
  } catch {
    return [];
  }
}

function isFunctionTool(tool: unknown): boolean {
  return readField(tool, "type") === "function";
}

/** The tool `name`, its `parameters` read when a call is checked, so a getter that throws rejects it. */
function definitionOf(name: string, tool: unknown): ToolDefinition {
  return {
    name,
    get inputSchema() {
      return (tool as { parameters?: JsonSchema }).parameters ?? true;
    },
  };
}
