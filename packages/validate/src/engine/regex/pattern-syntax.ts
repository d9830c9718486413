import {
  any,
  type CharRanges,
  complement,
  digit,
  lineTerminators,
  maxCodePoint,
  normalise,
  space,
  word,
} from "./char-ranges.js";
import { re2Chars } from "./re2-syntax.js";

/**
 * A pattern as the backtracking-bound decision and RE2 read it (docs/security.md, "Patterns"):
 * what `RegExp#test` answers depends on nothing it leaves out (groups, laziness). A `char` holds
 * the characters it may match for the decision (`ranges`: all of them where a Unicode property
 * is involved) and exactly those it matches in RE2's syntax (`re2`).
 */
export type PatternNode =
  | { readonly kind: "char"; readonly ranges: CharRanges; readonly re2: string }
  | { readonly kind: "assert"; readonly which: "^" | "$" | "\\b" | "\\B" }
  | { readonly kind: "seq"; readonly items: readonly PatternNode[] }
  | { readonly kind: "alt"; readonly options: readonly PatternNode[] }
  | {
      readonly kind: "repeat";
      readonly body: PatternNode;
      readonly min: number;
      readonly max: number;
    };

const syntaxCharacters = "^$\\.*+?()[]{}|/";
const controlEscapes: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, v: 11, f: 12 };

const chars = (ranges: CharRanges): PatternNode => ({
  kind: "char",
  ranges,
  re2: re2Chars(ranges),
});

// `\p{General_Category=L}` and `\p{Script=Greek}` are `\p{L}` and `\p{Greek}` in RE2, which takes
// the same names for the same sets (re2js's tables are Unicode 17's: a JavaScript engine on
// another Unicode version can differ on characters assigned since); a name RE2 does not know (a
// long name, a short script name, most binary properties) makes its compile fail.
function re2Property(body: string): string | undefined {
  const [name, value] = body.split("=");
  if (value === undefined) return name;
  return ["General_Category", "gc", "Script", "sc"].includes(name as string) ? value : undefined;
}

/** Thrown inside the parser for any syntax it does not know: no engine here runs the pattern. */
class Unsupported extends Error {}

/**
 * Parses a `pattern` under the `u` flag into {@link PatternNode}s, or returns `undefined` for
 * anything outside the grammar it knows (backreferences, lookarounds, `\p{Script_Extensions=…}`,
 * and any syntax it has not been taught): RE2 cannot run those. A set with a `\p{…}` is read as
 * any character by the decision, so it only ever makes the decision more careful.
 */
