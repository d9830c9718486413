import type { Dialect } from "@tool-input/json";
import { alwaysValid } from "../check/closure/ajv-schema-facts.js";
import { setIgnoredSubschema } from "./ignored-subschemas.js";

// The nodes of a copy for @cfworker/json-schema whose `contains` is checked as a length.
const containsAsLength = new WeakSet<object>();

/**
 * Rewrites the `contains` of a copy @cfworker/json-schema runs (the report, the fallback check) to
 * evaluate the items Ajv's evaluates (vocabularies/applicator/contains.ts), where @cfworker
 * evaluates each item that matches. A `contains` always valid (`{}`, `true`, annotations only),
 * or with `minContains` over `maxContains`, is a length check to Ajv and evaluates nothing: it is
 * kept aside and its limits folded into `minItems` and `maxItems`. Any other evaluates every item
 * once compiled, whichever match: an always-valid `items` (or draft 2019-09's `additionalItems`
 * after a list) says so. `from` is the source node; `out` its copy, `contains` copied into it.
 */
export function containsAsAjv(
  from: Record<string, unknown>,
  out: Record<string, unknown>,
  dialect: Dialect,
): void {
  if (!Object.hasOwn(out, "contains")) return; // absent, or ignored by Ajv (kept aside already)
  // Read from the copy, which has neither under draft-07 (Ajv then asks for one item).
  const min = typeof out.minContains === "number" ? out.minContains : 1;
  const max = typeof out.maxContains === "number" ? out.maxContains : undefined;
  if (alwaysValid(from.contains, dialect) || (max !== undefined && min > max)) {
    setIgnoredSubschema(out, "contains", out.contains);
    delete out.contains;
    containsAsLength.add(out);
    const minItems = typeof out.minItems === "number" ? out.minItems : 0;
    if (min > minItems) out.minItems = min;
    const maxItems = typeof out.maxItems === "number" ? out.maxItems : Number.POSITIVE_INFINITY;
    if (max !== undefined && max < maxItems) out.maxItems = max;
    return;
  }
  if (out.items === undefined) out.items = true;
  else if (Array.isArray(out.items) && out.additionalItems === undefined) {
    out.additionalItems = true;
  }
}

/** Whether the copy checks `node`'s `contains` through `minItems` and `maxItems` (above). */
export function checksContainsAsLength(node: object): boolean {
  return containsAsLength.has(node);
}
