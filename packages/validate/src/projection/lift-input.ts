import type { Coercion, PathSegment } from "@tool-input/coerce";
import { defineOwn } from "@tool-input/json";
import type { BranchLift, LiftPlan } from "./lift-plan.js";
import { mayTake } from "./may-take.js";
import type { LiftResult } from "./types.js";

/** Deepest value followed, as coercion's default `maxDepth`. */
const maxDepth = 64;
const nothing: readonly Coercion[] = Object.freeze([]);

/**
 * Undoes what `plan` records in `input`: a `null` under a key the projection made nullable is
 * removed. Copy-on-write: only the containers along a change are copied (own data properties,
 * so a `__proto__` key stays a key), and `input` itself comes back when nothing changed.
 * Never throws: an input it cannot read (a throwing getter) comes back unchanged, for the
 * pipeline to report.
 */
export function liftInput(plan: LiftPlan | undefined, input: unknown): LiftResult {
  if (plan === undefined) return { value: input, coercions: nothing };
  const coercions: Coercion[] = [];
  try {
    const value = lift(plan, input, [], coercions);
    return { value, coercions: coercions.length === 0 ? nothing : coercions };
  } catch {
    return { value: input, coercions: nothing };
  }
}

function lift(plan: LiftPlan, value: unknown, path: PathSegment[], out: Coercion[]): unknown {
  if (path.length > maxDepth || typeof value !== "object" || value === null) return value;
  if (plan.branches !== undefined) {
    const branch = branchFor(plan.branches, value);
    return branch === undefined ? value : lift(branch, value, path, out);
  }
  if (Array.isArray(value))
    return plan.items === undefined ? value : liftItems(plan.items, value, path, out);
  const properties = plan.properties;
  if (properties === undefined) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, step] of properties) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    if (child === null && step.dropNull) {
      copy ??= { ...(value as Record<string, unknown>) };
      delete copy[key];
      out.push({ path: [...path, key], rule: "projection", from: null });
      continue;
    }
    if (step.below === undefined) continue;
    path.push(key);
    const lifted = lift(step.below, child, path, out);
    path.pop();
    if (lifted !== child) {
      copy ??= { ...(value as Record<string, unknown>) };
      defineOwn(copy, key, lifted);
    }
  }
  return copy ?? value;
}

// Past this length an array is left as it is (a sparse array of length 2^32 − 1 is not copied);
// the pipeline's check then reports what was not undone.
const maxLiftedLength = 1_000_000;

function liftItems(
  plan: LiftPlan,
  array: readonly unknown[],
  path: PathSegment[],
  out: Coercion[],
): unknown {
  if (array.length > maxLiftedLength) return array;
  let copy: unknown[] | undefined;
  for (const key of Object.keys(array)) {
    const index = Number(key);
    if (!Number.isInteger(index)) continue;
    path.push(index);
    const lifted = lift(plan, array[index], path, out);
    path.pop();
    if (lifted !== array[index]) {
      copy ??= array.slice();
      copy[index] = lifted;
    }
  }
  return copy ?? array;
}

// The plan of the branches the projected union lets `value` match, when they all lift it alike;
// otherwise none: which branch the model meant is not guessed.
function branchFor(branches: readonly BranchLift[], value: object): LiftPlan | undefined {
  let chosen: BranchLift | undefined;
  for (const branch of branches) {
    if (!mayTake(branch.schema, value, 1, branch.definition)) continue;
    if (chosen === undefined) chosen = branch;
    else if (branch.key !== chosen.key) return undefined;
  }
  return chosen?.plan;
}
