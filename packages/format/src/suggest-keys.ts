import { didYouMean } from "./did-you-mean.js";
import type { Issue, PathSegment } from "./types.js";
import { valueAt } from "./value-at.js";

function sameParent(path: readonly PathSegment[], parent: readonly PathSegment[]): boolean {
  return (
    path.length === parent.length + 1 && parent.every((segment, index) => path[index] === segment)
  );
}

/**
 * `issues` with a did-you-mean `suggestion` on each unexpected key that is close to one declared
 * key at the same place. `declared(parent)` lists the keys the schema declares there (may be
 * empty); keys named by other issues there (a missing key, say) count too. A candidate already
 * present in the input is never suggested.
 */
export function suggestKeys(
  issues: readonly Issue[],
  declared: (parent: readonly PathSegment[]) => readonly string[],
  data: { readonly value: unknown } | undefined,
): Issue[] {
  return issues.map((issue) => {
    const key = issue.path[issue.path.length - 1];
    if (issue.kind !== "unexpected" || typeof key !== "string") return issue;
    const parent = issue.path.slice(0, -1);
    const candidates = new Set(declared(parent));
    const present = new Set<string>([key]);
    for (const other of issues) {
      const last = other.path[other.path.length - 1];
      if (typeof last !== "string" || !sameParent(other.path, parent)) continue;
      if (other.kind === "missing") candidates.add(last);
      else present.add(last);
    }
    const container = data === undefined ? undefined : valueAt(data.value, parent)?.value;
    const isObject = typeof container === "object" && container !== null;
    const available = [...candidates].filter(
      (name) => !present.has(name) && !(isObject && Object.hasOwn(container, name)),
    );
    const suggestion = didYouMean(key, available);
    return suggestion === undefined ? issue : { ...issue, suggestion };
  });
}
