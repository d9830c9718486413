import type { Dialect, JsonSchema } from "@tool-input/coerce";
import type { ValidateFunction } from "ajv";
import { namesInheritedProperties } from "../inherited-names.js";
import { createAjvPool, readSelfContained } from "./ajv-pool.js";
import { type AjvInstance, type AjvRole, createAjv } from "./create-ajv.js";

const pooled = createAjvPool();

/**
 * Compiles `schema` (`$schema` already dropped) for `role` so nothing one schema does (its
 * `$id`, a failed compile) reaches another (docs/security.md, "Isolation"): a schema that only
 * refers to itself on a pooled instance as its root, any other on an instance of its
 * own (and so is one whose pooled compile fails). With `meta`, the schema is first checked
 * against the dialect's meta-schema. Throws what Ajv throws.
 */
export function compileOnAjv(
  schema: JsonSchema,
  dialect: Dialect,
  role: Exclude<AjvRole, "meta">,
  meta?: AjvInstance,
): ValidateFunction {
  if (meta !== undefined && !meta.validateSchema(schema)) {
    // Ajv's own wording when its compile meets an invalid schema.
    throw new Error(`schema is invalid: ${meta.errorsText(meta.errors)}`);
  }
  const own = namesInheritedProperties(schema);
  const contained =
    typeof schema === "object" && schema !== null ? readSelfContained(schema) : undefined;
  if (contained !== undefined) {
    try {
      return pooled(schema, dialect, role, own, contained.readsEvaluated);
    } catch {
      // Compiled again on an instance of its own, so the reason is Ajv's for this schema alone.
    }
  }
  const hasRootId = typeof schema === "object" && schema !== null && "$id" in schema;
  return createAjv(dialect, role, !hasRootId, false, own).compile(schema);
}
