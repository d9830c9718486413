// One atom: a literal, an escape (not a backreference), a character class without nesting, or `.`.
const atom = String.raw`(?:[^\\.\[\](){}*+?|^$]|\\[^1-9kpPu]|\[\^?\]?(?:[^\\\]\[]|\\[^1-9kpPu])*\]|\.)`;
const quantifier = String.raw`(?:[*+?]|\{\d+(?:,\d*)?\})\??`;
const fixed = /^\{(\d+)\}\??$/;
const shape = new RegExp(`^(\\^?)((?:${atom}(?:${quantifier})?)*)\\$?$`);
const piece = new RegExp(`${atom}(${quantifier})?`, "g");

/**
 * Whether a backtracking RegExp matches `pattern` in time linear in the text: a sequence of
 * literals, escapes and character classes without groups, alternation or backreferences, with at
 * most one atom of variable repetition, and that one only in a pattern anchored with `^`
 * (one start position, so one pass over the text). Conservative: `false` means "not shown linear".
 */
export function isLinearPattern(pattern: string): boolean {
  if (pattern.length > 1000) return false;
  const match = shape.exec(pattern);
  if (match === null) return false;
  const anchored = match[1] === "^";
  let variable = 0;
  for (const [, q] of (match[2] ?? "").matchAll(piece)) {
    if (q !== undefined && !fixed.test(q)) variable += 1;
  }
  return variable === 0 || (variable === 1 && anchored);
}
