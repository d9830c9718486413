import { type AjvErrorLike, type Issue, issuesFromAjv, pathFromPointer } from "@tool-input/format";

/** The issues for Ajv's `errors` on `data`; never empty, even when the adapter finds none. */
export function issuesFromErrors(
  errors: readonly AjvErrorLike[] | null | undefined,
  data: unknown,
): readonly Issue[] {
  let issues: readonly Issue[] = [];
  try {
    issues = issuesFromAjv(errors, data);
  } catch {
    // Fall through to the generic issue below.
  }
  if (issues.length > 0) return issues;
  // A rejected result always says why (STYLE.md: `issues` never empty). The path is decoded as
  // issuesFromAjv decodes it, reading `data` to tell an index from a key.
  const first = errors?.[0];
  return [
    {
      kind: "other",
      path: first === undefined ? [] : pathFromPointer(first.instancePath, data),
      message: first?.message ?? "is not valid",
    },
  ];
}
