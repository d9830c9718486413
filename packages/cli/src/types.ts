import type { ToolDefinition, ToolInputResult } from "@tool-input/validate";

/** The tools of a catalog by name. */
export type Catalog = ReadonlyMap<string, ToolDefinition>;

/** One repair the pipeline made (the coerce package's `Coercion`). */
export type Repair = ToolInputResult["coercions"][number];

/** One tool call read from a log. */
export interface LogCall {
  /** The 1-based line of the log it came from. */
  readonly line: number;
  /** The name of the tool it calls. */
  readonly tool: string;
  /** Its input: an object, or the raw arguments text of an OpenAI call. */
  readonly input: unknown;
}

/** One line of a log that could not be used. */
export interface LogProblem {
  /** The 1-based line. */
  readonly line: number;
  /** What is wrong with it, one line of text. */
  readonly message: string;
}

/** What `parseLog` returns: the calls read, and the lines that were not calls. */
export interface ParsedLog {
  /** Every call, in log order. */
  readonly calls: readonly LogCall[];
  /** Every line that could not be read as a call. */
  readonly problems: readonly LogProblem[];
}

/**
 * The one result of the CLI's steps that can fail (loading a file, parsing flags, resolving a
 * command): the value, or one line of text saying what is wrong.
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

/** The result of loading a file (the name the package exported first). */
export type LoadResult<T> = Result<T>;
