import type { ToolDefinition } from "@tool-input/validate";
import type { Catalog, Result } from "../types.js";

type JsonSchema = ToolDefinition["inputSchema"];

/** The schema of a function declared without parameters. */
const NO_PARAMETERS: JsonSchema = Object.freeze({
  type: "object",
  properties: Object.freeze({}),
  additionalProperties: false,
});

const FORMATS =
  "expected an MCP tools/list result, Anthropic or OpenAI tool definitions, or a { name: schema } map";

/**
 * Detects the shape of a parsed tool catalog and reads its tools. Accepts an MCP `tools/list`
 * result (`{ tools }`, also inside a JSON-RPC `{ result }`), Anthropic definitions
 * (`input_schema`), OpenAI tools (`{ type: "function", function: { name, parameters } }`, and the
 * flat Responses API form), and a plain `{ name: schema }` map. Errors are one line, without the
 * file name.
 */
export function catalogFromJson(json: unknown): Result<Catalog> {
  if (isObject(json) && isObject(json.result) && "tools" in json.result) {
    return catalogFromJson(json.result);
  }
  if (isObject(json) && Array.isArray(json.tools)) return fromList(json.tools, "tools");
  if (Array.isArray(json)) return fromList(json, "tools");
  if (isObject(json)) return fromMap(json);
  return { ok: false, error: `not a tool catalog (${FORMATS})` };
}

function fromList(list: readonly unknown[], where: string): Result<Catalog> {
  const tools = new Map<string, ToolDefinition>();
  for (const [index, entry] of list.entries()) {
    const at = `${where}[${index}]`;
    const tool = toolFromEntry(entry);
    if (typeof tool === "string") return { ok: false, error: `${at}: ${tool}` };
    if (tools.has(tool.name))
      return { ok: false, error: `${at}: tool "${tool.name}" is listed twice` };
    tools.set(tool.name, tool);
  }
  if (tools.size === 0) return { ok: false, error: "the catalog has no tools" };
  return { ok: true, value: tools };
}

/** One entry of a tool list, or why it is not a tool. */
function toolFromEntry(entry: unknown): ToolDefinition | string {
  if (!isObject(entry)) return `not a tool definition (${FORMATS})`;
  // OpenAI Chat Completions: { type: "function", function: { name, parameters } }.
  const fn = isObject(entry.function) ? entry.function : entry;
  const name = fn.name;
  if (typeof name !== "string" || name === "") return "a tool definition without a name";
  const schema = fn.inputSchema ?? fn.input_schema ?? fn.parameters;
  if (schema === undefined && (fn !== entry || entry.type === "function")) {
    // OpenAI allows a function without parameters: it takes none, so any argument is a mistake.
    return { name, inputSchema: NO_PARAMETERS };
  }
  if (!isSchema(schema)) {
    return `tool "${name}" has no input schema (inputSchema, input_schema or parameters)`;
  }
  return { name, inputSchema: schema };
}

function fromMap(map: Record<string, unknown>): Result<Catalog> {
  const tools = new Map<string, ToolDefinition>();
  for (const [name, schema] of Object.entries(map)) {
    if (!looksLikeSchema(schema)) return { ok: false, error: `not a tool catalog (${FORMATS})` };
    tools.set(name, { name, inputSchema: schema });
  }
  if (tools.size === 0) return { ok: false, error: "the catalog has no tools" };
  return { ok: true, value: tools };
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "boolean" || isObject(value);
}

// A map's values must look like schemas, so that an unrelated object (a JSON-RPC error, a
// package.json) is not read as a catalog of oddly named tools.
const SCHEMA_KEYWORDS = [
  "type",
  "properties",
  "$ref",
  "anyOf",
  "oneOf",
  "allOf",
  "$schema",
  "enum",
];

function looksLikeSchema(value: unknown): value is JsonSchema {
  if (typeof value === "boolean") return true;
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 0 || keys.some((key) => SCHEMA_KEYWORDS.includes(key));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
