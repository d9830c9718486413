import type { CoerceResult, JsonSchema } from "@tool-input/coerce";
import type {
  CheckFunction,
  CompileFailure,
  EngineName,
  ReportFunction,
  ValidInputFlags,
} from "../engine/types.js";

/** A coercer made by `createCoercer` for one schema and one set of coercion options. */
export type Coercer = (value: unknown) => CoerceResult;

/** The coercers of one schema, made on first need (docs/pipeline.md, "Caching"). */
export interface EntryCoercers {
  /** The coercer for the validator's default coercion options. */
  defaultCoercer: Coercer | undefined;
  /** The same without rule `markup`, keeping decoded text as decoded: the repair path's first pass (see `runPipeline`). */
  firstPassCoercer: Coercer | undefined;
  /** Coercers for other coercion options, by their signature. */
  coercers: Map<string, Coercer> | undefined;
}

/** A schema an engine compiled: its functions, and the copy coercion follows. */
export interface CompiledEntry extends EntryCoercers {
  readonly state: "compiled";
  /** The engine that compiled it. */
  readonly engine: EngineName;
  /** The fail-fast check. */
  readonly check: CheckFunction;
  /** Every error of a rejected input (built by the engine on its first call). */
  readonly report: ReportFunction;
  /** The validator's own JSON copy of the schema. */
  readonly source: JsonSchema;
  /** What `check` raises where the checks on a valid input may fire, if it raises any. */
  readonly validInputFlags: ValidInputFlags | undefined;
  /**
   * What `check` and `report` read of a value where that is not the value itself (an input of
   * another prototype, read as its own properties: `checkingOwnProperties`), for the messages to
   * describe what was checked.
   */
  readonly checkedView?: ((value: unknown) => unknown) | undefined;
}

/** A schema no engine compiled: why, and whose fault it is (docs/pipeline.md, "Engines"). */
export interface BrokenEntry extends EntryCoercers {
  readonly state: "broken";
  /** A broken schema's (the `onSchemaError` path), or the engines' (never a reason to pass). */
  readonly fault: CompileFailure["fault"];
  /** Why, on one line. */
  readonly reason: string;
  /** The validator's JSON copy, which coercion still follows; `undefined` when it was not read or is past the budget. */
  readonly source: JsonSchema | undefined;
}

/** A schema content the LRU pushed out, its functions dropped: look the schema up again. */
export interface EvictedEntry {
  readonly state: "evicted";
}

/** What the cache holds for one schema content; a `switch` on `state` covers every case. */
export type CacheEntry = CompiledEntry | BrokenEntry | EvictedEntry;

/** What a lookup answers: a schema compiled or broken, never one pushed out. */
export type LiveEntry = CompiledEntry | BrokenEntry;

/** The one evicted entry: an evicted content holds nothing. */
export const evictedEntry: EvictedEntry = Object.freeze({ state: "evicted" });

/** The entry of a schema no engine compiled, with `source` when coercion can follow it. */
export function brokenEntry(
  reason: string,
  fault: CompileFailure["fault"] = "schema",
  source?: JsonSchema,
): BrokenEntry {
  return {
    state: "broken",
    fault,
    reason,
    source,
    defaultCoercer: undefined,
    firstPassCoercer: undefined,
    coercers: undefined,
  };
}
