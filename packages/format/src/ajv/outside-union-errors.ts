import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";
import { branchOnPath, type UnionBranches } from "./branch-labels.js";

/**
 * `run` (the errors taken as raised inside the branches of the anyOf/oneOf at `index`, in Ajv's
 * order) without those raised outside the union about the same value: by a `$ref` beside it
 * (`{ $ref: "#/$defs/Base", anyOf: [...] }`, docs/messages.md, "Adapters"), or by another keyword
 * of a schema around it (a root `allOf` that requires a key of the union's value). Ajv checks
 * those first, so their errors come right before the branches', at or below the same value, with
 * a path off the union's like a `$ref`'d branch's. An error is outside the union when its path is
 * local (`#/…`) and no branch that may have raised it (those before the first error placed on a
 * branch's path) reaches a schema holding its keyword. Where that cannot be told (no root schema
 * to read the references in, or a path that is not local: a reference to an `$id`), the run
 * stays as it is.
 */
export function withoutOutsideErrors(
  located: readonly AjvErrorContext[],
  run: readonly number[],
  union: AjvErrorLike,
  branches: UnionBranches | undefined,
): readonly number[] {
  if (branches === undefined || !branches.readsReferences) return run;
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
    if (mayBeBranch || !error.schemaPath.startsWith("#")) break;
    leading++;
  }
  return leading === 0 ? run : run.slice(leading);
}
