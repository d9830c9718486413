import { decodedTextLimit } from "@tool-input/json";
import type { PatternMatcher } from "./plan/key-pattern.js";
import type { CoerceOptions } from "./types.js";

/** `CoerceOptions` with every default filled in and every value checked. */
export interface ResolvedOptions {
  /** Whether `"True"` / `"FALSE"` count as booleans. */
  readonly caselessBooleans: boolean;
  /** Whether `anyOf` / `oneOf` are analysed instead of left alone. */
  readonly analyzeUnions: boolean;
  /** Whether a lone value is wrapped where an array belongs (rule `wrap`). */
  readonly wrapArrays: boolean;
  /** Whether optional keys holding `null` or `""` their schema refuses are removed (rule `omit`). */
  readonly omitOptionals: boolean;
  /** Whether Python literals are decoded where a structure belongs (rule `python`). */
  readonly decodePython: boolean;
  /** Whether leaked tool-call markup is split into the parameters it names (rule `markup`). */
  readonly splitMarkup: boolean;
  /** Whether a structure decoded from text is repaired inside too. */
  readonly repairDecoded: boolean;
  /** Schema nodes one acceptance analysis may visit. */
  readonly budget: number;
  /** Values deeper than this are left unchanged. */
  readonly maxDepth: number;
  /** Strings longer than this are not decoded. */
  readonly maxStringLength: number;
  /** A linear-time engine for `patternProperties` patterns, when one is given. */
  readonly patternMatcher: PatternMatcher | undefined;
  /** Whether a copy function may be generated per object program (`new Function`). */
  readonly codeGeneration: boolean;
}

/** The default node budget of one acceptance analysis (docs/coercion.md, "Bounds"). */
export const DEFAULT_BUDGET = 1_000;
/** The default depth below which values are left unchanged. */
export const DEFAULT_MAX_DEPTH = 64;
/** The default length (UTF-16 code units) past which strings are not decoded: 1 MiB. */
export const DEFAULT_MAX_STRING_LENGTH: number = decodedTextLimit;

/** Fills in defaults; a missing, negative or non-numeric bound falls back to its default. */
export function resolveOptions(options: CoerceOptions | undefined): ResolvedOptions {
  const given: Partial<Record<keyof CoerceOptions, unknown>> =
    typeof options === "object" && options !== null ? options : {};
  return {
    caselessBooleans: given.booleans !== "exact",
    analyzeUnions: given.unions === "analyze",
    wrapArrays: given.arrays !== "exact",
    omitOptionals: given.optionals !== "exact",
    decodePython: given.python !== "ignore",
    splitMarkup: given.markup === "split",
    repairDecoded: given.decoded !== "keep",
    budget: bound(given.budget, DEFAULT_BUDGET),
    maxDepth: bound(given.maxDepth, DEFAULT_MAX_DEPTH),
    maxStringLength: bound(given.maxStringLength, DEFAULT_MAX_STRING_LENGTH),
    patternMatcher:
      typeof given.patternMatcher === "function"
        ? (given.patternMatcher as PatternMatcher)
        : undefined,
    codeGeneration: given.codeGeneration === true,
  };
}

function bound(value: unknown, fallback: number): number {
  return typeof value === "number" && value >= 0 && !Number.isNaN(value)
    ? Math.floor(value)
    : fallback;
}
