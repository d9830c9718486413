import type { Issue, PathSegment } from "../types.js";
import { didYouMean, sameName } from "./did-you-mean.js";
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
  // The candidates of a place are the same for every unexpected key there: worked out once.
  const candidates = new Map<string, readonly string[]>();
  const candidatesAt = (parent: readonly PathSegment[], key: string): readonly string[] => {
    let found = candidates.get(key);
    if (found !== undefined) return found;
    const place = places.get(key);
    const container = data === undefined ? undefined : valueAt(data.value, parent)?.value;
    const isObject = typeof container === "object" && container !== null;
    found = [...declared(parent), ...(place?.missing ?? [])].filter(
      (name) =>
        !(place?.present.has(name) ?? false) && !(isObject && Object.hasOwn(container, name)),
    );
    candidates.set(key, found);
    return found;
  };
  return issues.map((issue) => {
    const key = issue.path[issue.path.length - 1];
    if (typeof key !== "string") return issue;
    if (issue.kind === "missing") {
      const parent = issue.path.slice(0, -1);
      const sentAs = sentUnder(key, parent, places.get(parentKey(issue.path)), declared, data);
      return sentAs === undefined ? issue : { ...issue, sentAs };
    }
    if (issue.kind !== "unexpected") return issue;
    // The key itself is present there, so never among the candidates.
    const suggestion = didYouMean(
      key,
      candidatesAt(issue.path.slice(0, -1), parentKey(issue.path)),
    );
    return suggestion === undefined ? issue : { ...issue, suggestion };
  });
}

/** Most keys of one object compared with a missing key; past it no `sentAs` is given. */
const MAX_PRESENT_KEYS = 1_000;

/**
 * The key present beside the missing `key` that the model most likely sent its value under
 * (`thought_number` for `thoughtNumber`, `file_path` for `path`): a present key the schema does
 * not declare there and that no other issue names (an unexpected key's own line already points
 * to the missing one), clearly closest by the did-you-mean measure. Where the declared keys are not known (zod, Ajv without `verbose`) a present key could
 * be a declared one, so only a spelling of the same name counts (docs/messages.md, "Hints").
 */
function sentUnder(
  key: string,
  parent: readonly PathSegment[],
  place: Place | undefined,
  declared: (parent: readonly PathSegment[]) => readonly string[],
  data: { readonly value: unknown } | undefined,
): string | undefined {
  const container = data === undefined ? undefined : valueAt(data.value, parent)?.value;
  if (typeof container !== "object" || container === null || Array.isArray(container)) {
    return undefined;
  }
  const present = Object.keys(container);
  if (present.length > MAX_PRESENT_KEYS) return undefined;
  const known = declared(parent);
  const candidates = present.filter(
    (name) =>
      !known.includes(name) &&
      // A key with an issue of its own (an unexpected key) carries its own did-you-mean.
      !(place?.missing.has(name) ?? false) &&
      !(place?.present.has(name) ?? false) &&
      (known.length > 0 || sameName(name, key)),
  );
  return didYouMean(key, candidates);
}
