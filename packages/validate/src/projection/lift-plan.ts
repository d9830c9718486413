/**
 * Where a projection introduced something the original schema does not allow, so that `lift`
 * knows what to undo: a `null` under a key that was optional (OpenAI strict mode makes it
 * required and nullable), below objects, array items and union branches.
 */
export interface LiftPlan {
  readonly properties?: ReadonlyMap<string, PropertyLift> | undefined;
  readonly items?: LiftPlan | undefined;
  /** For a value under `anyOf`: every branch, for the one the value matches (docs/providers.md, "The way back"). */
  readonly branches?: readonly BranchLift[] | undefined;
}

/** One declared property: drop it when it holds `null`, and what to undo below it. */
export interface PropertyLift {
  readonly dropNull: boolean;
  readonly below: LiftPlan | undefined;
}

/** One branch of a union. */
export interface BranchLift {
  /** The branch as projected: a value it cannot take was not made against it. */
  readonly schema: Readonly<Record<string, unknown>>;
  /** The projected definition a `$ref` in `schema` refers to. */
  readonly definition?:
    | ((ref: string) => Readonly<Record<string, unknown>> | undefined)
    | undefined;
  readonly plan: LiftPlan | undefined;
  /** `planKey(plan)`: two branches with the same key lift a value alike. */
  readonly key: string;
}

/** `plan`, or `undefined` when it undoes nothing (so the walk stops early). */
export function planOrNothing(plan: LiftPlan): LiftPlan | undefined {
  return plan.properties === undefined && plan.items === undefined && plan.branches === undefined
    ? undefined
    : plan;
}

const keys = new WeakMap<LiftPlan, string>();
let unions = 0;

/** A plan filled in later: a recursive definition's, which its own references share. */
export interface DeferredPlan extends LiftPlan {
  properties?: ReadonlyMap<string, PropertyLift> | undefined;
  items?: LiftPlan | undefined;
  branches?: readonly BranchLift[] | undefined;
}

const deferred = new WeakSet<LiftPlan>();

/**
 * An empty plan for `fillPlan` to complete once its definition is projected. Its key is its own,
 * given now: a plan that contains itself has no text to be compared by.
 */
export function deferredPlan(): DeferredPlan {
  const plan: DeferredPlan = {};
  keys.set(plan, `d${++unions};`);
  deferred.add(plan);
  return plan;
}

/**
 * Completes `plan` as `filled`: with its parts, or, where `filled` is a deferred plan itself
 * (another definition's, which may not be filled yet), with a way to it.
 */
export function fillPlan(plan: DeferredPlan, filled: LiftPlan | undefined): void {
  if (filled === undefined) return;
  if (deferred.has(filled)) {
    plan.branches = [{ schema: {}, plan: filled, key: planKey(filled) }];
    return;
  }
  plan.properties = filled.properties;
  plan.items = filled.items;
  plan.branches = filled.branches;
}

/**
 * A text that is the same for two plans that undo the same things; a plan that picks among
 * branches is the same only as itself. Worked out once per plan.
 */
export function planKey(plan: LiftPlan | undefined): string {
  if (plan === undefined) return "";
  let key = keys.get(plan);
  if (key !== undefined) return key;
  if (plan.branches !== undefined) key = `u${++unions};`;
  else {
    // Each part written with its length first, so no text needs escaping.
    key = `i${sized(planKey(plan.items))}`;
    for (const [name, step] of plan.properties ?? []) {
      key += `p${sized(name)}${step.dropNull ? 1 : 0}${sized(planKey(step.below))}`;
    }
  }
  keys.set(plan, key);
  return key;
}

function sized(text: string): string {
  return `${text.length}:${text}`;
}
