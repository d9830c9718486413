import { valueAt } from "../refine/value-at.js";
import type { Issue, Known, PathSegment } from "../types.js";
import { enumIssue } from "./enum-issue.js";

/**
 * The issue of a discriminated union's tag at `path` that selects no branch (docs/messages.md,
 * "Discriminated unions"), `holder` being the object that should hold it: a missing key naming
 * the values it may take when the object lacks it, an enum issue on the tag otherwise (with
 * `fallback` as its value when the object is not known).
 */
export function tagIssue(
  path: readonly PathSegment[],
  allowed: readonly unknown[],
  holder: Known,
  fallback?: Known,
): Issue {
  const key = path[path.length - 1];
  const object = holder?.value;
  if (key === undefined || typeof object !== "object" || object === null || Array.isArray(object)) {
    return enumIssue(path, allowed, fallback);
  }
  const tag = valueAt(object, [key]);
  return tag === undefined ? { kind: "missing", path, allowed } : enumIssue(path, allowed, tag);
}
