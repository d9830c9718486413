import type { PathSegment } from "@tool-input/coerce";
import { type Issue, issuesFromAjv } from "@tool-input/format";
import type { ErrorObject } from "ajv";

/** The issues for Ajv's `errors` on `data`; never empty, even when the adapter finds none. */
export function issuesFromErrors(
  errors: readonly ErrorObject[] | null | undefined,
  data: unknown,
): readonly Issue[] {
  let issues: readonly Issue[] = [];
  try {
    issues = issuesFromAjv(errors, data);
  } catch {
    // Fall through to the generic issue below.
  }
  if (issues.length > 0) return issues;
  // A rejected result always says why (STYLE.md: `issues` never empty).
  const first = errors?.[0];
  return [
    {
      kind: "other",
      path: first === undefined ? [] : pathOf(first.instancePath),
      message: first?.message ?? "is not valid",
    },
  ];
}

/** Ajv's `instancePath` (a JSON pointer) as keys and indices. */
export function pathOf(pointer: string): PathSegment[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((raw) => {
      const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      return /^(0|[1-9]\d*)$/.test(key) ? Number(key) : key;
    });
}
