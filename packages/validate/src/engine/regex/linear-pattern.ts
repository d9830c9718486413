// One atom: a literal, an escape (not a backreference), a character class without nesting, or `.`.
const atom = String.raw`(?:[^\\.\[\](){}*+?|^$]|\\[^1-9kpPu]|\[\^?\]?(?:[^\\\]\[]|\\[^1-9kpPu])*\]|\.)`;
const quantifier = String.raw`(?:[*+?]|\{\d+(?:,\d*)?\})\??`;
const fixed = /^\{(\d+)\}\??$/;
const shape = new RegExp(`^(\\^?)((?:${atom}(?:${quantifier})?)*)\\$?$`);
const piece = new RegExp(`${atom}(${quantifier})?`, "g");

/**
 * The most characters a backtracking engine may read again for each character of the text: the
 * width tried at every start of a search that may start anywhere, or after the repeated atom of
 * an anchored pattern as it gives characters back. `a{16}!` on 1,000,000 `a`s takes about 0.1 s
 * of V8's `RegExp`; `a{1000}!` took 5 s (docs/pipeline.md, "Engines").
 */
export const maxRereadWidth = 16;

/**
 * Whether a backtracking RegExp matches `pattern` in time linear in the text, with a small
 * factor: a sequence of literals, escapes and character classes without groups, alternation or
 * backreferences, with at most one atom of variable repetition, and that one only in a pattern
 * anchored with `^` (one start position, so one pass over the text). What may be read again for
 * each character is at most {@link maxRereadWidth} characters: the whole pattern's width when
 * the search may start anywhere, the width after the repeated atom when it gives characters back.
 * Conservative: `false` means "not shown linear".
 */
export function isLinearPattern(pattern: string): boolean {
  if (pattern.length > 1000) return false;
  const match = shape.exec(pattern);
  if (match === null) return false;
  const anchored = match[1] === "^";
  let variable = 0;
  // The width of the fixed atoms after the last repeated one (all of them when there is none).
  let reread = 0;
  for (const [, q] of (match[2] ?? "").matchAll(piece)) {
    const count = q === undefined ? 1 : fixed.exec(q)?.[1];
    if (count === undefined) {
      variable += 1;
      reread = 0;
    } else {
      reread += Number(count);
    }
  }
  if (variable === 0) return anchored || reread <= maxRereadWidth;
  return variable === 1 && anchored && reread <= maxRereadWidth;
}
