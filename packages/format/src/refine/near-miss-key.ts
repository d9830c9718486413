import { presentItems } from "@tool-input/json";
import { didYouMean } from "./did-you-mean.js";

/** The affixes a model adds to or drops from a declared key (`project` for `project_id`). */
const SUFFIXES = ["_id", "Id", "ID", "_ids", "Ids", "IDs", "s", "es", "_name", "Name"] as const;
const PREFIXES = ["is_", "is", "has_", "has"] as const;

/**
 * The declared key that `given`, a key the schema does not declare, most likely stands for
 * (docs/messages.md, "Near-miss keys"): the did-you-mean rule's choice, else the one candidate
 * that is `given` with a `_id`/`Id`/`s`-style suffix or an `is_`/`has_` prefix added or dropped.
 */
export function nearMissKey(given: string, candidates: readonly string[]): string | undefined {
  const names = presentItems(candidates);
  const near = didYouMean(given, names);
  if (near !== undefined) return near;
  let found: string | undefined;
  for (const candidate of names) {
    if (candidate === given || !affixed(given, candidate)) continue;
    if (found !== undefined) return undefined; // two fit: not clear
    found = candidate;
  }
  return found;
}

function affixed(a: string, b: string): boolean {
  for (const suffix of SUFFIXES) if (a + suffix === b || b + suffix === a) return true;
  for (const prefix of PREFIXES) if (prefix + a === b || prefix + b === a) return true;
  return false;
}