export function parsePattern(pattern: string): PatternNode | undefined {
  let at = 0;
  const peek = (): string => pattern[at] ?? "";
  const fail = (): never => {
    throw new Unsupported();
  };
  const codePoint = (): number => {
    const value = pattern.codePointAt(at) ?? fail();
    at += value > 0xffff ? 2 : 1;
    return value;
  };
  const hex = (digits: number): number => {
    const text = pattern.slice(at, at + digits);
    if (!/^[0-9a-fA-F]+$/.test(text) || text.length !== digits) fail();
    at += digits;
    return Number.parseInt(text, 16);
  };
  // An escape after `\`: a set of characters, a Unicode property in RE2's syntax, or
  // `undefined` for an assertion (\b, \B).
  const readEscape = (inClass: boolean): CharRanges | string | undefined => {
    const c = pattern[at++] ?? fail();
    if (c === "d") return digit;
    if (c === "D") return complement(digit);
    if (c === "w") return word;
    if (c === "W") return complement(word);
    if (c === "s") return space;
    if (c === "S") return complement(space);
    if (c === "p" || c === "P") {
      const end = pattern.indexOf("}", at);
      if (peek() !== "{" || end < 0) fail();
      const property = re2Property(pattern.slice(at + 1, end)) ?? fail();
      at = end + 1;
      return `\\${c}{${property}}`;
    }
    if (c === "b" && !inClass) return undefined;
    if (c === "B" && !inClass) return undefined;
    if (c === "b") return [[8, 8]];
    if (c in controlEscapes) {
      const value = controlEscapes[c] as number;
      return [[value, value]];
    }
    if (c === "0" && !/[0-9]/.test(peek())) return [[0, 0]];
    if (c === "x") {
      const value = hex(2);
      return [[value, value]];
    }
    if (c === "u") {
      if (peek() === "{") {
        const end = pattern.indexOf("}", at);
        if (end < 0) fail();
        at++;
        const value = hex(end - at);
        at++;
        if (value > maxCodePoint) fail();
        return [[value, value]];
      }
      const value = hex(4);
      // `\uD83D\uDE00` is one code point under the `u` flag.
      if (
        value >= 0xd800 &&
        value <= 0xdbff &&
        /^\\u[dD][c-fC-F][0-9a-fA-F]{2}/.test(pattern.slice(at))
      ) {
        at += 2;
        const trail = hex(4);
        const joined = (value - 0xd800) * 0x400 + (trail - 0xdc00) + 0x10000;
        return [[joined, joined]];
      }
      return [[value, value]];
    }
    if (c === "c" && /[a-zA-Z]/.test(peek())) {
      const value = (pattern.charCodeAt(at++) as number) % 32;
      return [[value, value]];
    }
    if (syntaxCharacters.includes(c) || (inClass && c === "-")) {
      const value = c.codePointAt(0) as number;
      return [[value, value]];
    }
    return fail();
  };
  const classAtom = (): CharRanges | string => {
    if (peek() === "\\") {
      at++;
      return readEscape(true) ?? fail();
    }
    const value = codePoint();
    return [[value, value]];
  };
  const single = (ranges: CharRanges | string): number => {
    const only = typeof ranges !== "string" && ranges.length === 1 ? ranges[0] : undefined;
    return only !== undefined && only[0] === only[1] ? only[0] : fail();
  };
  const charClass = (): PatternNode => {
    const negated = peek() === "^";
    if (negated) at++;
    const ranges: (readonly [number, number])[] = [];
    const properties: string[] = [];
    while (peek() !== "]") {
      if (at >= pattern.length) fail();
      const from = classAtom();
      if (peek() === "-" && at + 1 < pattern.length && pattern[at + 1] !== "]") {
        at++;
        const low = single(from);
        const high = single(classAtom());
        if (low > high) fail();
        ranges.push([low, high]);
      } else if (typeof from === "string") properties.push(from);
      else ranges.push(...from);
    }
    at++;
    // With a property, every character for the decision, negated or not.
    if (properties.length > 0) {
      return { kind: "char", ranges: any, re2: re2Chars(ranges, properties, negated) };
    }
    return chars(negated ? complement(ranges) : normalise(ranges));
  };
  const atom = (): PatternNode => {
    const c = pattern[at++] ?? fail();
    if (c === "^" || c === "$") return { kind: "assert", which: c };
    if (c === ".") return chars(complement(lineTerminators));
    if (c === "[") return charClass();
    if (c === "\\") {
      const escaped = readEscape(false);
      if (escaped === undefined) {
        return { kind: "assert", which: pattern[at - 1] === "b" ? "\\b" : "\\B" };
      }
      return typeof escaped === "string"
        ? { kind: "char", ranges: any, re2: escaped }
        : chars(escaped);
    }
    if (c === "(") {
      if (peek() === "?") {
        at++;
        const kind = pattern[at++];
        if (kind === "<" && peek() !== "=" && peek() !== "!") {
          const end = pattern.indexOf(">", at);
          if (end < 0) fail();
          at = end + 1;
        } else if (kind !== ":") fail();
      }
      const body = alternation();
      if (pattern[at++] !== ")") fail();
      return body;
    }
    if ("*+?{}|)]".includes(c)) fail();
    at--;
    const value = codePoint();
    return chars([[value, value]]);
  };
  const quantifier = (): { min: number; max: number } | undefined => {
    const c = peek();
    if (c === "*" || c === "+" || c === "?") {
      at++;
      return { min: c === "+" ? 1 : 0, max: c === "?" ? 1 : Number.POSITIVE_INFINITY };
    }
    if (c !== "{") return undefined;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at)) ?? fail();
    at += match[0].length;
    const min = Number(match[1]);
    const max =
      match[2] === undefined ? min : match[3] === "" ? Number.POSITIVE_INFINITY : Number(match[3]);
    if (max < min) fail();
    return { min, max };
  };
  const sequence = (): PatternNode => {
    const items: PatternNode[] = [];
    while (at < pattern.length && peek() !== "|" && peek() !== ")") {
      const body = atom();
      const bounds = quantifier();
      if (bounds === undefined) {
        items.push(body);
        continue;
      }
      if (peek() === "?") at++; // lazy: the same choices, tried in the other order
      // A repeated assertion (`(?:\b)+`) holds once or, with a minimum of 0, need not hold.
      if (body.kind === "assert") {
        if (bounds.min > 0) items.push(body);
        continue;
      }
      items.push({ kind: "repeat", body, ...bounds });
    }
    return items.length === 1 ? (items[0] as PatternNode) : { kind: "seq", items };
  };
  function alternation(): PatternNode {
    const options = [sequence()];
    while (peek() === "|") {
      at++;
      options.push(sequence());
    }
    return options.length === 1 ? (options[0] as PatternNode) : { kind: "alt", options };
  }
  try {
    const tree = alternation();
    return at === pattern.length ? tree : undefined;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
