/** Default most issue lines printed (docs/messages.md, "The cap"). */
export const DEFAULT_MAX_LINES = 20;

/** The last line of a capped message: `…and 3 more issues`, `…and 1 more issue`. */
export function moreLine(rest: number): string {
  return `…and ${rest} more ${rest === 1 ? "issue" : "issues"}`;
}
