import { type LinearRegExp, linearRegExp } from "./linear-reg-exp.js";

/** Compiles a schema's `pattern` on a linear-time engine; throws when the engine refuses it. */
export type PatternFactory = (pattern: string) => LinearRegExp;

// Compiled patterns shared by every interpreter, bounded: a schema can carry any number of them.
const cacheLimit = 1000;
const compiled = new Map<string, LinearRegExp>();

/**
 * The interpreter's patterns: the same RE2 factory as the Ajv engine's `code.regExp`, so both
 * engines run (and refuse) the same patterns the same way, in linear time (docs/security.md,
 * "Patterns"); compiled once per pattern text.
 */
export const re2Pattern: PatternFactory = (pattern) => {
  const known = compiled.get(pattern);
  if (known !== undefined) return known;
  const regex = linearRegExp(pattern);
  if (compiled.size >= cacheLimit) compiled.delete(compiled.keys().next().value as string);
  compiled.set(pattern, regex);
  return regex;
};
