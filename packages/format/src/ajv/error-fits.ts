import { fragmentTokens } from "@tool-input/json";
import type { AjvErrorLike } from "./ajv-error-like.js";
import type { RefTarget } from "./branch-reach.js";

/** Nodes compared before two schema values are taken as different. */
const MAX_COMPARED = 1_000;

/** Whether two JSON values are equal, comparing at most MAX_COMPARED nodes. */
function sameJson(a: unknown, b: unknown, budget = { left: MAX_COMPARED }): boolean {
  if (--budget.left < 0) return false;
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], budget),
  );
}

/** Whether `node` holds, at `rest` (a schema path below it), the keyword value `error` names. */
function holds(node: unknown, rest: string, error: AjvErrorLike): boolean {
  // Ajv writes a schema path's fragment tokens percent-encoded.
  const tokens = fragmentTokens(`/${rest}`);
  if (tokens === undefined) return false;
  let at: unknown = node;
  for (const token of tokens) {
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, token)) return false;
    at = (at as Record<string, unknown>)[token];
  }
  // A `false` subschema's error names the `false` itself; any other error its keyword's value.
  return error.keyword === "false schema" ? at === false : sameJson(at, error.schema);
}

/**
 * Whether `error`, raised inside a `$ref` (its schema path under the reference, or under `#` when
 * Ajv compiled the reference apart), can come from one of `targets`: the schema there holds the
 * keyword with the value the error names.
 */
export function errorFits(error: AjvErrorLike, targets: readonly RefTarget[]): boolean {
  const schemaPath = error.schemaPath;
  return targets.some(({ ref, node }) => {
    if (schemaPath.startsWith(`${ref}/`))
      return holds(node, schemaPath.slice(ref.length + 1), error);
    return schemaPath.startsWith("#/") && holds(node, schemaPath.slice(2), error);
  });
}
