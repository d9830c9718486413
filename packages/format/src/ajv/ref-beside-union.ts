import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";
import { branchOnPath, type UnionBranches } from "./branch-labels.js";

/**
 * `run` (the errors taken as raised inside the branches of the anyOf/oneOf at `index`, in Ajv's
 * order) without those a `$ref` beside the union raised (`{ $ref: "#/$defs/Base", anyOf: [...] }`,
 * docs/messages.md, "Adapters"): Ajv checks the `$ref` first, so its errors come right before the
 * branches', at or below the same value, with a path under the reference like a `$ref`'d branch's.
 * An error is the reference's when the schema it names holds its keyword and no branch that may
 * have raised it (those before the first error placed on a branch's path) reaches such a schema.
 */
export function withoutRefBeside(
  located: readonly AjvErrorContext[],
  run: readonly number[],
  union: AjvErrorLike,
  branches: UnionBranches | undefined,
): readonly number[] {
  if (branches === undefined) return run;
  const errors = run.map((at) => located[at]?.error as AjvErrorLike);
  const first = errors.findIndex((error) => branchOnPath(error, union) !== undefined);
  const last =
    first === -1
      ? branches.count - 1
      : (branchOnPath(errors[first] as AjvErrorLike, union) as number);
  let leading = 0;
  while (leading < (first === -1 ? errors.length : first)) {
    const error = errors[leading] as AjvErrorLike;
    const mayBeBranch = branches.fitting(error).some((branch) => branch <= last);
    if (mayBeBranch || !branches.fromRefBeside(error)) break;
    leading++;
  }
  return leading === 0 ? run : run.slice(leading);
}
