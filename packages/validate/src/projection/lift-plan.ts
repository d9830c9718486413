/**
 * Where a projection introduced something the original schema does not allow, so that `lift`
 * knows what to undo: a `null` under a key that was optional (OpenAI strict mode makes it
 * required and nullable), below objects, array items and union branches.
 */
export interface LiftPlan {
  readonly properties?: ReadonlyMap<string, PropertyLift> | undefined;
  readonly items?: LiftPlan | undefined;
  /** For a value under `anyOf`: the branch whose declared keys hold all of the value's keys, if one. */
  readonly branches?: readonly BranchLift[] | undefined;
}

/** One declared property: drop it when it holds `null`, and what to undo below it. */
export interface PropertyLift {
  readonly dropNull: boolean;
  readonly below: LiftPlan | undefined;
}

/** One object branch of a union. */
export interface BranchLift {
  readonly keys: ReadonlySet<string>;
  readonly plan: LiftPlan;
}

/** `plan`, or `undefined` when it undoes nothing (so the walk stops early). */
export function planOrNothing(plan: LiftPlan): LiftPlan | undefined {
  return plan.properties === undefined && plan.items === undefined && plan.branches === undefined
    ? undefined
    : plan;
}
