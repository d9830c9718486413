import type { Plan } from "./plan/plan.js";
import { PlanCache } from "./plan/plan-cache.js";
import { type ResolvedOptions, resolveOptions } from "./resolve-options.js";
import type { CoerceOptions, CoerceResult, Coercion, JsonSchema } from "./types.js";
import { startWalk, walk } from "./walk.js";

/** The `coercions` of a result in which nothing changed (one frozen array, shared). */
export const noCoercions: readonly Coercion[] = Object.freeze([]);

/**
 * Returns a function that coerces values against `schema`. Each schema node is analysed the
 * first time a value reaches it, and the analysis is reused by every later call. Reads neither
 * `schema` nor `options` before the first call; neither it nor the coercer ever throws.
 */
export function createCoercer(
  schema: JsonSchema,
  options?: CoerceOptions,
): (value: unknown) => CoerceResult {
  let setup: { cache: PlanCache; options: ResolvedOptions; root: Plan } | undefined;
  return (value) => {
    // The one place "never throws" is held (docs/coercion.md, first section): a hostile schema,
    // options or input (a throwing getter, a Proxy), or a stack overflow under absurd bounds,
    // stops the call and the input comes back untouched.
    try {
      setup ??= prepare(schema, resolveOptions(options));
      const state = startWalk(setup.cache, setup.options, value);
      const result = walk(value, setup.root, 0, state);
      return { value: result, coercions: state.coercions ?? noCoercions };
    } catch {
      return { value, coercions: noCoercions };
    }
  };
}

function prepare(schema: JsonSchema, options: ResolvedOptions) {
  const cache = new PlanCache(
    {
      root: schema,
      budget: options.budget,
      analyzeUnions: options.analyzeUnions,
      patternMatcher: options.patternMatcher,
    },
    true,
    options,
  );
  return { cache, options, root: cache.plan(schema) };
}
