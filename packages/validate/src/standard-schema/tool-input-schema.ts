import { sharedValidator } from "../shared-validator.js";
import type { ToolDefinition } from "../types.js";
import type { ToolInputSchema, ToolInputSchemaOptions } from "./bind-tool-input-schema.js";

/**
 * `tool`'s input schema as a Standard Schema and a Standard JSON Schema (vendor `"tool-input"`),
 * on the shared default validator: `~standard.validate` repairs and validates synchronously.
 */
export function toolInputSchema<TInput = Record<string, unknown>>(
  tool: ToolDefinition,
  options?: ToolInputSchemaOptions,
): ToolInputSchema<TInput> {
  return sharedValidator().toolInputSchema<TInput>(tool, options);
}
