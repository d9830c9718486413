import type { Dialect } from "@tool-input/json";
import { ArrayView } from "./array-view.js";
import type { Part, Plan, PlanSchemas } from "./plan.js";

/**
 * The plan of the one item a lone value would become (rule `wrap`, docs/coercion.md): the
 * first item's, from `items` or the tuple's first schema. `undefined` when one item is not
 * allowed (`minItems` above 1, `maxItems` 0, in any conjoined schema) or the keywords are malformed.
 */
export function wrapItem(
  parts: readonly Part[],
  plan: PlanSchemas,
  dialect: () => Dialect,
): Plan | undefined {
  for (const { schema } of parts) {
    const { minItems, maxItems } = schema;
    if (minItems !== undefined && !(typeof minItems === "number" && minItems <= 1))
      return undefined;
    if (maxItems !== undefined && !(typeof maxItems === "number" && maxItems >= 1))
      return undefined;
  }
  return ArrayView.of(parts, plan, dialect)?.child(0);
}
