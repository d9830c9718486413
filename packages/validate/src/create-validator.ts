import type { JsonSchema } from "@tool-input/coerce";
import { createPipeline } from "./pipeline/create-pipeline.js";
import {
  bindToolInputSchema,
  type ToolInputSchema,
  type ToolInputSchemaOptions,
} from "./standard-schema/bind-tool-input-schema.js";
import { rememberToolInputSchemaOn } from "./standard-schema/tool-input-schema-through.js";
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

/** Creates a validator with its own engines and cache; schemas compile on first use. */
export function createValidator(options?: ValidatorOptions): Validator {
  const pipeline = createPipeline(options);
  const validator: Validator = {
    validate: pipeline.validate,
    validateToolInput: pipeline.validateToolInput,
    toolInputSchema: (tool, schemaOptions) => bindToolInputSchema(pipeline, tool, schemaOptions),
  };
  // Its schemas on another run, with this validator's defaults: for `toolInputSchemaThrough`.
  rememberToolInputSchemaOn(validator, (validateToolInput) => (tool, schemaOptions) => {
    const runner = { defaults: pipeline.defaults, validateToolInput };
    return bindToolInputSchema(runner, tool, schemaOptions);
  });
  return validator;
}
