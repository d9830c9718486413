import { RE2JS } from "re2js";
import { backtrackingLimit } from "./backtracking-bound.js";
import { parsePattern } from "./pattern-syntax.js";
import { re2Source } from "./re2-syntax.js";

/** A compiled pattern whose `test` runs in time linear in the text (RE2: no backtracking). */
export interface LinearRegExp {
  /** Whether the pattern matches anywhere in `text`, as `RegExp#test` answers. */
  test(text: string): boolean;
  /** `/pattern/flags`: Ajv's key for sharing one compiled pattern within a schema. */
  toString(): string;
}

/**
 * What `linearRegExp` throws for a pattern that needs backtracking (a lookaround, a
 * backreference): a limit of the engines here, not a fault of the schema, so no input under it
 * passes unchecked (docs/pipeline.md, "Engines").
 */
export class PatternError extends Error {
  constructor(pattern: string) {
    super(`the pattern ${JSON.stringify(pattern)} needs a backtracking regular expression engine`);
    this.name = "PatternError";
  }
}

/**
 * Compiles a JSON Schema `pattern` (ECMA-262 syntax) so no pattern from an untrusted schema can
 * take more than linear time on any text (docs/security.md, "Patterns"): on V8's RegExp where
 * the pattern is provably linear on a backtracking engine, or polynomial and the text short
 * enough to stay within a budget (`backtrackingLimit`), on RE2 otherwise, the pattern written
 * in RE2's syntax with ECMA-262's meaning of each set (`re2Source`: `\s`, `\S` and `.` read as
 * RegExp reads them), so the answer never depends on the engine. One factory for every
 * engine and package: Ajv's `code.regExp` (as `ajvRegExp`), the interpreter, and coercion's
 * `patternProperties`. Throws JavaScript's `SyntaxError` for a pattern that is not a regular
 * expression there (with the `u` flag, as Ajv reads it: `[[:alpha:]]`, `(?i)`, which RE2 would
 * take), so the schema is refused as Ajv refuses it, a `PatternError` for one RE2 cannot run
 * (no engine here checks the schema then), and a `TypeError` for a pattern that is not a string (which
 * `new RegExp` would convert to text: a sparse array of 2^32 − 1 items hangs there).
 */
export function linearRegExp(pattern: string, _flags = "u"): LinearRegExp {
  if (typeof pattern !== "string") throw new TypeError("linearRegExp: the pattern is not a string");
  // The syntax check of Ajv's own `new RegExp(pattern, "u")`; run only where the pattern is linear.
  const native = new RegExp(pattern, "u");
  const tree = parsePattern(pattern);
  if (tree === undefined) throw new PatternError(pattern);
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(re2Source(tree));
  } catch {
    throw new PatternError(pattern);
  }
  const text = `/${pattern}/u`;
  const limit = backtrackingLimit(pattern, tree);
  if (limit === Number.POSITIVE_INFINITY) {
    return { test: (input) => native.test(input), toString: () => text };
  }
  if (limit >= 0) {
    return {
      test: (input) => (input.length <= limit ? native.test(input) : compiled.test(input)),
      toString: () => text,
    };
  }
  return { test: (input) => compiled.test(input), toString: () => text };
}
