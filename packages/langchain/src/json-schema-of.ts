import { toJsonSchema } from "@langchain/core/utils/json_schema";
import type { JsonSchema } from "@tool-input/validate";

// One conversion per schema object, so the validator's identity lookup finds it
// (docs/pipeline.md, "Caching"): LangChain caches only conversions made without options.
const converted = new WeakMap<object, JsonSchema | undefined>();

/**
 * The JSON Schema of a tool's arguments as the tool takes them (zod, Standard JSON Schema such
 * as `toolInputSchema`, or JSON Schema). A zod 4 schema is read as its input (`io: "input"`):
 * LangChain fills a `.default()` field the model leaves out, so it is not required here, where
 * the schema LangChain sends the model lists it as required; zod 3 and Standard JSON Schema are
 * read as input already. `undefined` when there is none to read.
 */
export function jsonSchemaOf(tool: unknown): JsonSchema | undefined {
  try {
    const schema = (tool as { schema?: unknown } | undefined)?.schema;
    if (typeof schema !== "object" || schema === null) return undefined;
    if (!converted.has(schema)) converted.set(schema, inputJsonSchema(schema));
    return converted.get(schema);
  } catch {
    return undefined;
  }
}

function inputJsonSchema(schema: object): JsonSchema | undefined {
  const json: unknown = toJsonSchema(schema as Parameters<typeof toJsonSchema>[0], {
    io: "input",
  });
  return typeof json === "object" && json !== null ? (json as JsonSchema) : undefined;
}
