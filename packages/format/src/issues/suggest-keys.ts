import type { Issue, PathSegment } from "../types.js";
import { didYouMean } from "./did-you-mean.js";
import { pathKey } from "./path-key.js";
import { valueAt } from "./value-at.js";

interface Place {
  /** Keys other issues name as missing here: always candidates. */
  readonly missing: Set<string>;
  /** Keys other issues show are in the input here: never candidates. */
  readonly present: Set<string>;
}

function parentKey(path: readonly PathSegment[]): string {
  return pathKey(path, Math.max(0, path.length - 1));
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
  const places = new Map<string, Place>();
  for (const issue of issues) {
    const last = issue.path[issue.path.length - 1];
    if (typeof last !== "string") continue;
    const key = parentKey(issue.path);
    let place = places.get(key);
    if (place === undefined) {
      place = { missing: new Set(), present: new Set() };
      places.set(key, place);
    }
    if (issue.kind === "missing") place.missing.add(last);
    else place.present.add(last);
  }
  return issues.map((issue) => {
    const key = issue.path[issue.path.length - 1];
    if (issue.kind !== "unexpected" || typeof key !== "string") return issue;
    const parent = issue.path.slice(0, -1);
    const place = places.get(parentKey(issue.path));
    const container = data === undefined ? undefined : valueAt(data.value, parent)?.value;
    const isObject = typeof container === "object" && container !== null;
    const available = [...declared(parent), ...(place?.missing ?? [])].filter(
      (name) =>
        name !== key &&
        !(place?.present.has(name) ?? false) &&
        !(isObject && Object.hasOwn(container, name)),
    );
    const suggestion = didYouMean(key, available);
    return suggestion === undefined ? issue : { ...issue, suggestion };
  });
}
