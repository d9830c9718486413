import type { JsonSchema } from "@tool-input/coerce";
import { SchemaCache } from "./cache/schema-cache.js";
import { enginesFor } from "./engine/engines-for.js";
import { oneLine } from "./engine/one-line.js";
import { createPrecompiledEngine } from "./engine/precompiled/precompiled-engine.js";
import { bareSchemaErrorSentence, toolNameOf } from "./pipeline/describe-tool.js";
import { coerceOptionsOf, ownOptions } from "./pipeline/resolve-options.js";
import { noCoercions, runPipeline } from "./pipeline/run-pipeline.js";
import { thrownRejection } from "./pipeline/thrown-rejection.js";
import { needsValidInputChecks } from "./pipeline/valid-input-checks.js";
import {
  bindToolInputSchema,
  type ToolInputSchema,
  type ToolInputSchemaOptions,
} from "./standard-schema/bind-tool-input-schema.js";
import type {
  SchemaValidation,
  ToolDefinition,
  ToolInputResult,
  ValidateOptions,
  ValidatorOptions,
} from "./types.js";

/** One set of engines with its compiled-schema cache. */
export interface Validator {
  /** Checks `input` against `schema` with the cached compiled validator; never throws. */
  validate(schema: JsonSchema, input: unknown): SchemaValidation;
  /** Runs the pipeline (validate, coerce when invalid, validate again, format) for one call. */
  validateToolInput(
    tool: ToolDefinition,
    input: unknown,
    options?: ValidateOptions,
  ): ToolInputResult;
  /** `tool`'s input schema as a Standard Schema and Standard JSON Schema, on this validator. */
  toolInputSchema<TInput = Record<string, unknown>>(
    tool: ToolDefinition,
    options?: ToolInputSchemaOptions,
  ): ToolInputSchema<TInput>;
}

const defaultCacheSize = 500;
const valid: SchemaValidation = Object.freeze({ valid: true, errors: Object.freeze([]) as [] });

/** Creates a validator with its own engines and cache; schemas compile on first use. */
export function createValidator(options?: ValidatorOptions): Validator {
  const { cacheSize, engine, precompiled, ...defaults } = ownOptions(options);
  // A precompiled module answers for the schemas it holds, the engines for any other.
  const engines =
    precompiled === undefined
      ? enginesFor(engine)
      : [createPrecompiledEngine(precompiled), ...enginesFor(engine)];
  // The coercion settings of a call without options, worked out once (docs/performance.md).
  const defaultCoerce = coerceOptionsOf(defaults);
  const cache = new SchemaCache(
    typeof cacheSize === "number" && cacheSize >= 1 ? cacheSize : defaultCacheSize,
    engines,
  );

  return {
    validate(schema, input) {
      try {
        // Hot path: identity lookup and the checking function, nothing else.
        let entry = cache.peek(schema);
        let check = entry?.check;
        if (entry === undefined || check === undefined) {
          entry = cache.lookup(schema);
          check = entry.check;
          if (check === undefined) {
            const problem = entry.error ?? "unknown error";
            const schemaError = bareSchemaErrorSentence(problem, entry.fault);
            return { valid: false, errors: [], schemaError };
          }
        }
        if (check(input)) return valid;
        // Every error, with the verbose fields: from the reporting function.
        return { valid: false, errors: entry.report?.(input) ?? [] };
      } catch (error) {
        // Only a hostile input gets here (a throwing Proxy, a recursion deeper than the stack).
        const schemaError = `The input could not be checked (${oneLine(error)}).`;
        return { valid: false, errors: [], schemaError };
      }
    },

    validateToolInput(tool, input, callOptions) {
      try {
        // Hot path (docs/pipeline.md, "Caching"): identity lookup and the compiled function.
        const entry = cache.peek(tool?.inputSchema);
        if (entry?.check?.(input)) {
          if (!needsValidInputChecks(input, entry.source, callOptions, defaults)) {
            return { ok: true, value: input, coercions: noCoercions };
          }
          return runPipeline(cache, defaults, defaultCoerce, tool, input, callOptions, undefined);
        }
        return runPipeline(cache, defaults, defaultCoerce, tool, input, callOptions, entry);
      } catch (error) {
        return thrownRejection(toolNameOf(tool), input, error);
      }
    },

    toolInputSchema(tool, schemaOptions) {
      return bindToolInputSchema(cache, defaults, defaultCoerce, tool, schemaOptions);
    },
  };
}
