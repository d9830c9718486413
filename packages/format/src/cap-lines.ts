/** Default most issue lines printed (SPEC "format": very long messages are capped). */
export const DEFAULT_MAX_LINES = 20;

/** The first `max` lines, then `…and N more issues` counting the rest. */
export function capLines(lines: readonly string[], max: number): string[] {
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : lines.length;
  if (lines.length <= limit) return [...lines];
  const rest = lines.length - limit;
  return [...lines.slice(0, limit), `…and ${rest} more ${rest === 1 ? "issue" : "issues"}`];
}
