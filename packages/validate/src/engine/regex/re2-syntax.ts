import { type CharRanges, maxCodePoint, normalise } from "./char-ranges.js";
import type { PatternNode } from "./pattern-syntax.js";

// RE2 reads `\s`, `\S` and `.` otherwise than ECMA-262 (`\s` is ASCII white space only, `.`
// also matches \r, U+2028 and U+2029), and re2js's `translateRegExp` keeps RE2's meaning. Every
// set of characters is written out here as the code points ECMA-262 gives it, so RE2 answers
// as `new RegExp(pattern, "u")` does (docs/security.md, "Patterns").

const codePoint = (value: number): string => `\\x{${value.toString(16)}}`;

/**
 * The RE2 syntax of a set of characters: `ranges`, and the Unicode properties (`\p{L}`) RE2
 * reads with the same meaning, the whole negated when `negated`.
 */
export function re2Chars(
  ranges: CharRanges,
  properties: readonly string[] = [],
  negated = false,
): string {
  const sorted = normalise(ranges);
  const only = sorted.length === 1 ? sorted[0] : undefined;
  if (!negated && properties.length === 0 && only !== undefined && only[0] === only[1]) {
    return codePoint(only[0]);
  }
  if (!negated && sorted.length === 0 && properties.length === 1) return properties[0] as string;
  // An empty set: `[]` matches nothing in ECMA-262, and RE2 has no empty class.
  if (sorted.length === 0 && properties.length === 0) {
    return negated
      ? `[${codePoint(0)}-${codePoint(maxCodePoint)}]`
      : `[^${codePoint(0)}-${codePoint(maxCodePoint)}]`;
  }
  const items = sorted.map(([from, to]) =>
    from === to ? codePoint(from) : `${codePoint(from)}-${codePoint(to)}`,
  );
  return `[${negated ? "^" : ""}${items.join("")}${properties.join("")}]`;
}

/** The RE2 syntax of a parsed pattern: the texts it matches are the ones ECMA-262's matches. */
export function re2Source(node: PatternNode): string {
  switch (node.kind) {
    case "char":
      return node.re2;
    case "assert":
      return node.which;
    case "seq":
      return node.items.length === 0 ? "(?:)" : node.items.map(re2Source).join("");
    case "alt":
      return `(?:${node.options.map(re2Source).join("|")})`;
    case "repeat":
      return `(?:${re2Source(node.body)})${quantifier(node.min, node.max)}`;
  }
}

function quantifier(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) return min === 0 ? "*" : min === 1 ? "+" : `{${min},}`;
  if (min === 0 && max === 1) return "?";
  return min === max ? `{${min}}` : `{${min},${max}}`;
}
