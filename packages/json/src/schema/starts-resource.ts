/** Whether a schema object starts a new resource: it has an `$id` that is not a bare anchor. */
export function startsResource(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  const id: unknown = (schema as Record<string, unknown>).$id;
  return typeof id === "string" && !id.startsWith("#");
}
