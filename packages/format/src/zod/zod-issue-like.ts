import { presentItems } from "@tool-input/json";
import type { Known, PathSegment } from "../types.js";

/** The fields of a zod v3 or v4 issue this package reads; zod itself is never imported. */
export interface ZodIssueLike {
  readonly code?: unknown;
  readonly path?: unknown;
  readonly message?: unknown;
  readonly [field: string]: unknown;
}

/** One zod issue with its absolute path and the value there, when known. */
export interface ZodIssueContext {
  /** The issue as zod gave it. */
  readonly issue: ZodIssueLike;
  /** Its path from the root of the input (v4 union branches' paths made absolute). */
  readonly path: PathSegment[];
  /** The value at `path`: from the input when given, else from what the issue carries. */
  readonly known: Known;
}

/**
 * A plain copy of one issue the caller passed. The one place its fields are read: a getter that
 * throws makes the issue unreadable (`{}`, which reads "is not valid"), and the others are kept.
 */
function readIssue(issue: object): ZodIssueLike {
  try {
    const read: Record<string, unknown> = { ...issue };
    // Its lists (`path`, `options`, `keys`, `unionErrors`, …) are read by the items they have.
    for (const [field, value] of Object.entries(read)) {
      if (Array.isArray(value)) read[field] = presentItems(value);
    }
    return read;
  } catch {
    return {};
  }
}

/** The issues of a `ZodError` (v3 or v4), or the array itself; `[]` for anything else. */
export function zodIssuesOf(errorOrIssues: unknown): ZodIssueLike[] {
  const list = Array.isArray(errorOrIssues)
    ? errorOrIssues
    : typeof errorOrIssues === "object" && errorOrIssues !== null
      ? (errorOrIssues as { issues?: unknown }).issues
      : undefined;
  const issues: ZodIssueLike[] = [];
  if (!Array.isArray(list)) return issues;
  for (const issue of presentItems(list)) {
    if (typeof issue === "object" && issue !== null) issues.push(readIssue(issue));
  }
  return issues;
}

/** A zod path as keys and indices (v4 symbols become their description). */
export function zodPath(issue: ZodIssueLike, base: readonly PathSegment[] = []): PathSegment[] {
  const raw = Array.isArray(issue.path) ? issue.path : [];
  return [
    ...base,
    ...raw.map((segment: unknown): PathSegment => {
      if (typeof segment === "number") return segment;
      if (typeof segment === "object" && segment !== null && "key" in segment) {
        return String((segment as { key: unknown }).key);
      }
      return String(segment);
    }),
  ];
}
