/**
 * The longest string the checks on a valid input read for `</`; a longer one counts as holding
 * it, and the coercer, which charges what it reads to the run's text budget, decides. A string
 * has no identity, so one an input built in memory shares at many places would be read at each
 * (2,000 places of 100,000,000 characters took 8 s; docs/pipeline.md, "Leaked markup").
 */
export const MAX_READ_TEXT = 1_000_000;

/** Whether `text` holds `</`, the start of a closing tag, or is too long to read for it. */
export function mayHoldClosingTag(text: string): boolean {
  return text.length > MAX_READ_TEXT || text.includes("</");
}
