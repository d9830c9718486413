// The schema objects (the validator's own copies) the Ajv engine compiled.
const compiled = new WeakSet<object>();

/** Records that Ajv compiled `schema`: the validator runs generated code for it. */
export function markCompiledByAjv(schema: unknown): void {
  if (typeof schema === "object" && schema !== null) compiled.add(schema);
}

/**
 * Whether Ajv compiled `schema`. The checks on a valid input generate code of their own only for
 * such a schema (docs/performance.md, "1. Valid input"), so the interpreter, the engine for places
 * that forbid generated code, never meets any.
 */
export function compiledByAjv(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && compiled.has(schema);
}
