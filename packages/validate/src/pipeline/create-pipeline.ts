import type { AjvErrorLike } from "@tool-input/format";
import { SchemaCache } from "../cache/schema-cache.js";
import { enginesFor } from "../engine/engines-for.js";
import { oneLine } from "../engine/one-line.js";
import { createPrecompiledEngine } from "../engine/precompiled/precompiled-engine.js";
import { ownPropertiesView } from "../input/own-properties-view.js";
import type {
  SchemaUnusable,
  SchemaValid,
  SchemaValidation,
  ToolDefinition,
  ToolInputResult,
  ValidateOptions,
  ValidatorOptions,
} from "../types.js";
import { bareSchemaErrorSentence, toolNameOf } from "./describe-tool.js";
import { acceptFirstPass } from "./first-pass.js";
import { metOtherPrototype } from "./met-other-prototype.js";
import { coerceOptionsOf, creationOptions } from "./resolve-options.js";
import { noCoercions, type PipelineContext, runPipeline } from "./run-pipeline.js";
import { thrownRejection } from "./thrown-rejection.js";
import { needsValidInputChecks } from "./valid-input/valid-input-checks.js";

/**
 * One validator's pipeline: its cache and defaults, and the two entry points, each the one
 * boundary past which nothing throws (docs/pipeline.md, "Never throws").
 */
export interface Pipeline extends PipelineContext {
  /** `Validator#validate`: the compiled check alone. */
  readonly validate: (schema: unknown, input: unknown) => SchemaValidation;
  /** `Validator#validateToolInput`, and what a bound `toolInputSchema` runs. */
  readonly validateToolInput: (
    tool: ToolDefinition,
    input: unknown,
    callOptions: ValidateOptions | undefined,
  ) => ToolInputResult;
}

const defaultCacheSize = 500;
const valid: SchemaValid = Object.freeze({
  status: "valid",
  valid: true,
  errors: Object.freeze([]) as [],
});

/**
 * The error of an input the check rejected where the reporting function found none to give (the
 * interpreter reports with @cfworker/json-schema, whose `multipleOf` and formats are not all the
 * check's): one at the root, so `errors` is never empty (docs/pipeline.md, "Result shapes").
 */
const unreported: readonly AjvErrorLike[] = Object.freeze([
  Object.freeze({
    keyword: "schema",
    instancePath: "",
    schemaPath: "#",
    params: Object.freeze({}),
    message: "must match the schema",
  }),
]);

/** The pipeline of `createValidator(options)`: its own engines and cache; schemas compile on first use. */
export function createPipeline(options: ValidatorOptions | undefined): Pipeline {
  const { cacheSize, engine, precompiled, ...defaults } = creationOptions(options);
  // A precompiled module answers for the schemas it holds, the engines for any other.
  const engines =
    precompiled === undefined
      ? enginesFor(engine)
      : [createPrecompiledEngine(precompiled), ...enginesFor(engine)];
  const cache = new SchemaCache(
    typeof cacheSize === "number" && cacheSize >= 1 ? cacheSize : defaultCacheSize,
    engines,
  );
  const context: PipelineContext = { cache, defaults, defaultCoerce: coerceOptionsOf(defaults) };
  // A call with the validator's options, where they project nothing, runs the repair path's first
  // pass here once its coercer is made, without the layers of `runPipeline` around it
  // (docs/pipeline.md, "On a repaired call").
  const firstPassHere =
    defaults.projection === undefined && context.defaultCoerce.firstPass !== undefined;

  const validate = (schema: unknown, input: unknown): SchemaValidation => {
    try {
      // Hot path: identity lookup and the checking function, nothing else.
      let entry = cache.peek(schema);
      if (entry?.state !== "compiled") {
        entry = cache.lookup(schema);
        if (entry.state === "broken") {
          return unchecked(bareSchemaErrorSentence(entry.reason, entry.fault));
        }
      }
      const flags = entry.validInputFlags;
      const raised = flags?.raised;
      const accepted = entry.check(input);
      if (accepted && !metOtherPrototype(flags, raised, input)) return valid;
      // An object of another prototype is checked on its own properties (docs/pipeline.md,
      // "Property names an object inherits"); any other input is `own` itself.
      const own = ownPropertiesView(input);
      if (own === input ? accepted : entry.check(own)) return valid;
      // Every error, with the verbose fields: from the reporting function.
      const errors = entry.report(own);
      return { status: "invalid", valid: false, errors: errors.length > 0 ? errors : unreported };
    } catch (error) {
      // Only a hostile input gets here (a throwing Proxy, a recursion deeper than the stack).
      return unchecked(`The input could not be checked (${oneLine(error)}).`);
    }
  };

  const validateToolInput = (
    tool: ToolDefinition,
    input: unknown,
    callOptions: ValidateOptions | undefined,
  ): ToolInputResult => {
    try {
      // Hot path (docs/pipeline.md, "Caching"): identity lookup and the compiled function.
      const entry = cache.peek(tool?.inputSchema);
      if (entry?.state === "compiled") {
        // `checkRaising` written in: a call here costs a few percent of the valid path.
        const flags = entry.validInputFlags;
        const raised = flags?.raised;
        if (!entry.check(input)) {
          const firstPass =
            firstPassHere && callOptions === undefined && flags !== undefined && isObject(input)
              ? entry.firstPassCoercer
              : undefined;
          if (firstPass !== undefined) {
            const accepted = acceptFirstPass(entry, input, firstPass(input));
            if (accepted !== undefined) return accepted;
          }
          return runPipeline({
            context,
            tool,
            input,
            callOptions,
            rejectedBy: entry,
            firstPassTried: firstPass !== undefined,
          });
        }
        // The check raised no flag, or the walk finds nothing (docs/pipeline.md, "Checks on a valid
        // input") and no object of another prototype was met ("Property names an object inherits").
        if (
          (flags !== undefined && flags.raised === raised) ||
          (!metOtherPrototype(flags, raised, input) &&
            !needsValidInputChecks(input, entry.source, callOptions, defaults))
        ) {
          return { ok: true, status: "accepted", value: input, coercions: noCoercions };
        }
      }
      return runPipeline({ context, tool, input, callOptions, rejectedBy: undefined });
    } catch (error) {
      return thrownRejection(toolNameOf(tool), input, error);
    }
  };

  return { ...context, validate, validateToolInput };
}

function unchecked(schemaError: string): SchemaUnusable {
  return { status: "unchecked", valid: false, errors: [], schemaError };
}

function isObject(input: unknown): input is object {
  return typeof input === "object" && input !== null;
}
