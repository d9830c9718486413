import { defineOwn } from "@tool-input/json";
import type { LearnedCorrections, LearnedKind } from "../types.js";
import { type LearnedTools, learnedLine, parseLearned } from "./learned-records.js";
import { nodeFs } from "./node-fs.js";

/**
 * The corrections learned from retries, by tool, optionally kept in a file (docs/mcp.md,
 * "Retry and learn"). Each new correction is appended to the file as a line of its own, never
 * by rewriting it: processes sharing the file keep each other's corrections, the file keeps its
 * mode, and a write costs the same however long the file is.
 */
export class LearnedStore {
  readonly #tools: LearnedTools;
  readonly #file: string | undefined;
  /** The file did not end with a newline: the first line appended starts with one. */
  #newline = false;

  /**
   * Reads `file` when given (a missing file is empty); throws on a file that cannot be both read
   * and written, or that is not a learned-corrections file.
   */
  constructor(file?: string) {
    this.#file = file;
    this.#tools = file === undefined ? new Map() : this.#read(file);
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
    let known = this.#tools.get(tool);
    for (const [field, kind] of Object.entries(fields)) {
      if (known?.get(field) === kind) continue;
      if (known === undefined) {
        known = new Map();
        this.#tools.set(tool, known);
      }
      known.set(field, kind);
      added ??= {};
      defineOwn(added, field, kind);
    }
    return added;
  }

  /** Everything learned, as plain data (the `tools` of one document). */
  snapshot(): LearnedCorrections {
    const tools: Record<string, Record<string, LearnedKind>> = {};
    for (const [tool, fields] of this.#tools) defineOwn(tools, tool, Object.fromEntries(fields));
    return tools;
  }

  /** Appends `fields`, learned for `tool`, to the file when there is one; throws when it cannot be written. */
  save(tool: string, fields: Readonly<Record<string, LearnedKind>>): void {
    if (this.#file === undefined) return;
    // One write of one line, in append mode: the system puts it at the end of the file as it is
    // then, whoever else appended meanwhile.
    (nodeFs() as NonNullable<ReturnType<typeof nodeFs>>).appendFileSync(
      this.#file,
      `${this.#newline ? "\n" : ""}${learnedLine(tool, fields)}`,
    );
    this.#newline = false;
  }

  #read(file: string): LearnedTools {
    const fs = nodeFs();
    if (fs === undefined) {
      throw new Error(
        `[mcp] a learned file (${file}) needs Node.js's fs, which this runtime lacks`,
      );
    }
    let text = "";
    try {
      // Checked before reading: a file that cannot be written would lose every correction.
      if ((fs.statSync(file).mode & 0o222) === 0) {
        throw new Error(
          `[mcp] ${file} is read-only, so nothing learned could be kept: make it writable, or name another file`,
        );
      }
      fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
      text = fs.readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        const reason = (error as Error).message;
        throw reason.startsWith("[mcp]")
          ? error
          : new Error(`[mcp] could not use ${file}: ${reason}`);
      }
    }
    const tools = parseLearned(text);
    if (tools === undefined) {
      throw new Error(`[mcp] ${file} is not a learned-corrections file ({ "tools": { … } })`);
    }
    this.#newline = text.length > 0 && !text.endsWith("\n");
    return tools;
  }
}
