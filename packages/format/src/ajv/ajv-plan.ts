import { shapesSentence } from "../build/constraint-sentences.js";
import { describeShape, type NamedFor } from "../build/describe-shape.js";
import { typeIssue } from "../build/type-issue.js";
import { takesTypeOf, typeList } from "../build/type-names.js";
import { code } from "../render/line-context.js";
import type { Issue, Known } from "../types.js";
import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";
import { branchLabels, type UnionBranches, unionBranches } from "./branch-labels.js";
import { withoutOutsideErrors } from "./outside-union-errors.js";
import { planDiscriminated } from "./plan-discriminated.js";
import { type UnionDiscriminator, unionDiscriminator } from "./union-discriminator.js";
import { atOrBelow, parentOf, precedingRun, unionRun } from "./union-run.js";

/** Which errors to skip, and which to replace by issues of their own. */
export interface AjvPlan {
  readonly dropped: Set<number>;
  readonly replaced: Map<number, Issue[]>;
}

/**
 * The errors Ajv raised inside the branches of the anyOf/oneOf `union`, by branch. Errors from a
 * `$ref` carry the referenced schema's path: those whose branch cannot be told are counted in an
 * unnamed branch.
 */
function branchErrors(
  located: readonly AjvErrorContext[],
  union: AjvErrorLike,
  run: readonly number[],
  read: UnionBranches | undefined,
): Map<string, number[]> {
  const labels = branchLabels(
    run.map((at) => located[at]?.error as AjvErrorLike),
    union,
    read,
  );
  const branches = new Map<string, number[]>();
  run.forEach((at, position) => {
    const label = labels[position];
    const branch = label === undefined ? "$ref" : String(label);
    const list = branches.get(branch);
    if (list === undefined) branches.set(branch, [at]);
    else list.push(at);
  });
  return branches;
}

// The schema path of a `type` that applies to a branch's value itself, through its `allOf`s.
const OWN_TYPE = /(?:\/allOf\/(?:0|[1-9]\d*))*\/type$/;

/**
 * Whether `error`, raised in branch `branch`, rejects the union's value by its type: a `type` of
 * the branch itself, of an `allOf` in it, or of a schema its `$ref`s name (Ajv files that one
 * under the reference, or under `#` when it compiled the reference apart), or a `false` branch.
 */
function rejectsType(
  union: AjvErrorLike,
  branch: string,
  error: AjvErrorLike,
  read: UnionBranches | undefined,
): boolean {
  if (error.instancePath !== union.instancePath) return false;
  const own = `${union.schemaPath}/${branch}`;
  if (error.keyword === "false schema") return error.schemaPath === own;
  if (error.keyword !== "type" || !OWN_TYPE.test(error.schemaPath)) return false;
  const holder = error.schemaPath.replace(OWN_TYPE, "");
  if (holder === own) return true;
  const targets = read?.targets(Number(branch)) ?? [];
  return holder === "#" || targets.some(({ ref }) => ref === holder);
}

function typeRejected(
  union: AjvErrorLike,
  branch: string,
  errors: readonly AjvErrorLike[],
  read: UnionBranches | undefined,
): boolean {
  return errors.some((error) => rejectsType(union, branch, error, read));
}

// A branch that rejects the value itself by value (`const`, `enum`, `not`) does not claim it: its
// error alone ("must be `auto`") would hide the other branches. An `enum` or `const` beside a
// `type` that takes the value does: every other branch refuses the value's type, so the allowed
// values are what is wrong (an optional enum, `string` or `null`; docs/messages.md, "Every other
// keyword").
const BY_VALUE: ReadonlySet<string> = new Set(["const", "enum", "not", "false schema"]);

function claims(union: AjvErrorLike, errors: readonly AjvErrorLike[], value: unknown): boolean {
  return !errors.some(
    (error) =>
      error.instancePath === union.instancePath &&
      BY_VALUE.has(error.keyword) &&
      !choiceOfType(error, value),
  );
}

