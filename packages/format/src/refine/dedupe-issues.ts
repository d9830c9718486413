import type { Issue } from "../types.js";
import { pathKey } from "./path-key.js";

/**
 * The identity of an issue (a did-you-mean or a hint does not count), or `undefined` when it
 * cannot be written (allowed values JSON cannot hold, a bigint: never merged). Only the fields
 * beyond kind and path go through `JSON.stringify`, which is most of the cost.
 */
function keyOf(issue: Issue): string | undefined {
  const place = `${issue.kind}:${pathKey(issue.path)}`;
  try {
    switch (issue.kind) {
      case "missing":
      case "unexpected":
        return place;
      case "type":
        return `${place}:${JSON.stringify([issue.expected, issue.received])}`;
      case "enum":
        return `${place}:${JSON.stringify(issue.received)}:${allowedKey(issue.allowed)}`;
      case "other":
        return `${place}:${JSON.stringify(issue.message)}`;
    }
  } catch {
    return undefined;
  }
}

// Past this many allowed values, a list is known by identity, not written out on every rejected
// call (a 1,000,000-value enum: issue 25.5); two copies of one long list are then kept apart.
const writtenAllowed = 1_000;
const listIds = new WeakMap<object, number>();
let lastListId = 0;

function allowedKey(allowed: readonly unknown[]): string {
  if (allowed.length <= writtenAllowed) return JSON.stringify(allowed);
  let id = listIds.get(allowed);
  if (id === undefined) {
    lastListId += 1;
    id = lastListId;
    listIds.set(allowed, id);
  }
  return `#${id}`;
}

/**
 * `issues` without repeats (`allOf` branches that require the same key, say), first kept. A type
 * mismatch where the same value also breaks an `enum` is one mistake: only the enum line, which
 * lists the values allowed, is kept (docs/messages.md, "One mistake, one line").
 */
export function dedupeIssues(issues: readonly Issue[]): Issue[] {
  const seen = new Set<string>();
  const kept: Issue[] = [];
  const enums = new Set<string>();
  for (const issue of issues) if (issue.kind === "enum") enums.add(pathKey(issue.path));
  for (const issue of issues) {
    if (issue.kind === "type" && enums.size > 0 && enums.has(pathKey(issue.path))) continue;
    const key = keyOf(issue);
    if (key !== undefined) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    kept.push(issue);
  }
  return kept;
}
