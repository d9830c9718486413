import { PlanCache } from "../plan/plan-cache.js";
import { resolveOptions } from "../resolve-options.js";
import type { CoerceOptions, Coercion, JsonSchema } from "../types.js";
import { startWalk, walk } from "../walk.js";

/** How a test coercer walks: by programs per plan (the default) or by the generic walk only. */
export interface WalkMode {
  readonly specialise: boolean;
  readonly pruneInert?: boolean;
}

/**
 * A coercer like `createCoercer(schema, options)` whose cache walks in `mode`, for the tests that
 * check one way of walking against another. Unlike `createCoercer` it lets a throw through.
 */
export function coercerWith(
  schema: JsonSchema,
  options: CoerceOptions | undefined,
  mode: WalkMode,
): (value: unknown) => { value: unknown; coercions: readonly Coercion[] | undefined } {
  const resolved = resolveOptions(options);
  const cache = new PlanCache(
    {
      root: schema,
      budget: resolved.budget,
      analyzeUnions: resolved.analyzeUnions,
      patternMatcher: resolved.patternMatcher,
    },
    mode.pruneInert ?? true,
    resolved,
    mode.specialise,
  );
  const root = cache.plan(schema);
  return (value) => {
    const state = startWalk(cache, resolved);
    return { value: walk(value, root, 0, state), coercions: state.coercions };
  };
}
