import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** A JSON Schema object as read from the corpus (any draft, any keywords). */
export type SchemaObject = { [keyword: string]: unknown };

/** One tool read from the corpus. */
export interface CorpusTool {
  /** The server (`mcp-<server>.json`) or the BFCL line's `source`. */
  readonly source: string;
  /** The tool's name. */
  readonly name: string;
  /** The tool's input schema (BFCL: with its raw type names mapped to JSON Schema types). */
  readonly inputSchema: SchemaObject;
}

/** One tool of an npm MCP server, from `mcp-<server>.json`. */
export interface McpTool {
  /** The server's short name, the `<server>` in `mcp-<server>.json`. */
  readonly server: string;
  /** The tool's name. */
  readonly name: string;
  /** The tool's `inputSchema`, verbatim. */
  readonly inputSchema: SchemaObject;
}

/** One captured `tools/call` of `mcp-rejections.json`. */
export interface RejectionCase {
  readonly server: string;
  readonly package: string;
  readonly packageVersion: string;
  readonly serverImplementation: string;
  /** What was mistyped, e.g. `json-string-array`. */
  readonly case: string;
  readonly tool: string;
  /** `tool-result-isError`, `jsonrpc-error`, `accepted`, … */
  readonly outcome: string;
  /** The JSON-RPC request sent, verbatim. */
  readonly request: {
    readonly params: { readonly name: string; readonly arguments: unknown };
  } & SchemaObject;
  /** The exact stdout line the server wrote. */
  readonly responseVerbatim: string;
  /** What SDK 1.32.2 `Client.callTool` returned (`text`) or threw (`errorClass`, `code`, `message`). */
  readonly sdkClientSurface: {
    readonly outcome: string;
    readonly text?: string;
    readonly errorClass?: string;
    readonly code?: number;
    readonly message?: string;
  };
  readonly note?: string;
}

/** The whole of `mcp-rejections.json`. */
export interface Rejections {
  readonly description: string;
  readonly messageFormats: readonly SchemaObject[];
  /** Real rejections of mistyped calls. */
  readonly rejections: readonly RejectionCase[];
  /** Calls that were accepted, or whose outcome says nothing about validation. */
  readonly acceptedOrInconclusive: readonly RejectionCase[];
}

// The repo root is the parent of test/; CI clones it with shared/ beside it.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** `../shared/corpus` relative to the repo root. */
export const corpusDir: string = join(repoRoot, "..", "shared", "corpus");

/** Whether the corpus folder is there (it is beside the checkout here and in CI, not for users). */
export const corpusAvailable: boolean = existsSync(join(corpusDir, "mcp-filesystem.json"));

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(corpusDir, file), "utf8"));
}

/** Every tool of every `mcp-*.json` server capture (not `mcp-rejections.json`), in file order. */
export function loadMcpTools(): McpTool[] {
  const files = readdirSync(corpusDir)
    .filter((f) => /^mcp-.+\.json$/.test(f) && f !== "mcp-rejections.json")
    .sort();
  const tools: McpTool[] = [];
  for (const file of files) {
    const capture = readJson(file) as {
      server: string;
      tools: { name: string; inputSchema: SchemaObject }[];
    };
    for (const tool of capture.tools) {
      tools.push({ server: capture.server, name: tool.name, inputSchema: tool.inputSchema });
    }
  }
  return tools;
}

/** `mcp-rejections.json`, parsed. */
export function loadRejections(): Rejections {
  return readJson("mcp-rejections.json") as Rejections;
}

const jsonTypes = new Set(["string", "number", "integer", "boolean", "null", "array", "object"]);

/** The raw type name → JSON Schema type mapping recorded in `schema-features.json`. */
export function loadTypeNameMapping(): ReadonlyMap<string, string> {
  const features = readJson("schema-features.json") as {
    ajvAfterTypeNameMapping: { mapping: Record<string, string> };
  };
  const mapping = new Map<string, string>();
  for (const [raw, mapped] of Object.entries(features.ajvAfterTypeNameMapping.mapping)) {
    // Entries such as "(any, ENUM, DATE..., empty)" → "type keyword dropped" are not type names.
    if (jsonTypes.has(mapped)) mapping.set(raw, mapped);
  }
  return mapping;
}

/**
 * A deterministic sample of `bfcl-functions.jsonl`: line 0, `every`, `2 * every`, … with each
 * schema's type names mapped (`dict` → `object`, `float` → `number`, …); a type name the mapping
 * does not know (`any`, `ENUM`, `DATE (YYYY-MM-DD)`, `""`) has its `type` keyword dropped.
 */
export function loadBfclSample(every = 50): CorpusTool[] {
  const mapping = loadTypeNameMapping();
  const lines = readFileSync(join(corpusDir, "bfcl-functions.jsonl"), "utf8").split("\n");
  const sample: CorpusTool[] = [];
  for (let i = 0; i < lines.length; i += every) {
    const line = lines[i];
    if (line === undefined || line.trim() === "") continue;
    const fn = JSON.parse(line) as { source: string; name: string; parameters: SchemaObject };
    sample.push({
      source: fn.source,
      name: fn.name,
      inputSchema: mapTypeNames(fn.parameters, mapping) as SchemaObject,
    });
  }
  return sample;
}

const schemaMapKeywords = ["properties", "patternProperties", "$defs", "definitions"];
const schemaListKeywords = ["anyOf", "oneOf", "allOf", "prefixItems"];
const schemaKeywords = ["items", "additionalProperties", "not", "contains", "additionalItems"];

/** A copy of `schema` with its type names mapped; only schema positions are visited. */
function mapTypeNames(schema: unknown, mapping: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => mapTypeNames(s, mapping));
  if (schema === null || typeof schema !== "object") return schema;
  const out: SchemaObject = { ...(schema as SchemaObject) };
  const mapName = (t: unknown): string | undefined =>
    typeof t === "string" ? (jsonTypes.has(t) ? t : mapping.get(t)) : undefined;
  if ("type" in out) {
    if (Array.isArray(out.type)) {
      const mapped = out.type.map(mapName).filter((t) => t !== undefined);
      if (mapped.length > 0) out.type = mapped;
      else delete out.type;
    } else {
      const mapped = mapName(out.type);
      if (mapped === undefined) delete out.type;
      else out.type = mapped;
    }
  }
  for (const k of schemaMapKeywords) {
    const map = out[k];
    if (map !== null && typeof map === "object" && !Array.isArray(map)) {
      out[k] = Object.fromEntries(
        Object.entries(map).map(([name, s]) => [name, mapTypeNames(s, mapping)]),
      );
    }
  }
  for (const k of [...schemaListKeywords, ...schemaKeywords]) {
    if (k in out) out[k] = mapTypeNames(out[k], mapping);
  }
  return out;
}
