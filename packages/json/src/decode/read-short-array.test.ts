import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeJsonText } from "./decode-json-text.js";
import { readShortArray, SHORT_ARRAY_LIMIT } from "./read-short-array.js";

/** `JSON.parse(text)`, or `undefined` where it throws. */
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const space = fc.stringMatching(/^[ \t\r\n]{0,2}$/);

/** Scalars of every kind the reader reads, and near misses it must hand on. */
const scalar = fc.oneof(
  fc.string({ maxLength: 6 }).map((text) => JSON.stringify(text)),
  fc.integer().map(String),
  fc.maxSafeInteger().map(String),
  fc.double().map((value) => JSON.stringify(value)),
  fc.constantFrom("true", "false", "null", "-0", "0", "01", "-", "1.", "1e2", "tru", '"a\\u0041"'),
  fc.constantFrom("123456789012345", "-123456789012345", "1234567890123456", "9007199254740993"),
  fc.constantFrom("[]", "{}", '{"a":1}', "[1]", '"\u0001"', '"\ud800"'),
);

/** Array texts of those scalars, white space around each token. */
const arrayText = fc
  .tuple(fc.array(fc.tuple(space, scalar, space), { maxLength: 5 }), space, space)
  .map(([items, before, after]) => {
    const inner = items.map(([a, item, b]) => `${a}${item}${b}`).join(",");
    return `${before}[${inner}]${after}`;
  });

/** What the reader must read: a JSON array of the scalars it knows, white space between tokens. */
const PLAIN_SCALAR = String.raw`(?:"[^"\\\u0000-\u001f]*"|-?[1-9]\d{0,14}|0|true|false|null)`;
const SPACE = "[ \\t\\n\\r]*";
const PLAIN_ARRAY = new RegExp(
  String.raw`^${SPACE}\[${SPACE}(?:${PLAIN_SCALAR}${SPACE}(?:,${SPACE}${PLAIN_SCALAR}${SPACE})*)?\]${SPACE}$`,
);

/** An array text with one character dropped, doubled or replaced. */
const damagedText = fc
  .tuple(
    arrayText,
    fc.nat(),
    fc.constantFrom("drop", "double", "replace"),
    fc.string({ minLength: 1, maxLength: 1 }),
  )
  .map(([text, at, how, by]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    if (how === "drop") return text.slice(0, i) + text.slice(i + 1);
    if (how === "double") return text.slice(0, i + 1) + text.slice(i);
    return text.slice(0, i) + by + text.slice(i + 1);
  });

describe("readShortArray", () => {
  it.each([
    ["[]", []],
    [' [ "a.txt" , "b.txt" ] ', ["a.txt", "b.txt"]],
    ["[1,-2,0,true,false,null]", [1, -2, 0, true, false, null]],
    ['["\ud83d\ude00", "\ud800"]', ["\ud83d\ude00", "\ud800"]],
    ["[123456789012345,-999999999999999]", [123456789012345, -999999999999999]],
  ])("reads %j as JSON.parse does", (text, value) => {
    expect(readShortArray(text)).toEqual(value);
    expect(readShortArray(text)).toEqual(JSON.parse(text));
  });

  it.each([
    ["an escape", '["a\\"b"]'],
    ["a control character", '["a\tb"]'],
    ["-0", "[-0]"],
    ["a fraction", "[1.5]"],
    ["an exponent", "[1e3]"],
    ["16 digits", "[1234567890123456]"],
    ["a leading zero", "[01]"],
    ["a nested array", "[[1]]"],
    ["an object", '[{"a":1}]'],
    ["an object text", '{"a":1}'],
    ["a trailing comma", "[1,]"],
    ["text after the array", "[1] 2"],
    ["an unclosed array", '["a"'],
    ["a byte-order mark", "\ufeff[1]"],
    ["a text past the limit", `[${'"a",'.repeat(SHORT_ARRAY_LIMIT / 4)}"a"]`],
  ])("hands on a text with %s", (_, text) => {
    expect(readShortArray(text)).toBeUndefined();
  });

  it("reads every array text it takes as JSON.parse does, and every short plain one", () => {
    fc.assert(
      fc.property(fc.oneof(arrayText, damagedText), (text) => {
        const read = readShortArray(text);
        if (read !== undefined) expect(read).toStrictEqual(parsed(text));
        if (text.length <= SHORT_ARRAY_LIMIT && PLAIN_ARRAY.test(text)) {
          expect(read).toBeDefined();
        }
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([0, 0.5, -1])("leaves decodeJsonText's nesting refusal under a limit of %s", (limit) => {
    expect(decodeJsonText("[1]", limit)).toEqual({
      ok: false,
      problem: { reason: "nesting", limit },
    });
  });

  it("leaves decodeJsonText's verdict under a limit of NaN, which the scan never passes", () => {
    expect(decodeJsonText("[1]", Number.NaN)).toEqual({ ok: true, value: [1] });
    expect(decodeJsonText("[1]", 1)).toEqual({ ok: true, value: [1] });
  });

  it("reads a text of exactly the limit and hands on one a character longer", () => {
    const text = `[${'"ab",'.repeat(8)}"abcd"]`;
    expect(text).toHaveLength(SHORT_ARRAY_LIMIT);
    expect(readShortArray(text)).toEqual(JSON.parse(text));
    expect(readShortArray(` ${text}`)).toBeUndefined();
  });
});
