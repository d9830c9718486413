import { PlanCache } from "./plan/plan-cache.js";
import { resolveOptions } from "./resolve-options.js";
import type { CoerceOptions, CoerceResult, Coercion, JsonSchema } from "./types.js";
import { type Walk, walk } from "./walk.js";

const NO_COERCIONS: readonly Coercion[] = Object.freeze([]);

/**
 * Analyses `schema` once and returns a function that coerces values against it. The analysis
 * of each schema node is done the first time a value reaches it and reused by every later call.
 */
export function createCoercer(
  schema: JsonSchema,
  options?: CoerceOptions,
): (value: unknown) => CoerceResult {
  const resolved = resolveOptions(options);
  const cache = new PlanCache({
    root: schema,
    budget: resolved.budget,
    analyzeUnions: resolved.analyzeUnions,
  });
  const rootPlan = cache.plan(schema, false);
  // One walk state per coercer, reset after each call, so a clean walk allocates nothing but
  // its result; a re-entrant call (from a getter inside the input) gets its own.
  const shared: Walk = { cache, options: resolved, path: [], coercions: undefined };
  let busy = false;
  return (value) => {
    const state: Walk = busy
      ? { cache, options: resolved, path: [], coercions: undefined }
      : shared;
    const owner = !busy;
    busy = true;
    try {
      const result = walk(value, rootPlan, 0, state);
      return { value: result, coercions: state.coercions ?? NO_COERCIONS };
    } catch {
      // Only an exotic input (a throwing getter, a Proxy) or a stack overflow under absurd
      // bounds gets here: the input is returned untouched rather than throwing.
      state.path.length = 0; // the walk stopped midway; it pops what it pushes otherwise
      return { value, coercions: NO_COERCIONS };
    } finally {
      if (owner) {
        busy = false;
        shared.coercions = undefined;
      }
    }
  };
}
