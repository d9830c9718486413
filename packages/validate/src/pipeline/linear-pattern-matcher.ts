import { linearRegExp } from "../engine/regex/linear-reg-exp.js";

/**
 * Coercion's `patternProperties` test on RE2, the engine that runs every `pattern` of a schema
 * (docs/security.md, "Patterns"): linear in the key, whatever the pattern. `undefined` for a
 * pattern RE2 cannot run, whose keys coercion then leaves as they are.
 */
export function linearPatternMatcher(pattern: string): ((key: string) => boolean) | undefined {
  try {
    const compiled = linearRegExp(pattern);
    return (key) => compiled.test(key);
  } catch {
    return undefined;
  }
}