/** Whether `error` is an `enum` or `const` whose schema's `type` takes `value`. */
function choiceOfType(error: AjvErrorLike, value: unknown): boolean {
  if (error.keyword !== "enum" && error.keyword !== "const") return false;
  const holder = error.parentSchema;
  if (typeof holder !== "object" || holder === null) return false;
  return takesTypeOf(typeList((holder as Record<string, unknown>).type), value);
}

/** The value the shapes being named refused, when it is known. */
function refusedBy(known: Known): NamedFor {
  return known === undefined ? undefined : { refused: known.value };
}

function shapeNames(
  schema: unknown,
  namedFor: NamedFor,
  only?: readonly number[],
): string[] | undefined {
  if (!Array.isArray(schema)) return undefined;
  const picked = only === undefined ? schema : only.map((index) => schema[index]);
  const names = picked.map((branch) => describeShape(branch, namedFor));
  return names.every((name): name is string => name !== undefined) ? names : undefined;
}

/** What is read of each union's schema, worked out once per list of branches. */
interface UnionReads {
  /** Each union's discriminator (`null`: none). */
  readonly discriminators: Map<unknown, UnionDiscriminator | null>;
  /** Each union's branches, for the `$ref`s they reach (`null`: not a list of branches). */
  readonly branches: Map<unknown, UnionBranches | null>;
}

function branchesFor(
  union: AjvErrorLike,
  root: unknown,
  reads: UnionReads,
): UnionBranches | undefined {
  let found = reads.branches.get(union.schema);
  if (found === undefined) {
    found = unionBranches(union.schema, root) ?? null;
    reads.branches.set(union.schema, found);
  }
  return found ?? undefined;
}

function discriminatorFor(
  union: AjvErrorLike,
  root: unknown,
  reads: UnionReads,
): UnionDiscriminator | undefined {
  let found = reads.discriminators.get(union.schema);
  if (found === undefined) {
    try {
      found = unionDiscriminator(union.schema, union.parentSchema, root) ?? null;
    } catch {
      // A schema whose reads throw (a hostile Proxy) has no discriminator to read.
      found = null;
    }
    reads.discriminators.set(union.schema, found);
  }
  return found ?? undefined;
}

function planUnion(
  located: readonly AjvErrorContext[],
  index: number,
  plan: AjvPlan,
  root: unknown,
  reads: UnionReads,
): void {
  const { error: union, path, known, coercedDepth } = located[index] as AjvErrorContext;
  const passing = union.params?.passingSchemas;
  if (union.keyword === "oneOf" && Array.isArray(passing)) {
    const names = shapeNames(union.schema, { matched: true }, passing as number[]);
    const message =
      names === undefined
        ? `matches ${passing.length} of the allowed shapes but must match exactly one`
        : `matches more than one of the allowed shapes (${names.map((name) => code(name)).join(" and ")}) but must match exactly one`;
    plan.replaced.set(index, [{ kind: "other", path, message }]);
    return;
  }
  const read = branchesFor(union, root, reads);
  const tag = discriminatorFor(union, root, reads);
  if (tag !== undefined) {
    const nested = withoutOutsideErrors(located, unionRun(located, index, true), union, read);
    if (planDiscriminated(located, index, nested, tag, plan)) return;
  }
  const run = withoutOutsideErrors(located, unionRun(located, index), union, read);
  const branches = branchErrors(located, union, run, read);
  const errorsOf = (branch: string) =>
    (branches.get(branch) ?? []).map((at) => located[at]?.error as AjvErrorLike);
  const count = Array.isArray(union.schema) ? union.schema.length : branches.size;
  const names = [...branches.keys()].filter((branch) => branch !== "$ref");
  const rejected = names.filter((branch) => typeRejected(union, branch, errorsOf(branch), read));
  const dropBranch = (branch: string) => {
    for (const at of branches.get(branch) ?? []) plan.dropped.add(at);
  };
  if (rejected.length === count && count > 0) {
    // No branch accepts the value's type: a plain type mismatch, `string or array`.
    const types = rejected
      .sort((a, b) => Number(a) - Number(b))
      .flatMap((branch) =>
        errorsOf(branch)
          .filter((error) => error.keyword === "type" && rejectsType(union, branch, error, read))
          .flatMap((error) => typeList(error.params?.type ?? error.schema)),
      );
    if (types.length > 0) {
      for (const branch of branches.keys()) dropBranch(branch);
      plan.replaced.set(index, [typeIssue(path, types, known, coercedDepth)]);
      return;
    }
  }
  const open = [...branches.keys()].filter((branch) => !rejected.includes(branch));
  if (
    count - rejected.length === 1 &&
    open.length === 1 &&
    claims(union, errorsOf(open[0] ?? ""), known?.value)
  ) {
    // Exactly one branch takes the value's type: its own errors say what is wrong.
    for (const branch of rejected) dropBranch(branch);
    plan.dropped.add(index);
    return;
  }
  for (const branch of branches.keys()) dropBranch(branch);
  plan.replaced.set(index, [
    {
      kind: "other",
      path,
      message: shapesSentence(shapeNames(union.schema, refusedBy(known)), count, known),
    },
  ]);
}

