import { refTarget } from "./ref-unit-errors.js";

/**
 * Whether Ajv counts the property `key` of the node's value evaluated whatever its value:
 * named by the node's `properties` or matched by its `patternProperties` (a `__proto__` entry
 * left out, as Ajv leaves it), or by those of an `allOf` branch or a `$ref` target, whose
 * evaluation Ajv merges as it compiles. @cfworker/json-schema counts such a property evaluated
 * only where its value passes, so its `unevaluatedProperties` names more than Ajv's does.
 */
export function staticallyEvaluated(
  node: unknown,
  key: string,
  lookup: Readonly<Record<string, unknown>>,
  seen: Set<unknown> = new Set(),
): boolean {
  if (typeof node !== "object" || node === null || seen.has(node)) return false;
  seen.add(node);
  const schema = node as Record<string, unknown>;
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (key !== "__proto__" && properties !== undefined && Object.hasOwn(properties, key)) {
    return true;
  }
  const patterns = schema.patternProperties as Record<string, unknown> | undefined;
  if (
    patterns !== undefined &&
    Object.keys(patterns).some(
      (pattern) => pattern !== "__proto__" && new RegExp(pattern, "u").test(key),
    )
  ) {
    return true;
  }
  const allOf = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [];
  if (allOf.some((branch) => staticallyEvaluated(branch, key, lookup, seen))) return true;
  return (
    schema.$ref !== undefined && staticallyEvaluated(refTarget(schema, lookup), key, lookup, seen)
  );
}
