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
 * The ways a backtracking engine may try one key (at most `MAX_KEY_LENGTH` characters) before
 * the pattern counts as too costly to run: a few milliseconds of V8's RegExp at worst.
 */
const MAX_TRIES = 2 ** 16;

/**
 * Whether a pattern's backtracking on a key of at most `MAX_KEY_LENGTH` characters stays within
 * `MAX_TRIES` ways (docs/coercion.md, "Bounds"): no quantified group (`(a+)+`, `(a|a)*`), no
 * backreference or lookaround, and the product of the choices it makes is small enough. Each
 * quantifier outside a character class chooses how many times it repeats: `?` two ways, `{m,n}`
 * `n - m + 1`, `*`, `+` and `{m,}` (and any range past the key's length) one per length of the
 * key and one more; each group, and the pattern itself, chooses one of its alternatives. A
 * pattern that does not open with `^` (and has no `|` outside a group) is tried at every start.
 *
 * `@tool-input/validate` makes a finer decision (its linear-pattern analysis parses the pattern)
 * and passes its linear-time matcher, so this one runs only for a direct caller of `coerce` or
 * `createCoercer` without a `patternMatcher`: coerce does not depend on validate, so it keeps
 * this small, conservative count of its own.
 */
export function isSimplePattern(source: string): boolean {
  return backtrackingTries(source) <= MAX_TRIES;
}

/** The ways `isSimplePattern` counts, `Infinity` for a pattern it refuses outright. */
function backtrackingTries(source: string): number {
  let tries = 1;
  const alternatives: number[] = [1]; // the pattern's own, then each open group's
  let inClass = false;
  let afterGroup = false; // the last atom is a group
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (inClass) {
      if (char === "\\") i++;
      else if (char === "]") inClass = false;
      continue;
    }
    if (char === "\\") {
      if (/[1-9k]/.test(source[i + 1] ?? "")) return Number.POSITIVE_INFINITY; // backreference
      i++;
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(") {
      if (source[i + 1] === "?") {
        if (/^\?<?[=!]/.test(source.slice(i + 1, i + 4))) return Number.POSITIVE_INFINITY;
        // `(?:`, `(?<name>`, `(?i:`: the group's prefix holds no quantifier.
        const open = source.slice(i + 2).search(/[:>]/);
        if (open >= 0) i += open + 2;
      }
      alternatives.push(1);
    } else if (char === ")") {
      tries *= alternatives.pop() ?? 1;
      afterGroup = true;
      continue;
    } else if (char === "|") {
      alternatives[alternatives.length - 1] = (alternatives.at(-1) ?? 1) + 1;
    } else {
      const quantifier = quantifierAt(source, i);
      if (quantifier !== undefined) {
        if (afterGroup) return Number.POSITIVE_INFINITY;
        tries *= quantifier.choices;
        i = quantifier.end - 1;
        if (source[i + 1] === "?") i++; // lazy
        continue;
      }
    }
    afterGroup = false;
  }
  const whole = alternatives[0] ?? 1;
  const anchored = source.startsWith("^") && whole === 1;
  return tries * whole * (anchored ? 1 : MAX_KEY_LENGTH + 1);
}

/** The quantifier at `at`: how many repetitions it may choose among on a key, and where it ends. */
function quantifierAt(source: string, at: number): { choices: number; end: number } | undefined {
  const any = MAX_KEY_LENGTH + 1;
  const char = source[at];
  if (char === "*" || char === "+") return { choices: any, end: at + 1 };
  if (char === "?") return { choices: 2, end: at + 1 };
  if (char !== "{") return undefined;
  const bound = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at, at + 48));
  if (bound === null) return undefined; // a literal brace
  const min = Number(bound[1]);
  const max =
    bound[2] === undefined ? min : bound[3] === "" ? Number.POSITIVE_INFINITY : Number(bound[3]);
  return { choices: Math.min(any, max - min + 1), end: at + bound[0].length };
}
