import type { JsonSchema } from "@tool-input/json";

/**
 * `schema` without its root `$schema`, as both engines compile it once the dialect is chosen
 * (Ajv would check the schema against the meta-schema `$schema` names, and reports
 * `parentSchema` without it).
 */
export function withoutSchemaKeyword(schema: JsonSchema): JsonSchema {
  if (typeof schema !== "object" || !("$schema" in schema)) return schema;
  const { $schema: _dropped, ...rest } = schema;
  return rest;
}
