import type { PathSegment } from "@tool-input/json";

export type { JsonSchema, PathSegment } from "@tool-input/json";

/**
 * The rule that made a coercion. `empty` and `tool-name` are made by the call-level entry of
 * `@tool-input/validate` (docs/pipeline.md, "The call"), never by `coerce` itself.
 */
export type CoercionRule =
  | "boolean"
  | "number"
  | "integer"
  | "null"
  | "json"
  | "empty"
  | "tool-name";

/** One change made by `coerce`: the value at `path` (a string, except for `empty`) became `to` under `rule`. */
export interface Coercion {
  /** Keys and indices from the root of the input to the changed value. */
  readonly path: readonly PathSegment[];
  /** The rule that applied. */
  readonly rule: CoercionRule;
  /** What was sent: a string; for `empty`, also `null` or `undefined`. */
  readonly from: string | null | undefined;
  /** The value it became; for `"json"`, the structure as decoded, before the repairs inside it (listed next). */
  readonly to: unknown;
}

/** What `coerce` returns. */
export interface CoerceResult {
  /** The input itself (`===`) when nothing changed, otherwise a copy changed along the paths in `coercions`. */
  readonly value: unknown;
  /** Every change made, in the order it was made; empty when nothing changed. */
  readonly coercions: readonly Coercion[];
}

/** Options for `coerce`, `createCoercer` and `decodeRejectedInput`; a field set to `undefined` takes its default. */
export interface CoerceOptions {
  /** `"caseless"` takes `"true"`/`"false"` in any letter case (`"True"`, `"FALSE"`); `"exact"` only the lower-case forms (Claude Code parity). Default `"caseless"`. */
  readonly booleans?: "exact" | "caseless" | undefined;
  /** `"ignore"` coerces nothing under `anyOf`/`oneOf`; `"analyze"` decodes when no branch takes strings. Default `"ignore"`. */
  readonly unions?: "ignore" | "analyze" | undefined;
  /** Schema nodes one acceptance analysis may visit; past it the value there is left unchanged. Default 1,000. */
  readonly budget?: number | undefined;
  /** Values deeper than this (the root is depth 0) are left unchanged, and JSON text is not decoded past it. Default 64. */
  readonly maxDepth?: number | undefined;
  /** Strings longer than this (in UTF-16 code units) are not decoded. Default 1,048,576. */
  readonly maxStringLength?: number | undefined;
  /**
   * Compiles a `patternProperties` pattern into a linear-time test of a key (an RE2 engine such
   * as re2js), or returns `undefined` when it cannot. Without it, only patterns that cannot
   * backtrack catastrophically are run, on keys up to 128 characters; a key no pattern can be
   * decided for is left unchanged.
   */
  readonly patternMatcher?:
    | ((pattern: string) => ((key: string) => boolean) | undefined)
    | undefined;
}
