import type { Part, Plan, PropertyPlans } from "./plan.js";

/**
 * What the walk needs to repair an object at one plan, worked out once per plan (issue 24.2,
 * docs/coercion.md, "Bounds"): the plan of each declared key whose value can change, the plan of
 * every undeclared key when one can change, and whether the rules that look at the keys as a
 * whole (`omit`, `markup`) can apply. Keys in neither are passed over with one lookup.
 */
export interface ObjectProgram {
  /** Every declared key: its plan when its value can change, `null` when it cannot (opaque, inert). */
  readonly steps: ReadonlyMap<string, Plan | null>;
  /** The plan of every undeclared key (`additionalProperties`), when a value there can change. */
  readonly rest: Plan | undefined;
  /** Whether the object has a shape rules `omit` and `markup` read (when they are on). */
  readonly keyRules: boolean;
  /** Whether a declared key holds `</` (rule `markup` may split a key itself). */
  readonly markedKeys: boolean;
  /** Whether some value can change: a step that is not `null`, or `rest`. */
  readonly live: boolean;
  /**
   * The keys of the objects seen last, by position, and what `steps` gave each (at most
   * `SHAPE_LIMIT`): inputs of one tool mostly repeat the key order of the one before, and
   * comparing a key with the one last seen at its position is cheaper than a lookup.
   */
  readonly shapeKeys: string[];
  readonly shapeSteps: (Plan | null | undefined)[];
}

/** What building a program asks of the plan cache. */
export interface ProgramSource {
  /** The walk's view of the properties (`undefined`: none of them is visited). */
  readonly view: PropertyPlans | undefined;
  /** The plan of the schemas given, all of which apply (`PlanCache.planAll`). */
  readonly planAll: (schemas: readonly { schema: unknown; nested: boolean }[]) => Plan;
  /** Whether the walk may pass over a plan: opaque, or (when pruning) inert. */
  readonly skips: (plan: Plan) => boolean;
  /** Whether an object at this plan has a shape rules `omit` and `markup` read. */
  readonly keyRules: boolean;
}

/**
 * Declared keys past which no program is built: it plans every declared key up front, where the
 * generic walk plans only the keys an input has (a schema of 100,000 properties stays lazy).
 */
const MAX_STEPS = 256;

/**
 * The program of an object at a plan with `parts` (no union among them), or `undefined` when the
 * generic walk must run: a `patternProperties` keyword (which keys it matches depends on the
 * key), or more than `MAX_STEPS` declared keys.
 */
export function objectProgram(
  parts: readonly Part[],
  source: ProgramSource,
): ObjectProgram | undefined {
  const steps = new Map<string, Plan | null>();
  const additional: { schema: unknown; nested: boolean }[] = [];
  let declared = 0;
  for (const { schema, nested } of parts) {
    if (schema.patternProperties !== undefined) return undefined;
    const { properties } = schema;
    if (typeof properties === "object" && properties !== null) {
      declared += Object.keys(properties).length;
      if (declared > MAX_STEPS) return undefined;
    }
    if (schema.additionalProperties !== undefined) {
      additional.push({ schema: schema.additionalProperties, nested });
    }
  }
  const { view } = source;
  let rest: Plan | undefined;
  if (view !== undefined) {
    for (const { schema } of parts) {
      const { properties } = schema;
      if (typeof properties !== "object" || properties === null) continue;
      for (const key of Object.keys(properties)) {
        if (steps.has(key)) continue;
        const child = view.child(key);
        steps.set(key, source.skips(child) ? null : child);
      }
    }
    // An undeclared key gets every `additionalProperties` schema, as `ObjectView.child` gives it.
    const plan = additional.length === 0 ? undefined : source.planAll(additional);
    rest = plan === undefined || source.skips(plan) ? undefined : plan;
  }
  let markedKeys = false;
  let live = rest !== undefined;
  for (const [key, step] of steps) {
    if (key.includes("</")) markedKeys = true;
    if (step !== null) live = true;
  }
  const { keyRules } = source;
  return { steps, rest, keyRules, markedKeys, live, shapeKeys: [], shapeSteps: [] };
}
