import { RE2JS } from "re2js";

/** A compiled pattern: `test` answers whether it matches anywhere in `text`, in linear time. */
export interface PatternMatcher {
  /** Whether the pattern matches somewhere in `text` (JSON Schema patterns are not anchored). */
  test(text: string): boolean;
}

/** Compiles a schema's `pattern` on a linear-time engine; throws when the engine refuses it. */
export type PatternFactory = (pattern: string) => PatternMatcher;

// Compiled patterns shared by every interpreter, bounded: a schema can carry any number of them.
const cacheLimit = 1000;
const compiled = new Map<string, PatternMatcher>();

/**
 * The interpreter's pattern engine: re2js (RE2 semantics, linear in the text; no backreferences
 * or lookaround, which it refuses at compile time). See docs/pipeline.md, "Engines".
 */
export const re2Pattern: PatternFactory = (pattern) => {
  const known = compiled.get(pattern);
  if (known !== undefined) return known;
  const regex = RE2JS.compile(pattern);
  const matcher: PatternMatcher = { test: (text) => regex.test(text) };
  if (compiled.size >= cacheLimit) compiled.delete(compiled.keys().next().value as string);
  compiled.set(pattern, matcher);
  return matcher;
};
