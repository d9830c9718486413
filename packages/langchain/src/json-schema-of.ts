import { toJsonSchema } from "@langchain/core/utils/json_schema";
import type { JsonSchema } from "@tool-input/validate";

/**
 * The JSON Schema of a tool's arguments, as LangChain sends it to the model (zod, Standard JSON
 * Schema such as `toolInputSchema`, or JSON Schema); LangChain caches it per schema object, so
 * the validator's identity lookup finds it. `undefined` when there is none to read.
 */
export function jsonSchemaOf(tool: unknown): JsonSchema | undefined {
  try {
    const schema = (tool as { schema?: unknown } | undefined)?.schema;
    if (typeof schema !== "object" || schema === null) return undefined;
    const json: unknown = toJsonSchema(schema as Parameters<typeof toJsonSchema>[0]);
    return typeof json === "object" && json !== null ? (json as JsonSchema) : undefined;
  } catch {
    return undefined;
  }
}
