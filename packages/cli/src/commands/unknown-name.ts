import { didYouMean } from "@tool-input/format";

/**
 * `unknown command "chek" (did you mean "check"?)`: the did-you-mean is the one the messages'
 * hints use (docs/messages.md, "Hints"), offered only when one candidate is clearly closest.
 */
export function unknownName(what: string, given: string, candidates: Iterable<string>): string {
  const near = didYouMean(given, candidates);
  return `unknown ${what} "${given}"${near === undefined ? "" : ` (did you mean "${near}"?)`}`;
}
