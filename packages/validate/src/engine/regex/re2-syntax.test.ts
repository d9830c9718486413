import fc from "fast-check";
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { linearRegExp, PatternError } from "./linear-reg-exp.js";
import { parsePattern } from "./pattern-syntax.js";
import { re2Source } from "./re2-syntax.js";

// docs/security.md, "Patterns": RE2 answers as `new RegExp(pattern, "u")` (what Ajv runs), so a
// verdict never depends on a string's length, which decides the engine. re2js's own translation
// kept RE2's `\s` (ASCII only) and `.` (matching \r, U+2028, U+2029).

/** The pattern on RE2, as `linearRegExp` runs it past its backtracking bound. */
function onRe2(pattern: string): RE2JS {
  const tree = parsePattern(pattern);
  if (tree === undefined) throw new Error(`not parsed: ${pattern}`);
  return RE2JS.compile(re2Source(tree));
}

// White space and line ends of every kind ECMA-262 and RE2 disagree on, and their neighbours.
const special = [
  ..."\t\n\v\f\r \u0085\u00a0\u1680\u180e\u2000\u200a\u200b\u2028\u2029\u202f\u205f\u3000\ufeff",
  ..."\b\0aAzZ09_é١Ωß-.,/\\[]^$",
  "😀",
  "\ud83d",
  "\ude00",
];

const sets = [
  "\\s",
  "\\S",
  ".",
  "\\w",
  "\\W",
  "\\d",
  "\\D",
  "[\\s]",
  "[^\\s]",
  "[\\S]",
  "[^\\S]",
  "[\\S\\d]",
  "[^\\S\\d]",
  "[\\s\\w]",
  "[^\\s\\w]",
  "[\\W\\d]",
  "[.]",
  "[^.]",
  "[\\b]",
  "[^]",
  "\\p{L}",
  "\\P{L}",
  "[\\p{L}\\d]",
  "[^\\p{L}\\s]",
  "\\p{Script=Greek}",
  "\\p{gc=Nd}",
  "\\p{LC}",
  "\\p{White_Space}",
  "\\p{sc=Unknown}",
  "[\\p{Zs}]",
  "\\u00a0",
  "[\\u2028-\\u3000]",
  "\\uD83D\\uDE00",
  "\\u{1F600}",
  "\\uD83D",
  "\\cJ",
  "\\0",
  "\\x41",
  "[\\-a]",
  "\\/",
];

// Every code point of the first block and those around the line and space characters, every
// 61st one above (surrogates alone included) and the last ones.
const codePoints = [
  ...Array.from({ length: 0x3100 }, (_, i) => i),
  ...Array.from({ length: (0x110000 - 0x3100) / 61 }, (_, i) => 0x3100 + i * 61),
  0xd7ff,
  0xd800,
  0xdbff,
  0xdc00,
  0xdfff,
  0xe000,
  0xfeff,
  0xfffd,
  0xffff,
  0x10000,
  0x10ffff,
];

describe("RE2 reads each set of characters as RegExp with the u flag does", () => {
  it.each(sets)("^%s$ on every code point tried", (set) => {
    const pattern = `^${set}$`;
    const native = new RegExp(pattern, "u");
    const re2 = onRe2(pattern);
    const differ = codePoints.filter((point) => {
      const text = String.fromCodePoint(point);
      return native.test(text) !== re2.test(text);
    });
    expect(differ).toEqual([]);
  });
});

// Patterns from a grammar over those sets, anchors, word boundaries, groups and quantifiers.
const atom = fc.constantFrom(...sets, "a", "b", " ", "\\.", "\\b", "\\B", "^", "$");
const quantifier = fc.constantFrom("", "", "*", "+", "?", "{1,3}", "{2,}", "*?", "+?");
const pattern: fc.Arbitrary<string> = fc
  .letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc
        .tuple(atom, quantifier)
        .map(([a, q]) =>
          a.startsWith("\\b") || a.startsWith("\\B") || a === "^" || a === "$" ? a : a + q,
        ),
      fc.array(tie("node"), { minLength: 1, maxLength: 4 }).map((items) => items.join("")),
      fc.tuple(tie("node"), tie("node")).map(([x, y]) => `(?:${x}|${y})`),
      fc.tuple(tie("node"), quantifier).map(([x, q]) => `(${x})${q}`),
    ),
  }))
  .node.filter((source) => {
    try {
      new RegExp(source, "u");
      return true;
    } catch {
      return false;
    }
  });
const text = fc.string({ unit: fc.constantFrom(...special), maxLength: 12 });

describe("RE2 answers as RegExp with the u flag does", () => {
  it("for patterns of those sets, anchors and word boundaries on texts of those characters", () => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 8 }), (source, texts) => {
        // What the parser does not read RE2 does not run.
        if (parsePattern(source) === undefined) {
          expect(() => linearRegExp(source)).toThrow(PatternError);
          return;
        }
        const native = new RegExp(source, "u");
        const re2 = onRe2(source);
        for (const input of texts)
          expect([source, input, re2.test(input)]).toEqual([source, input, native.test(input)]);
      }),
      { numRuns: 600 },
    );
  }, 120_000);

  // The review's cases (finding 2): each on RegExp below the bound and on RE2 past it.
  it.each([
    ["^(\\S+ ?)+$", "rm\u00a0-rf"],
    ["^(\\S+ ?)+$", "\u3000"],
    ["^.*\\S.*$", "\u3000"],
    ["^(.+,)*.+$", "a\rb"],
    ["^(?:\\w+\\s?)*$", "a\u00a0b"],
    ["^[^\\S]+$", "\u2028\u00a0"],
  ])("%s on %j, short and 2,000 times as long", (source, unit) => {
    const native = new RegExp(source, "u");
    const compiled = linearRegExp(source);
    for (const input of [unit, unit.repeat(2000)]) {
      expect(compiled.test(input)).toBe(native.test(input));
    }
  });
});

describe("what RE2 cannot read as RegExp does", () => {
  it.each(["\\p{Script_Extensions=Greek}", "\\p{Letter}", "\\p{ASCII}", "(a)\\1", "(?<=a)b"])(
    "%s is a PatternError",
    (source) => {
      expect(() => linearRegExp(source)).toThrow(PatternError);
    },
  );
});

describe("the url format past 2,048 characters (finding 3)", () => {
  it("refuses white space ECMA-262 knows in the path, as ajv-formats does", () => {
    const schema = { type: "string", format: "url" };
    for (const engine of ["ajv", "interpreter"] as const) {
      const validator = createValidator({ engine });
      for (const space of ["\u00a0", "\u3000", "\ufeff", "\u2028", "\v"]) {
        const link = `http://example.com/${"a".repeat(3000)}${space}evil`;
        expect([engine, space, validator.validate(schema, link).status]).toEqual([
          engine,
          space,
          "invalid",
        ]);
      }
      expect(validator.validate(schema, `http://example.com/${"a".repeat(3000)}`).status).toBe(
        "valid",
      );
    }
  });
});
