import { createValidator } from "@tool-input/validate";
import { MessageCounter } from "./message-counter.js";
import type { Catalog, LogCall } from "./types.js";

/** The counts for one tool, or for all calls. */
export interface Tally {
  /** Calls made. */
  calls: number;
  /** Valid as sent. */
  valid: number;
  /** Valid after repair. */
  repaired: number;
  /** Invalid even after repair (or with arguments that are not JSON). */
  rejected: number;
  /** Calls to a tool the catalog does not have. */
  unknown: number;
  /** How many repairs each rule made in the repaired calls (`{ json: 3, boolean: 1 }`). */
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
  /** One entry per tool called: catalog tools in catalog order, then unknown tools. */
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

/** A `Replayer` over `catalog`; its memory grows with the tools and distinct messages, not the calls. */
export function createReplayer(catalog: Catalog): Replayer {
  const validator = createValidator();
  const tallies = new Map<string, ToolTally>();
  for (const name of catalog.keys())
    tallies.set(name, { ...emptyTally(), tool: name, known: true });
  const total = emptyTally();
  const messages = new MessageCounter();
  const schemaErrors = new Set<string>();

  function add(call: LogCall): void {
    const tool = catalog.get(call.tool);
    let tally = tallies.get(call.tool);
    if (tally === undefined) {
      tally = { ...emptyTally(), tool: call.tool, known: false };
      tallies.set(call.tool, tally);
    }
    const outcome = tool === undefined ? { kind: "unknown" as const } : run(call, tool);
    for (const counts of [tally, total]) {
      counts.calls += 1;
      counts[outcome.kind] += 1;
      if (outcome.kind === "repaired") {
        for (const rule of outcome.rules) counts.repairs[rule] = (counts.repairs[rule] ?? 0) + 1;
      }
    }
    if (outcome.kind === "rejected") {
      for (const message of outcome.lines) messages.add(call.tool, message);
    }
    if (outcome.kind !== "unknown" && outcome.schemaError !== undefined) {
      schemaErrors.add(outcome.schemaError);
    }
  }

  function report(): ReplayReport {
    const tools = [...tallies.values()].filter((tally) => tally.calls > 0);
    return {
      tools,
      total,
      topMessages: messages.top(TOP_MESSAGES),
      schemaErrors: [...schemaErrors],
    };
  }

  function run(call: LogCall, tool: NonNullable<ReturnType<Catalog["get"]>>): Outcome {
    if (call.argumentsError !== undefined) {
      const line = `the arguments of \`${call.tool}\` are not valid JSON: ${call.argumentsError}`;
      return { kind: "rejected", lines: [line] };
    }
    const result = validator.validateToolInput(tool, call.input);
    const schemaError = result.schemaError;
    if (!result.ok) {
      // The message is a header line, then one line per issue: count the issue lines.
      const lines = result.message.split("\n");
      return { kind: "rejected", lines: lines.length > 1 ? lines.slice(1) : lines, schemaError };
    }
    if (result.coercions.length === 0) return { kind: "valid", schemaError };
    return { kind: "repaired", rules: result.coercions.map((c) => c.rule), schemaError };
  }

  return { add, report };
}

type Outcome =
  | { kind: "unknown" }
  | { kind: "valid"; schemaError?: string | undefined }
  | { kind: "repaired"; rules: readonly string[]; schemaError?: string | undefined }
  | { kind: "rejected"; lines: readonly string[]; schemaError?: string | undefined };

function emptyTally(): Tally {
  return { calls: 0, valid: 0, repaired: 0, rejected: 0, unknown: 0, repairs: {} };
}
