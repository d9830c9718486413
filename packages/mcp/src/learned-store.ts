import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { recordOf, setOwn } from "./json-rpc.js";
import type { LearnedCorrections, LearnedKind } from "./types.js";

/** The corrections learned from retries, by tool, optionally kept in a JSON file (docs/mcp.md, "Retry and learn"). */
export class LearnedStore {
  readonly #tools = new Map<string, Map<string, LearnedKind>>();
  readonly #file: string | undefined;

  /** Reads `file` when given (a missing file is empty); throws on a file that is not a learned-corrections file. */
  constructor(file?: string) {
    this.#file = file;
    if (file === undefined) return;
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw new Error(`[mcp] could not read ${file}: ${(error as Error).message}`);
    }
    const tools = readTools(text);
    if (tools === undefined) {
      throw new Error(`[mcp] ${file} is not a learned-corrections file ({ "tools": { … } })`);
    }
    for (const [tool, fields] of Object.entries(tools)) {
      const record = recordOf(fields);
      if (record === undefined) continue;
      for (const [field, kind] of Object.entries(record)) {
        if (kind === "array" || kind === "object") this.#fieldsFor(tool).set(field, kind);
      }
    }
  }

  /** The fields learned for `tool`, or `undefined`. */
  fieldsOf(tool: string): ReadonlyMap<string, LearnedKind> | undefined {
    return this.#tools.get(tool);
  }

  /** Adds what a successful retry showed; returns the fields that were new, or `undefined`. */
  learn(
    tool: string,
    fields: Readonly<Record<string, LearnedKind>>,
  ): Record<string, LearnedKind> | undefined {
    let added: Record<string, LearnedKind> | undefined;
    const known = this.#fieldsFor(tool);
    for (const [field, kind] of Object.entries(fields)) {
      if (known.get(field) === kind) continue;
      known.set(field, kind);
      added ??= {};
      setOwn(added, field, kind);
    }
    return added;
  }

  /** Everything learned, as plain data (the file's `tools`). */
  snapshot(): LearnedCorrections {
    const tools: Record<string, Record<string, LearnedKind>> = {};
    for (const [tool, fields] of this.#tools) {
      const entry = Object.fromEntries(fields);
      setOwn(tools, tool, entry);
    }
    return tools;
  }

  #fieldsFor(tool: string): Map<string, LearnedKind> {
    let fields = this.#tools.get(tool);
    if (fields === undefined) {
      fields = new Map();
      this.#tools.set(tool, fields);
    }
    return fields;
  }

  /** Writes the file, when there is one; throws when it cannot be written. */
  save(): void {
    if (this.#file === undefined) return;
    // Written beside, then renamed: a reader never sees half a file.
    const temporary = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ tools: this.snapshot() }, null, 2)}\n`);
    renameSync(temporary, this.#file);
  }
}

function readTools(text: string): Record<string, unknown> | undefined {
  try {
    return recordOf(recordOf(JSON.parse(text))?.tools);
  } catch {
    return undefined;
  }
}
