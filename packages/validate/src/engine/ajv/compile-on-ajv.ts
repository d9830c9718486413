import type { Dialect, JsonSchema } from "@tool-input/coerce";
import type { ValidateFunction } from "ajv";
import { namesInheritedProperties } from "../inherited-names.js";
import { type AjvInstance, type AjvRole, createAjv } from "./create-ajv.js";

/**
 * Compiles `schema` (`$schema` already dropped) for `role` on an Ajv instance of its own, so
 * nothing one schema does (its `$id`, a failed compile) reaches another (docs/security.md,
 * "Isolation"); the instance goes when the function does. With `meta`, the schema is first
 * checked against the dialect's meta-schema. Throws what Ajv throws.
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
  const hasRootId = typeof schema === "object" && schema !== null && "$id" in schema;
  const own = namesInheritedProperties(schema);
  return createAjv(dialect, role, !hasRootId, false, own).compile(schema);
}