/**
 * How to read a list of Ajv errors: a failed anyOf/oneOf becomes one issue (a type mismatch when
 * no branch takes the value's type) and its branch errors are dropped, unless exactly one branch
 * takes the type or a discriminator selects one (`root`, the validated schema, is read for the
 * `$ref`s of its branches); an `if` is dropped when its `then`/`else` errors say more; errors
 * inside `contains` and `propertyNames` are dropped for their keyword's own issue.
 */
export function planAjvErrors(located: readonly AjvErrorContext[], root?: unknown): AjvPlan {
  const plan: AjvPlan = { dropped: new Set(), replaced: new Map() };
  const unions: { entry: AjvErrorContext; index: number }[] = [];
  for (let index = 0; index < located.length; index++) {
    const entry = located[index] as AjvErrorContext;
    if (entry.error.keyword === "anyOf" || entry.error.keyword === "oneOf") {
      unions.push({ entry, index });
    }
  }
  unions.sort(
    (a, b) =>
      a.entry.error.schemaPath.length - b.entry.error.schemaPath.length || a.index - b.index,
  );
  const reads: UnionReads = { discriminators: new Map(), branches: new Map() };
  for (const { index } of unions) {
    if (!plan.dropped.has(index)) planUnion(located, index, plan, root, reads);
  }
  for (let index = 0; index < located.length; index++) {
    const { error } = located[index] as AjvErrorContext;
    if (error.keyword === "contains" || error.keyword === "propertyNames") {
      // The run stops at the keyword's own error for the name before (`propertyNames` fails
      // once per name, each after its subschema's errors): each name keeps its issue, and the
      // walk stays linear.
      const run = precedingRun(
        located,
        index,
        (inner) => below(inner, error, error.schemaPath) && !sameFailure(inner, error),
      );
      for (const at of run) plan.dropped.add(at);
    }
    if (error.keyword === "if" && !plan.dropped.has(index)) {
      // The failing then/else branch's own errors say more than "must match then schema".
      const branch = `${parentOf(error.schemaPath, "if")}/${String(error.params?.failingKeyword)}`;
      const run = precedingRun(located, index, (inner) => below(inner, error, branch));
      if (run.some((at) => !plan.dropped.has(at))) plan.dropped.add(index);
    }
  }
  return plan;
}

/** Whether `inner` is `error`'s keyword failing again at the same place in value and schema. */
function sameFailure(inner: AjvErrorLike, error: AjvErrorLike): boolean {
  return (
    inner.keyword === error.keyword &&
    inner.schemaPath === error.schemaPath &&
    inner.instancePath === error.instancePath
  );
}

/** Whether `inner` is at or below `error`'s value and at or below `prefix` in the schema. */
function below(inner: AjvErrorLike, error: AjvErrorLike, prefix: string): boolean {
  return (
    atOrBelow(inner.instancePath, error.instancePath) &&
    (inner.schemaPath === prefix || inner.schemaPath.startsWith(`${prefix}/`))
  );
}
