import type { Issue } from "../types.js";

/** The fields that tell one issue from another (a did-you-mean or a hint does not). */
function identity(issue: Issue): unknown[] {
  switch (issue.kind) {
    case "missing":
    case "unexpected":
      return [issue.kind, issue.path];
    case "type":
      return [issue.kind, issue.path, issue.expected, issue.received];
    case "enum":
      return [issue.kind, issue.path, issue.received, issue.allowed];
    case "other":
      return [issue.kind, issue.path, issue.message];
  }
}

/** The full identity of an issue, or `undefined` when it cannot be written (never merged). */
function fullKeyOf(issue: Issue): string | undefined {
  try {
    return JSON.stringify(identity(issue));
  } catch {
    // Allowed values JSON cannot hold (a bigint): never merged.
    return undefined;
  }
}

/**
 * A cheap key that two issues with the same full key always share: the kind, the path's length
 * and its last segment when that is a string (the common case for distinct issues).
 */
function bucketOf(issue: Issue): string {
  const kind = typeof issue.kind === "string" ? issue.kind : "";
  const path: readonly unknown[] = Array.isArray(issue.path) ? issue.path : [];
  const last = path.length > 0 ? path[path.length - 1] : undefined;
  return typeof last === "string"
    ? `${kind}\u0000${path.length}\u0000${last}`
    : `${kind}\u0000${path.length}`;
}

interface Bucket {
  readonly first: Issue;
  /** The full keys of the issues kept in this bucket, filled in on the first collision. */
  keys: Set<string> | undefined;
}

/** `issues` without repeats (`allOf` branches that require the same key, say), first kept. */
export function dedupeIssues(issues: readonly Issue[]): Issue[] {
  const buckets = new Map<string, Bucket>();
  const kept: Issue[] = [];
  for (const issue of issues) {
    const bucketKey = bucketOf(issue);
    const bucket = buckets.get(bucketKey);
    if (bucket === undefined) {
      buckets.set(bucketKey, { first: issue, keys: undefined });
      kept.push(issue);
      continue;
    }
    // Only issues that share the cheap key are compared in full.
    if (bucket.keys === undefined) {
      bucket.keys = new Set();
      const firstKey = fullKeyOf(bucket.first);
      if (firstKey !== undefined) bucket.keys.add(firstKey);
    }
    const key = fullKeyOf(issue);
    if (key !== undefined) {
      if (bucket.keys.has(key)) continue;
      bucket.keys.add(key);
    }
    kept.push(issue);
  }
  return kept;
}
