import type { JsonSchema } from "@tool-input/coerce";
import { type Dialect, dialectOf } from "@tool-input/coerce";
import type { ValidateFunction } from "ajv";
import type { AjvInstance } from "./create-ajv.js";

/** What compiling one schema gave: a validate function, or the reason there is none. */
export interface CompiledSchema {
  /** The compiled function; `undefined` when the schema could not be compiled. */
  readonly check: ValidateFunction | undefined;
  /** Why the schema could not be compiled (Ajv's message, on one line). */
  readonly error: string | undefined;
  /** The Ajv instance holding the compiled schema, to remove it from again. */
  readonly ajv: AjvInstance | undefined;
  /** The object handed to `ajv.compile` (Ajv's own cache key). */
  readonly compiled: JsonSchema | undefined;
  /** The dialect it compiled under (the reporting function is compiled under the same one). */
  readonly dialect: Dialect | undefined;
}

// No `$schema`, or one Ajv does not know: 2020-12 first, draft-07 when that fails (SPEC, "validate").
const fallback: readonly Dialect[] = ["2020-12", "draft-07"];

/**
 * Compiles `source` (the validator's own JSON copy of a tool's schema) on the Ajv instance of its
 * dialect. Never throws: a failure comes back as `error`.
 */
export function compileSchema(
  source: JsonSchema,
  ajvFor: (dialect: Dialect) => AjvInstance,
): CompiledSchema {
  const dialect = dialectOf(source);
  // The dialect is chosen by now: without `$schema` Ajv checks the schema against the instance's
  // own meta-schema, so an unknown or differently spelled URI cannot fail the compile.
  let compiled: JsonSchema = source;
  if (typeof source === "object" && "$schema" in source) {
    const { $schema: _dropped, ...rest } = source;
    compiled = rest;
  }
  let firstError: string | undefined;
  for (const candidate of dialect === undefined ? fallback : [dialect]) {
    const ajv = ajvFor(candidate);
    try {
      return { check: ajv.compile(compiled), error: undefined, ajv, compiled, dialect: candidate };
    } catch (error) {
      forget(ajv, compiled);
      firstError ??= oneLine(error);
    }
  }
  return {
    check: undefined,
    error: firstError,
    ajv: undefined,
    compiled: undefined,
    dialect: undefined,
  };
}

/** Removes `compiled` from Ajv's internal cache (Ajv keeps every schema it compiled, by object). */
export function forget(ajv: AjvInstance, compiled: JsonSchema): void {
  // Ajv's removeSchema throws for a boolean; boolean schemas are two cache slots at most.
  if (typeof compiled !== "object") return;
  try {
    ajv.removeSchema(compiled);
  } catch {
    // Nothing to release.
  }
}

/** An error's message on one line, at most 500 characters. */
export function oneLine(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message : String(error);
  } catch {
    text = "unknown error";
  }
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
}
