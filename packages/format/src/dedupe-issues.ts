import type { Issue } from "./types.js";

function keyOf(issue: Issue): string {
  try {
    return JSON.stringify([
      issue.kind,
      issue.path,
      issue.expected,
      issue.received,
      issue.message,
      issue.allowed,
    ]);
  } catch {
    // Allowed values JSON cannot hold (a bigint): never merged.
    return `${Math.random()}`;
  }
}

/** `issues` without repeats (`allOf` branches that require the same key, say), first kept. */
export function dedupeIssues(issues: readonly Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = keyOf(issue);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
