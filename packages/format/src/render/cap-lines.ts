/** Default most issue lines printed (SPEC "format": very long messages are capped). */
export const DEFAULT_MAX_LINES = 20;

/** The last line of a capped message: `…and 3 more issues`, `…and 1 more issue`. */
export function moreLine(rest: number): string {
  return `…and ${rest} more ${rest === 1 ? "issue" : "issues"}`;
}
