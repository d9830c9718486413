import type { JsonSchema } from "@tool-input/coerce";
import type { AjvErrorLike } from "@tool-input/format";

/** The engines that can check inputs against a schema (`precompiled`: `createValidator({ precompiled })`). */
export type EngineName = "ajv" | "interpreter" | "precompiled";

/**
 * The `engine` option: one engine only, or `"auto"`: Ajv, and the interpreter for a schema Ajv
 * could not compile for a reason of its own (docs/pipeline.md, "Engines").
 */
export type EngineChoice = "ajv" | "interpreter" | "auto";

/** Valid or not, stopping at the first error. May throw on a hostile input; the entry points catch. */
export type CheckFunction = (input: unknown) => boolean;

/** Every error of `input` (Ajv's `allErrors` and `verbose` shape); empty when it is valid. */
export type ReportFunction = (input: unknown) => readonly AjvErrorLike[];

/** A schema an engine compiled; dropping the functions frees everything the engine made for it. */
export interface CompiledSchema {
  readonly ok: true;
  /** The engine that compiled it. */
  readonly engine: EngineName;
  /** The fail-fast check, run on every call. */
  readonly check: CheckFunction;
  /** The reporting function, built on its first call (the first rejected input) and then reused. */
  readonly report: ReportFunction;
  /**
   * The counter `check` raises while it runs wherever the checks on a valid input may fire
   * (docs/pipeline.md, "Checks on a valid input"); absent when `check` raises none.
   */
  readonly validInputFlags?: ValidInputFlags;
}

/** A counter a check raises as it runs; a valid input that left it unchanged needs no more checks. */
export interface ValidInputFlags {
  readonly raised: number;
  /**
   * What `raised` was raised to when an object of another prototype than `Object.prototype` or
   * `null` was last met where a keyword reads properties: past the value `raised` had before a
   * check, the check met one (docs/pipeline.md, "Property names an object inherits").
   */
  readonly otherPrototype: number;
}

/**
 * Why an engine could not compile a schema. `"schema"`: the schema is broken (rejected as a
 * schema, a reference that does not resolve, a pattern that is not a regular expression): the
 * `onSchemaError` path. `"engine"`: the engine could not do its work (code generation refused,
 * a compiler stack overflow, not available here): never a reason to pass an input; the next
 * engine is tried, and when none is left the input is rejected as not checked.
 */
export interface CompileFailure {
  readonly ok: false;
  /** Whose fault: the schema's or the engine's. */
  readonly fault: "schema" | "engine";
  /** What went wrong, on one line. */
  readonly reason: string;
}

/** What compiling a schema gave. */
export type CompileOutcome = CompiledSchema | CompileFailure;

/** A validation engine: turns the validator's own JSON copy of a schema into functions. Never throws. */
export interface Engine {
  /** Its name, as in the `engine` option. */
  readonly name: EngineName;
  /** Compiles `schema` (plain JSON, never mutated afterwards; `$schema` included). */
  compile(schema: JsonSchema): CompileOutcome;
}
