import { encodePointerToken } from "@tool-input/json";
import { tagIssue } from "../build/tag-issue.js";
import { valueAt } from "../refine/value-at.js";
import type { Known } from "../types.js";
import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";
import type { AjvPlan } from "./ajv-plan.js";
import { errorFits } from "./error-fits.js";
import type { UnionDiscriminator } from "./union-discriminator.js";
import { atOrBelow, isRecursion } from "./union-run.js";

/** The branch a union's error surely comes from, or `undefined` when its path does not say. */
function branchOfError(
  error: AjvErrorLike,
  union: AjvErrorLike,
  tagPath: string,
  tag: UnionDiscriminator,
): number | undefined {
  const prefix = `${union.schemaPath}/`;
  if (error.schemaPath.startsWith(prefix)) {
    const segment = error.schemaPath.slice(prefix.length).split("/", 1)[0] ?? "";
    return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : undefined;
  }
  // A `$ref`'d branch's tag error: its constant names the branch.
  if (error.instancePath !== tagPath) return undefined;
  const allowed = error.params.allowedValues;
  if (error.keyword === "const") return tag.branchOf.get(error.params.allowedValue);
  if (error.keyword === "enum" && Array.isArray(allowed) && allowed.length === 1) {
    return tag.branchOf.get(allowed[0]);
  }
  return undefined;
}

/**
 * The errors of `run` (the union's run, in Ajv's order) that the branch `selected` raised, or
 * `undefined` when that cannot be told. Ajv checks the branches in order, so each branch's errors
 * are contiguous: those between the last error surely of an earlier branch and the first surely
 * of a later one (every other branch raises one, for its tag) are the selected branch's when its
 * path says so or, for an error inside a `$ref`, when the branch reaches a schema holding it.
 */
function errorsOfBranch(
  located: readonly AjvErrorContext[],
  union: AjvErrorLike,
  run: readonly number[],
  tag: UnionDiscriminator,
  selected: number,
): number[] | undefined {
  const tagPath = `${union.instancePath}/${encodePointerToken(tag.key)}`;
  const labels: (number | undefined)[] = new Array(run.length);
  // The same union met again below (a recursive schema) raises errors under this union's own
  // path: it and the errors before it at or below its value are told apart as a `$ref`'s are.
  let recursion: string | undefined;
  for (let position = run.length - 1; position >= 0; position--) {
    const error = located[run[position] as number]?.error as AjvErrorLike;
    if (recursion !== undefined && atOrBelow(error.instancePath, recursion)) continue;
    recursion = isRecursion(error, union) ? error.instancePath : undefined;
    if (recursion === undefined) labels[position] = branchOfError(error, union, tagPath, tag);
  }
  let highest = -1;
  let before = -1;
  let after = labels.length;
  for (let position = 0; position < labels.length; position++) {
    const label = labels[position];
    if (label === undefined) continue;
    // Not in branch order: which error is whose cannot be told.
    if (label < highest) return undefined;
    highest = label;
    if (label < selected) before = position;
    else if (label > selected && after === labels.length) after = position;
  }
  const kept: number[] = [];
  for (let position = before + 1; position < after; position++) {
    const at = run[position] as number;
    const label = labels[position];
    const error = located[at]?.error as AjvErrorLike;
    if (label === selected || (label === undefined && errorFits(error, tag.targets(selected)))) {
      kept.push(at);
    }
  }
  return kept.length > 0 ? kept : undefined;
}

/**
 * Plans the failed anyOf/oneOf at `index` as a discriminated union when its value is an object
 * (docs/messages.md, "Discriminated unions"): a tag that selects a branch leaves that branch's own
 * errors as the message; a missing or unknown tag gives one issue naming the allowed values.
 * Returns `false`, planning nothing, when the value is not an object, lacks a tag some branch
 * does not require, or the selected branch's errors cannot be told apart.
 */
export function planDiscriminated(
  located: readonly AjvErrorContext[],
  index: number,
  run: readonly number[],
  tag: UnionDiscriminator,
  plan: AjvPlan,
): boolean {
  const { error: union, path, known } = located[index] as AjvErrorContext;
  const object = known?.value;
  if (typeof object !== "object" || object === null || Array.isArray(object)) return false;
  const value: Known = valueAt(object, [tag.key]);
  // A tag some branch does not require may be left out: the value may be meant for that branch,
  // so it is read as an ordinary union (docs/messages.md, "Discriminated unions").
  if (value === undefined && !tag.required) return false;
  const selected = value === undefined ? undefined : tag.branchOf.get(value.value);
  if (selected === undefined) {
    for (const at of run) plan.dropped.add(at);
    plan.replaced.set(index, [tagIssue([...path, tag.key], [...tag.branchOf.keys()], known)]);
    return true;
  }
  const kept = errorsOfBranch(located, union, run, tag, selected);
  if (kept === undefined) return false;
  const keep = new Set(kept);
  for (const at of run) if (!keep.has(at)) plan.dropped.add(at);
  plan.dropped.add(index);
  return true;
}
