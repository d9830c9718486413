/** The JSON Schema dialects the validator compiles, each on its own Ajv instance. */
export type Dialect = "draft-07" | "2019-09" | "2020-12";

// Draft-04 and draft-06 have no Ajv 8 class of their own: they go to the draft-07 instance,
// best effort (docs/pipeline.md, "Dialects").
const byUri: Readonly<Record<string, Dialect>> = {
  "json-schema.org/draft-07/schema": "draft-07",
  "json-schema.org/draft-06/schema": "draft-07",
  "json-schema.org/draft-04/schema": "draft-07",
  "json-schema.org/draft/2019-09/schema": "2019-09",
  "json-schema.org/draft/2020-12/schema": "2020-12",
};

/** The dialect a schema's `$schema` names, or `undefined` when it names none Ajv knows. */
export function dialectOf(schema: unknown): Dialect | undefined {
  if (typeof schema !== "object" || schema === null) return undefined;
  const uri: unknown = (schema as { $schema?: unknown }).$schema;
  if (typeof uri !== "string") return undefined;
  const match = /^https?:\/\/(.*?)#?$/.exec(uri.trim());
  return match?.[1] === undefined ? undefined : byUri[match[1]];
}
