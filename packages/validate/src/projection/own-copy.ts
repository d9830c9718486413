import { jsonTypeOf } from "@tool-input/json";

/** What `ownCopy` gives for a value it does not copy. */
export const notCopied: unique symbol = Symbol("not copied");

// Values written out past this many nodes are not copied: a value of shared parts (`[x, x]`
// thirty deep) would be 2^30 nodes written out.
const maxCopiedNodes = 10_000;

/**
 * A JSON copy of a keyword's value (an object `default`) for the projection to own, so that a
 * harness editing what it sends never edits the tool's schema (docs/providers.md, "What a
 * projection returns"); a primitive as it is. `notCopied` for a value that is not JSON (a
 * `bigint`, `NaN`, a function), throws when read, or is larger than `maxCopiedNodes` nodes
 * written out.
 */
export function ownCopy(value: unknown): unknown {
  if (typeof value !== "object" || value === null) {
    return jsonTypeOf(value) === undefined ? notCopied : value;
  }
  try {
    if (!fitsCopy(value)) return notCopied;
    return JSON.parse(JSON.stringify(value));
  } catch {
    return notCopied;
  }
}

// Counts the nodes as JSON writes them out (a part shared twice counted twice, each hole of an
// array as a `null`), up to the bound.
function fitsCopy(root: object): boolean {
  const pending: object[] = [root];
  let nodes = 1;
  while (pending.length > 0) {
    const value = pending.pop() as object;
    nodes += Array.isArray(value) ? value.length : 0;
    if (nodes > maxCopiedNodes) return false;
    for (const child of Object.values(value)) {
      if (!Array.isArray(value) && ++nodes > maxCopiedNodes) return false;
      if (typeof child === "object" && child !== null) pending.push(child);
    }
  }
  return true;
}
