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

/** A pattern as the backtracking-bound decision sees it (docs/security.md, "Patterns"). */
export type PatternNode =
  | { readonly kind: "char"; readonly ranges: CharRanges }
  | { readonly kind: "assert"; readonly start: boolean }
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

/** Thrown inside the parser for any syntax it does not know: the caller then trusts only RE2. */
class Unsupported extends Error {}

/**
 * Parses a `pattern` under the `u` flag into {@link PatternNode}s, or returns `undefined` for
 * anything outside the small grammar it knows (backreferences, lookarounds, and any syntax it
 * has not been taught): the decision then keeps the pattern on RE2. `\p{…}` is read as any
 * character, so it only ever makes the decision more careful.
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
  // An escape after `\`: a set of characters, or `undefined` for an assertion (\b, \B).
  const readEscape = (inClass: boolean): CharRanges | undefined => {
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
      at = end + 1;
      return any;
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
  const classAtom = (): CharRanges => {
    if (peek() === "\\") {
      at++;
      return readEscape(true) ?? fail();
    }
    const value = codePoint();
    return [[value, value]];
  };
  const single = (ranges: CharRanges): number => {
    const only = ranges.length === 1 ? ranges[0] : undefined;
    return only !== undefined && only[0] === only[1] ? only[0] : fail();
  };
  const charClass = (): CharRanges => {
    const negated = peek() === "^";
    if (negated) at++;
    const ranges: (readonly [number, number])[] = [];
    while (peek() !== "]") {
      if (at >= pattern.length) fail();
      const from = classAtom();
      if (peek() === "-" && at + 1 < pattern.length && pattern[at + 1] !== "]") {
        at++;
        const low = single(from);
        const high = single(classAtom());
        if (low > high) fail();
        ranges.push([low, high]);
      } else ranges.push(...from);
    }
    at++;
    return negated ? complement(ranges) : normalise(ranges);
  };
  const atom = (): PatternNode => {
    const c = pattern[at++] ?? fail();
    if (c === "^") return { kind: "assert", start: true };
    if (c === "$") return { kind: "assert", start: false };
    if (c === ".") return { kind: "char", ranges: complement(lineTerminators) };
    if (c === "[") return { kind: "char", ranges: charClass() };
    if (c === "\\") {
      const ranges = readEscape(false);
      return ranges === undefined ? { kind: "assert", start: false } : { kind: "char", ranges };
    }
    if (c === "(") {
      if (peek() === "?") {
        at++;
        const kind = pattern[at++];
        if (kind === "<" && /[A-Za-z_$]/.test(peek())) {
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
    return { kind: "char", ranges: [[value, value]] };
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
      if (body.kind === "assert") fail();
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
