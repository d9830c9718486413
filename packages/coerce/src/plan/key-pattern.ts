/** Compiles a `patternProperties` pattern into a linear-time test of a key (an RE2 engine), or `undefined` when it cannot. */
export type PatternMatcher = (pattern: string) => ((key: string) => boolean) | undefined;

/** Keys longer than this are not tested against a pattern by the built-in engine. */
export const MAX_KEY_LENGTH = 128;

/**
 * The test of one `patternProperties` pattern against a key: `true` / `false`, or `undefined`
 * when it cannot tell in bounded time. `null` when the pattern does not compile (nothing can
 * be known of the object's keys). With a `matcher` (linear-time), every pattern it compiles is
 * run on every key. Without one, JavaScript's backtracking engine runs only patterns that
 * cannot take exponential time (`isSimplePattern`), and only on keys of at most
 * `MAX_KEY_LENGTH` characters, so a catastrophic pattern from a schema cannot stall coercion on
 * a key the model chose (docs/coercion.md, "Bounds").
 */
export function keyPattern(
  source: string,
  matcher: PatternMatcher | undefined,
): ((key: string) => boolean | undefined) | null {
  let regexp: RegExp;
  try {
    regexp = new RegExp(source, "u");
  } catch {
    return null;
  }
  if (matcher !== undefined) {
    const test = matcher(source);
    return test === undefined ? () => undefined : test;
  }
  if (!isSimplePattern(source)) return () => undefined;
  return (key) => (key.length > MAX_KEY_LENGTH ? undefined : regexp.test(key));
}

/**
 * Whether a pattern's backtracking cost stays polynomial of low degree: no quantified group
 * (`(a+)+`, `(a|a)*`), no backreference or lookaround, and at most two unbounded quantifiers
 * (`*`, `+`, `{n,}`, or `{n,m}` past 16) outside character classes.
 */
export function isSimplePattern(source: string): boolean {
  let unbounded = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "\\") {
      const next = source[i + 1] ?? "";
      if (!inClass && (/[1-9]/.test(next) || next === "k")) return false;
      i++;
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
      continue;
    }
    if (char === "[") inClass = true;
    else if (char === "(" && /^\?<?[=!]/.test(source.slice(i + 1, i + 4))) return false;
    else if (char === "*" || char === "+" || char === "{" || char === "?") {
      const bound = char === "{" ? /^\{\d+(,(\d*))?\}/.exec(source.slice(i, i + 24)) : null;
      if (char === "{" && bound === null) continue; // a literal brace
      const lazyOrPossessive = char === "?" && /[*+?}]/.test(source[i - 1] ?? "");
      if (lazyOrPossessive) continue;
      if (source[i - 1] === ")") return false;
      const upper = bound?.[2];
      const open =
        char === "*" ||
        char === "+" ||
        (bound?.[1] !== undefined && (upper === "" || Number(upper) > 16));
      if (open && ++unbounded > 2) return false;
    }
  }
  return true;
}
