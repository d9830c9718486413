import {
  type CallResult,
  createToolCatalog,
  createValidator,
  type ProjectionTarget,
  toolNameOf,
} from "@tool-input/validate";
import type { Catalog, LogCall } from "../types.js";
import { MessageCounter } from "./message-counter.js";
import { MAX_UNKNOWN_ROWS, OTHER_UNKNOWN_TOOLS, unknownToolName } from "./unknown-tools.js";

/** The counts for one tool, or for all calls. */
export interface Tally {
  /** Calls made. */
  calls: number;
  /** Valid as sent. */
  valid: number;
  /** Valid after repair. */
  repaired: number;
  /** Invalid even after repair (arguments text that is not one JSON object among them). */
  rejected: number;
  /** Calls to a name that matches no tool of the catalog (or several). */
  unknown: number;
  /**
   * How many repairs each rule made in the repaired calls (`{ json: 3, boolean: 1 }`); a
   * misspelled tool name counts as `tool-name`, empty arguments as `empty`.
   */
  repairs: Record<string, number>;
}

/** The counts for one tool. */
export interface ToolTally extends Tally {
  /** The tool's name. */
  readonly tool: string;
  /** Whether the catalog has this tool. */
  readonly known: boolean;
}

/** One message line and how many rejected calls carried it. */
export interface MessageCount {
  /** The tool whose calls carried it. */
  readonly tool: string;
  /** One issue line of the model-facing message. */
  readonly message: string;
  /** How many calls carried it. */
  count: number;
}

/** What replaying a log found. */
export interface ReplayReport {
  /**
   * One entry per tool called: catalog tools in catalog order, then unknown tools (names cut at
   * 100 characters; past 100 distinct names, the rest share one `(other unknown tools)` entry).
   */
  readonly tools: readonly ToolTally[];
  /** All calls together. */
  readonly total: Tally;
  /** The most frequent message lines of rejected calls, most frequent first. */
  readonly topMessages: readonly MessageCount[];
  /** Each distinct schema problem met (the call passed unvalidated). */
  readonly schemaErrors: readonly string[];
}

/** How many message lines `replay` keeps in `topMessages`. */
export const TOP_MESSAGES = 5;

/** Counts outcomes call by call, so a log can be replayed as it is read. */
export interface Replayer {
  /** Runs one call through the pipeline and counts its outcome. */
  add(call: LogCall): void;
  /** Whether a called name stands for a tool of the catalog (exactly or repaired). */
  known(name: string): boolean;
  /** What the calls added so far came to. */
  report(): ReplayReport;
}

/** Runs every call through the pipeline and counts the outcomes. */
export function replay(
  catalog: Catalog,
  calls: readonly LogCall[],
  onProgress?: (done: number) => void,
): ReplayReport {
  const replayer = createReplayer(catalog);
  for (const [index, call] of calls.entries()) {
    replayer.add(call);
    onProgress?.(index + 1);
  }
  return replayer.report();
}

/**
 * A `Replayer` over `catalog`; its memory grows with the tools and distinct messages, not the
 * calls. With `projection`, the log's calls were made against the catalog projected for that
 * provider: names and nulls are mapped back first (docs/providers.md).
 */
export function createReplayer(catalog: Catalog, projection?: ProjectionTarget): Replayer {
  // The call as a harness holds it: names resolved, raw arguments text read (docs/cli.md).
  const calls = createToolCatalog(catalog.values(), { validator: createValidator(), projection });
  const tallies = new Map<string, ToolTally>();
  for (const name of catalog.keys())
    tallies.set(name, { ...emptyTally(), tool: name, known: true });
  const total = emptyTally();
  // Unknown names are as many as the log invents: past MAX_UNKNOWN_ROWS they share one row,
  // kept apart so that no name, cut or not, can be taken for a catalog tool or for that row.
  const unknownTallies = new Map<string, ToolTally>();
  const otherUnknown: ToolTally = { ...emptyTally(), tool: OTHER_UNKNOWN_TOOLS, known: false };
  const messages = new MessageCounter();
  const schemaErrors = new Set<string>();

  function add(call: LogCall): void {
    const result = calls.checkCall({ name: call.tool, arguments: call.input });
    // A repaired name is counted under the tool it stands for.
    const name = result.ok || result.reason === "input" ? toolNameOf(result.tool) : call.tool;
    const tally = tallyOf(name);
    const outcome = outcomeOf(result);
    for (const counts of [tally, total]) {
      counts.calls += 1;
      counts[outcome.kind] += 1;
      if (outcome.kind === "repaired") {
        for (const rule of outcome.rules) counts.repairs[rule] = (counts.repairs[rule] ?? 0) + 1;
      }
    }
    if (outcome.kind === "rejected") {
      for (const message of outcome.lines) messages.add(name, message);
    }
    if (outcome.kind !== "unknown" && outcome.schemaError !== undefined) {
      schemaErrors.add(outcome.schemaError);
    }
  }

  function tallyOf(name: string): ToolTally {
    const known = tallies.get(name);
    if (known !== undefined) return known;
    const cut = unknownToolName(name);
    let tally = unknownTallies.get(cut);
    if (tally !== undefined) return tally;
    if (unknownTallies.size >= MAX_UNKNOWN_ROWS) return otherUnknown;
    tally = { ...emptyTally(), tool: cut, known: false };
    unknownTallies.set(cut, tally);
    return tally;
  }

  function report(): ReplayReport {
    const tools = [...tallies.values(), ...unknownTallies.values(), otherUnknown].filter(
      (tally) => tally.calls > 0,
    );
    return {
      tools,
      total,
      topMessages: messages.top(TOP_MESSAGES),
      schemaErrors: [...schemaErrors],
    };
  }

  function outcomeOf(result: CallResult): Outcome {
    if (!result.ok && result.reason === "unknown-tool") return { kind: "unknown" };
    const schemaError = result.schemaError;
    if (!result.ok) {
      // The message is a header line, then one line per issue: count the issue lines.
      const lines = result.message.split("\n");
      return { kind: "rejected", lines: lines.length > 1 ? lines.slice(1) : lines, schemaError };
    }
    if (result.coercions.length === 0) return { kind: "valid", schemaError };
    return { kind: "repaired", rules: result.coercions.map((c) => c.rule), schemaError };
  }

  return { add, report, known: (name) => calls.resolve(name).kind !== "unknown" };
}

type Outcome =
  | { kind: "unknown" }
  | { kind: "valid"; schemaError?: string | undefined }
  | { kind: "repaired"; rules: readonly string[]; schemaError?: string | undefined }
  | { kind: "rejected"; lines: readonly string[]; schemaError?: string | undefined };

function emptyTally(): Tally {
  return { calls: 0, valid: 0, repaired: 0, rejected: 0, unknown: 0, repairs: {} };
}
