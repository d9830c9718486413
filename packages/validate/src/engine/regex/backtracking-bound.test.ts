import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backtrackingBudget, backtrackingLimit } from "./backtracking-bound.js";
import { linearRegExp } from "./linear-reg-exp.js";

const linear = Number.POSITIVE_INFINITY;

describe("backtrackingLimit", () => {
  it.each([
    ["^[a-z]+$", linear],
    ["^\\d{4}-\\d{2}-\\d{2}$", linear],
    ["^[a-z]+@[a-z]+\\.[a-z]{2,}$", linear],
    ["^(\\w+\\.)*$", linear],
    ["^(a|b)*c$", linear],
    ["^[^/]+/[^/]+$", linear],
    ["^\\p{L}+$", linear],
    ["^(ab|ac)$", linear], // a fixed number of choices, nothing repeated
  ])("%s runs on RegExp on any text (%d)", (pattern, limit) => {
    expect(backtrackingLimit(pattern)).toBe(limit);
  });

  it.each([
    // mcp-git: two adjacent repetitions over the same characters, (n+1)^2 splits.
    ["^[a-zA-Z0-9._]+(?:[-._a-zA-Z0-9]*)$", 1023],
    ["^a*a*$", 1023],
    ["^a*a*a*$", 100],
    // Deterministic, but a search that may start anywhere rescans the text.
    ["[a-z]+", 1023],
    ["\\d{3}-\\w+", 1023],
  ])("%s runs on RegExp up to %d characters, on RE2 past them", (pattern, limit) => {
    expect(backtrackingLimit(pattern)).toBe(limit);
    expect((limit + 1) ** 2).toBeLessThanOrEqual(
      backtrackingBudget * (pattern === "^a*a*a*$" ? 2 : 1),
    );
  });

  // A search may start at each of the n+1 positions; a bounded width bounds each try, not the
  // number of tries: `a{1,1000}!` on a million a's took 13 s on RegExp.
  it.each([
    ["\\d{3}-\\d{4}", 8, 1, 1, 116_507],
    ["a{1,1000}!", 1001, 1, 1, 1045],
    ["(?:[a-z]{1,30}[0-9]){1,30}!", 931, 1, 1, 1124],
    // Not deterministic: a try splits what it reads (n+1)^2 ways, and the starts count once more.
    ["a{1,1000}a{1,1000}!", 2001, 1, 2, 100],
    ["a?a?a?a?a?a?a?a?a?a?a{1,500}!", 511, 2 ** 10, 1, 31],
  ])(
    "%s, of width %d, may start anywhere: RegExp up to a length within the budget",
    (pattern, width, spread, degree, limit) => {
      expect(backtrackingLimit(pattern)).toBe(limit);
      const steps = (n: number) => (n + 1) * spread * Math.min(n + 1, width + 1) ** degree;
      expect(steps(limit)).toBeLessThanOrEqual(backtrackingBudget);
    },
  );

  it.each([
    "^(a+)+$", // a repetition inside a repetition, both over `a`: exponential
    "^(?:a|a)*$",
    "^(a|ab)*$",
    "^(?:a+b?)+$",
    "^(a?)+$", // a repeated part that can match nothing
    "(a)\\1", // backreference
    "^(?=.*\\d).+$", // lookahead
    "(?<=a)b", // lookbehind
    "[[:alpha:]]", // not ECMA-262 under the u flag's rules the parser knows
    "\\k<x>",
    // A class with a Unicode property may match any character, negated or not: read as
    // matching none, `[^\P{L}]+` inside `*` was called linear and took 6 s on 27 letters.
    "^(?:[^\\P{L}]+)*$",
    "^(?:[^\\p{L}a]|[^\\p{L}b])*$",
  ])("%s stays on RE2 (-1)", (pattern) => {
    expect(backtrackingLimit(pattern)).toBe(-1);
  });
});

// Patterns from a small grammar over a few overlapping characters.
const atom = fc.constantFrom("a", "b", ".", "[ab]", "[a-c]", "[^a]", "\\d", "\\w", "1", "\\.");
const quantifier = fc.constantFrom("", "", "*", "+", "?", "{1,3}", "{2,}", "*?", "+?");
const pattern: fc.Arbitrary<string> = fc
  .letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.tuple(atom, quantifier).map(([a, q]) => a + q),
      fc.array(tie("node"), { minLength: 1, maxLength: 3 }).map((items) => items.join("")),
      fc.tuple(tie("node"), tie("node")).map(([x, y]) => `(?:${x}|${y})`),
      fc.tuple(tie("node"), quantifier).map(([x, q]) => `(${x})${q}`),
    ),
  }))
  .node.chain((body) =>
    fc
      .tuple(fc.boolean(), fc.boolean())
      .map(([start, end]) => `${start ? "^" : ""}${body}${end ? "$" : ""}`),
  );
const text = fc.string({ unit: fc.constantFrom("a", "b", "c", "1", ".", "!", " "), maxLength: 24 });

describe("linearRegExp's choice of engine", () => {
  it("answers as JS RegExp, whichever engine runs the text (re2-syntax.test.ts: RE2 alone)", () => {
    fc.assert(
      fc.property(pattern, fc.array(text, { maxLength: 6 }), (source, texts) => {
        const native = new RegExp(source, "u");
        const compiled = linearRegExp(source);
        for (const input of texts) expect(compiled.test(input)).toBe(native.test(input));
      }),
      { numRuns: 500 },
    );
  });

  // Exponential or quadratic work on 50,000 characters takes seconds at least; linear work,
  // well under a millisecond. The bound leaves room for a loaded machine.
  it("a pattern it calls linear answers on 50,000-character texts built to make it backtrack", () => {
    const pumps = ["a", "b", "1", ".", "ab", "a1", "a."].map((unit) =>
      unit.repeat(Math.ceil(50_000 / unit.length)),
    );
    fc.assert(
      fc.property(pattern, (source) => {
        if (backtrackingLimit(source) !== linear) return;
        const native = new RegExp(source, "u");
        const start = performance.now();
        for (const pump of pumps) {
          native.test(`${pump}!`);
          native.test(`!${pump}!`);
        }
        expect(performance.now() - start).toBeLessThan(1000);
      }),
      { numRuns: 300 },
    );
  });

  it("the hostile pattern stays under its bound: ^(a+)+$ on 40 a's and a !", () => {
    const start = performance.now();
    expect(linearRegExp("^(a+)+$").test(`${"a".repeat(40)}!`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(100);
  });

  it("so does one over a negated class with a Unicode property: ^(?:[^\\P{L}]+)*$ on 30 letters", () => {
    const start = performance.now();
    expect(linearRegExp("^(?:[^\\P{L}]+)*$").test(`${"a".repeat(30)}!`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});
