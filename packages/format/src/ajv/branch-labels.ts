import type { AjvErrorLike } from "./ajv-error-like.js";
import { branchParts, type RefTarget, reachableTargets } from "./branch-reach.js";
import { errorFits } from "./error-fits.js";

// Bound on the branches read (docs/messages.md, "Bounds").
const MAX_BRANCHES = 256;

/** A union's branches, read in the schema for the `$ref`s each reaches, each worked out once. */
export interface UnionBranches {
  /** How many branches the union has. */
  readonly count: number;
  /** Whether the `$ref`s were read in a root schema (without one, none can be followed). */
  readonly readsReferences: boolean;
  /** The local `$ref`s branch `branch` reaches (its own and nested ones). */
  targets(branch: number): readonly RefTarget[];
  /** The branches whose `$ref`s hold the keyword an error inside a `$ref` names. */
  fitting(error: AjvErrorLike): readonly number[];
}

/** The local `$ref`s `node` reaches (its own and nested ones); none when its reads throw. */
function reachOf(node: unknown, root: unknown): readonly RefTarget[] {
  try {
    return reachableTargets(branchParts(node, root), root);
  } catch {
    // A schema whose reads throw (a hostile Proxy) has no references to read.
    return [];
  }
}

function fits(error: AjvErrorLike, targets: readonly RefTarget[]): boolean {
  try {
    return errorFits(error, targets);
  } catch {
    return false;
  }
}

/**
 * The branches of the anyOf/oneOf whose branches are `schema` (Ajv's `verbose` error field),
 * `$ref`s read in `root`; `undefined` when `schema` is not a list of at most MAX_BRANCHES.
 */
export function unionBranches(schema: unknown, root: unknown): UnionBranches | undefined {
  if (!Array.isArray(schema) || schema.length > MAX_BRANCHES) return undefined;
  const branches: readonly unknown[] = schema;
  const reach = new Map<number, readonly RefTarget[]>();
  const targets = (branch: number) => {
    let found = reach.get(branch);
    if (found === undefined) {
      found = reachOf(branches[branch], root);
      reach.set(branch, found);
    }
    return found;
  };
  // By schema path, then by the keyword's value (one path names two values only under `#`, for
  // two references Ajv compiled apart): a union met at every item of a long array is read once.
  const fitsByPath = new Map<string, Map<unknown, number[]>>();
  return {
    count: branches.length,
    readsReferences: typeof root === "object" && root !== null,
    targets,
    fitting(error) {
      let byValue = fitsByPath.get(error.schemaPath);
      if (byValue === undefined) {
        byValue = new Map();
        fitsByPath.set(error.schemaPath, byValue);
      }
      let found = byValue.get(error.schema);
      if (found === undefined) {
        found = [];
        for (let branch = 0; branch < branches.length; branch++) {
          if (fits(error, targets(branch))) found.push(branch);
        }
        byValue.set(error.schema, found);
      }
      return found;
    },
  };
}

/** The branch an error's schema path places it in (`…/anyOf/1/type`), if under the union. */
export function branchOnPath(error: AjvErrorLike, union: AjvErrorLike): number | undefined {
  const prefix = `${union.schemaPath}/`;
  if (!error.schemaPath.startsWith(prefix)) return undefined;
  const segment = error.schemaPath.slice(prefix.length).split("/", 1)[0] ?? "";
  return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : undefined;
}

/**
 * The branch each of `errors` (a failed anyOf/oneOf's run, in Ajv's order) was raised in:
 * the one its schema path names, or, for an error inside a `$ref` (its path under the reference,
 * or under `#` when Ajv compiled it apart), the one branch that reaches a schema holding its
 * keyword among the branches between those of the errors around it (Ajv checks the branches in
 * order). `undefined` where that cannot be told, or `branches` is not known.
 */
export function branchLabels(
  errors: readonly AjvErrorLike[],
  union: AjvErrorLike,
  branches: UnionBranches | undefined,
): (number | undefined)[] {
  const labels = errors.map((error) => branchOnPath(error, union));
  if (branches === undefined || !labels.includes(undefined)) return labels;
  const next: (number | undefined)[] = new Array(labels.length);
  let after: number | undefined;
  for (let position = labels.length - 1; position >= 0; position--) {
    next[position] = after;
    after = labels[position] ?? after;
  }
  let before = 0;
  for (let position = 0; position < labels.length; position++) {
    const label = labels[position];
    if (label !== undefined) {
      before = label;
      continue;
    }
    const last = next[position] ?? branches.count - 1;
    const error = errors[position] as AjvErrorLike;
    const candidates = branches
      .fitting(error)
      .filter((branch) => branch >= before && branch <= last);
    if (candidates.length === 1) {
      labels[position] = candidates[0];
      before = candidates[0] as number;
    }
  }
  return labels;
}
