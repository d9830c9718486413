import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { JsonSchema } from "@tool-input/coerce";

/** A tool as a harness holds it: a name and the JSON Schema of its arguments. */
export interface CorpusTool {
  /** `server/tool`, unique across the corpus. */
  readonly name: string;
  /** The schema exactly as the server sent it. */
  readonly inputSchema: Exclude<JsonSchema, boolean>;
}

/** The repository root: the parent of `bench/`. */
export const repoRoot: string = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the shared corpus is expected: `../shared/corpus` relative to the repository root. */
export const corpusDir: string = resolve(repoRoot, "..", "shared", "corpus");

/** Whether the corpus is present. */
export function corpusExists(): boolean {
  return existsSync(join(corpusDir, "mcp-filesystem.json"));
}

interface ServerFile {
  readonly server?: string;
  readonly tools?: readonly { readonly name: string; readonly inputSchema: unknown }[];
}

function isSchemaObject(value: unknown): value is Exclude<JsonSchema, boolean> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every MCP tool of the corpus (`mcp-<server>.json`), in file order. */
export function loadMcpTools(): CorpusTool[] {
  const tools: CorpusTool[] = [];
  const files = readdirSync(corpusDir)
    .filter((file) => file.startsWith("mcp-") && file.endsWith(".json"))
    .sort();
  for (const file of files) {
    const data = JSON.parse(readFileSync(join(corpusDir, file), "utf8")) as ServerFile;
    if (!Array.isArray(data.tools)) continue;
    const server = data.server ?? file.slice(4, -5);
    for (const tool of data.tools) {
      if (isSchemaObject(tool.inputSchema)) {
        tools.push({ name: `${server}/${tool.name}`, inputSchema: tool.inputSchema });
      }
    }
  }
  return tools;
}

/** One tool of a server file: throws when the corpus does not hold it. */
export function mcpTool(server: string, name: string): CorpusTool {
  const data = JSON.parse(
    readFileSync(join(corpusDir, `mcp-${server}.json`), "utf8"),
  ) as ServerFile;
  const tool = data.tools?.find((candidate) => candidate.name === name);
  if (tool === undefined || !isSchemaObject(tool.inputSchema)) {
    throw new Error(`[bench] the corpus has no tool ${server}/${name}`);
  }
  return { name, inputSchema: tool.inputSchema };
}

/** One function of `bfcl-functions.jsonl`, by its `source` and `name`. */
export function bfclTool(source: string, name: string): CorpusTool {
  const lines = readFileSync(join(corpusDir, "bfcl-functions.jsonl"), "utf8").split("\n");
  for (const line of lines) {
    if (!line.includes(`"${name}"`)) continue;
    const entry = JSON.parse(line) as { source?: string; name?: string; parameters?: unknown };
    if (entry.source === source && entry.name === name && isSchemaObject(entry.parameters)) {
      return { name, inputSchema: entry.parameters };
    }
  }
  throw new Error(`[bench] the corpus has no function ${source} ${name}`);
}
