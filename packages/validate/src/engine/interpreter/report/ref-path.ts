import { ajvRank } from "@tool-input/json";

const refKeywords = new Set([
  "$ref",
  "$recursiveRef",
  "$recursiveAnchor",
  "$dynamicRef",
  "$dynamicAnchor",
]);
const otherRules = new Set(["then", "else", "minContains", "maxContains", "$comment"]);

// Answers per schema object: a report reads the same `$ref` targets again for every error.
const known = new WeakMap<object, boolean>();

/** Whether `schema` has a reference anywhere inside, values of every keyword included (Ajv's `hasRef`). */
export function hasRef(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  let found = false;
  if (Array.isArray(schema)) found = schema.some(hasRef);
  else {
    for (const key of Object.keys(schema)) {
      if (refKeywords.has(key) || hasRef((schema as Record<string, unknown>)[key])) {
        found = true;
        break;
      }
    }
  }
  known.set(schema, found);
  return found;
}

/** Whether `schema` holds nothing Ajv evaluates but its `$ref` (Ajv follows such a chain through). */
export function onlyRef(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null || !("$ref" in schema)) return false;
  return Object.keys(schema).every(
    (key) => key === "$ref" || (!otherRules.has(key) && ajvRank(key) === ajvRank("")),
  );
}

/**
 * The `schemaPath` prefix Ajv gives the errors inside the target of `ref` (written in a node at
 * `path`; `target` is the end of its chain of `$ref`-only schemas). Ajv inlines a target without
 * references of its own, its errors under the `$ref` text as written (`#/$defs/a/type`); it
 * compiles any other target as a function of its own, whose errors start again at `#`. A
 * `$ref`-only schema reached through a reference passes its caller's prefix on.
 */
export function refPath(
  ref: string,
  target: unknown,
  path: string,
  reachedByRef: boolean,
  node: unknown,
): string {
  if (reachedByRef && onlyRef(node)) return path;
  return typeof target === "boolean" || !hasRef(target) ? ref : "#";
}
