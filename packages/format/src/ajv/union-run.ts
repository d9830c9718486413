import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";

/** Whether `instancePath` is `base` or below it. */
export function atOrBelow(instancePath: string, base: string): boolean {
  return instancePath === base || instancePath.startsWith(`${base}/`);
}

/** The schema path of the object holding `keyword` (`#/properties/a` for `#/properties/a/anyOf`). */
export function parentOf(schemaPath: string, keyword: string): string {
  return schemaPath.endsWith(`/${keyword}`) ? schemaPath.slice(0, -keyword.length - 1) : schemaPath;
}

/**
 * The indices of the errors just before `index` for which `belongs` holds, nearest first. Ajv
 * raises the errors of a keyword's subschemas (union branches, `then`, `contains`,
 * `propertyNames`) right before the keyword's own error, so they form one run; stopping at the
 * first other error keeps the walk linear and never takes an error from another array item.
 */
export function precedingRun(
  located: readonly AjvErrorContext[],
  index: number,
  belongs: (error: AjvErrorLike) => boolean,
): number[] {
  const run: number[] = [];
  for (let at = index - 1; at >= 0; at--) {
    const error = located[at]?.error;
    if (error === undefined || !belongs(error)) break;
    run.push(at);
  }
  return run;
}

/**
 * The indices of the errors Ajv raised inside the branches of the anyOf/oneOf at `index`, in
 * Ajv's order (branch by branch). Errors from a `$ref` carry the referenced schema's path
 * (`#/$defs/Cat/required`): those at or below the union's value are taken too. With `nested`,
 * so is the same union met again below its value (a recursive schema: a tree's children).
 */
export function unionRun(
  located: readonly AjvErrorContext[],
  index: number,
  nested = false,
): number[] {
  const union = located[index]?.error as AjvErrorLike;
  const prefix = `${union.schemaPath}/`;
  const parent = `${parentOf(union.schemaPath, union.keyword)}/`;
  const foreign = (schemaPath: string) =>
    !schemaPath.startsWith(parent) ||
    /^(definitions|\$defs)\//.test(schemaPath.slice(parent.length));
  return precedingRun(
    located,
    index,
    (error) =>
      atOrBelow(error.instancePath, union.instancePath) &&
      (error.schemaPath.startsWith(prefix) ||
        foreign(error.schemaPath) ||
        (nested && isRecursion(error, union))),
  ).reverse();
}

/** Whether `error` is `union` met again below its own value, in a recursive schema. */
export function isRecursion(error: AjvErrorLike, union: AjvErrorLike): boolean {
  return (
    error.schemaPath === union.schemaPath &&
    error.keyword === union.keyword &&
    error.instancePath.startsWith(`${union.instancePath}/`)
  );
}
