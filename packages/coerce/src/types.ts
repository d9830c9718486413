import type { PathSegment } from "@tool-input/json";

export type { JsonSchema, PathSegment } from "@tool-input/json";

/**
 * The rule that made a coercion (docs/coercion.md). `empty` and `tool-name` are made by the
 * call-level entry of `@tool-input/validate` (docs/pipeline.md, "The call"), and `projection` by
 * its `projection` option (docs/providers.md, "The way back"), never by `coerce` itself.
 */
export type CoercionRule =
  | "boolean"
  | "number"
  | "integer"
  | "null"
  | "json"
  | "python"
  | "omit"
  | "wrap"
  | "markup"
  | "empty"
  | "tool-name"
  | "projection";

/** One change made by `coerce`: the value at `path` became `to` under `rule`. */
export interface Coercion {
  /** Keys and indices from the root of the input to the changed value. */
  readonly path: readonly PathSegment[];
  /** The rule that applied. */
  readonly rule: CoercionRule;
  /**
   * The value that was sent: a string, except for `omit` (`null` or `""`), `wrap` (the lone
   * value), `empty` (also `null` or `undefined`) and `projection` (`null`).
   */
  readonly from: unknown;
  /**
   * The value it became; for `"json"` and `"python"`, the structure as decoded, before the
   * repairs inside it (listed next); for `"markup"`, an object of the text kept under the key
   * and the text moved to each parameter the markup named (`markupParts` tells them apart).
   * Absent for `"omit"` and `"projection"`: the key is gone.
   */
  readonly to?: unknown;
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
  /** `"wrap"` puts a lone value where an array belongs into a one-item array (rule `wrap`); `"exact"` leaves it for validation to report. Default `"wrap"`. */
  readonly arrays?: "wrap" | "exact" | undefined;
  /** `"omit"` removes an optional key holding `null` (or `""`) its schema refuses (rule `omit`); `"exact"` keeps it. Default `"omit"`. */
  readonly optionals?: "omit" | "exact" | undefined;
  /** `"decode"` decodes Python literals (`"['a', 'b']"`) where a structure belongs (rule `python`); `"ignore"` decodes JSON only. Default `"decode"`. */
  readonly python?: "decode" | "ignore" | undefined;
  /** `"split"` moves a parameter that tool-call markup started inside another's text into its own key (rule `markup`); `"ignore"` leaves the text. Default `"ignore"` (`@tool-input/validate` rejects such a call by default). */
  readonly markup?: "split" | "ignore" | undefined;
  /**
   * `"repair"` repairs a structure decoded from JSON text or a Python literal against the same
   * schema node, as the input around it (`"[{\"dryRun\":\"false\"}]"` gets its inner `"false"`
   * fixed too); `"keep"` leaves it as decoded, for a caller that checks the result and coerces
   * again with `"repair"` where the check fails (the repair path of `@tool-input/validate`), and
   * leaves as it is a string holding `</` that rules `json`, `python` or `wrap` would take (its
   * markup may name a parameter of the object around it). Default `"repair"`.
   */
  readonly decoded?: "repair" | "keep" | undefined;
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
  /**
   * `true` lets the coercer make, with `new Function`, a small copy function for each object
   * shape it repairs again and again: over a catalog of tools such copies take about a third of
   * the time (docs/coercion.md, "Code generation"). Where code generation is refused it copies as
   * without. Default `false`: coerce generates no code unless asked.
   */
  readonly codeGeneration?: boolean | undefined;
}
