import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeJsonText, jsonTextProblem } from "./decode-json-text.js";
import { readJsonSyntaxError } from "./json-syntax-error.js";
import { scanJsonText } from "./scan-json-text.js";

const problem = (text: string, maxNesting?: number) => {
  const result = decodeJsonText(text, maxNesting);
  return result.ok ? undefined : result.problem;
};

describe("decodeJsonText", () => {
  it("decodes any JSON value, a byte-order mark dropped first", () => {
    expect(decodeJsonText('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(decodeJsonText("\ufeff[1]")).toEqual({ ok: true, value: [1] });
    expect(decodeJsonText("7")).toEqual({ ok: true, value: 7 });
  });

  it.each([
    ["[9007199254740993]", "9007199254740993"],
    ['{"price": 4.99999999999999999}', "4.99999999999999999"],
    ["[1, 12345678901234567890]", "12345678901234567890"],
    // They read back, but as integers past MAX_SAFE_INTEGER, which the number rule refuses.
    ["[100000000000000000000000]", "100000000000000000000000"],
    ["[9007199254740994]", "9007199254740994"],
    ["[-9007199254740992]", "-9007199254740992"],
    ['{"n": 1e21}', "1e21"],
    ['{"n": 1.5e300}', "1.5e300"],
  ])("refuses %j for precision, naming %s", (text, literal) => {
    expect(problem(text)).toEqual({ reason: "precision", literal });
  });

  it.each(["[9007199254740991]", "[-9007199254740991]", "[1e15]", "[1.5e-300]", "[0.1]"])(
    "decodes %j: each number is the one written",
    (text) => {
      expect(decodeJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
    },
  );

  it.each([
    ["[1e400]", "1e400"],
    ['{"a": -2.5E-400}', "-2.5E-400"],
    ["[0.1000000000000000055511]", "0.1000000000000000055511"],
  ])("refuses %j for precision however short, with or without a nesting limit", (text, literal) => {
    expect(problem(text)).toEqual({ reason: "precision", literal });
    expect(problem(text, 63)).toEqual({ reason: "precision", literal });
  });

  // The scan is skipped on a short text no number of which can lose digits: the verdict must be
  // the scan's on every valid text, numbers of every length and exponent included.
  it("gives the scan's precision verdict on short texts of many numbers", () => {
    const numbers = ["0", "-1", "12.5", "1e5", "2E-3", "-0.0e+0", "9007199254740991"];
    numbers.push(
      "9007199254740993",
      "123456789012345.6",
      "1234567890123456",
      "4.99999999999999999",
      "9007199254740994",
      "100000000000000000000000",
      "1e16",
    );
    for (const a of numbers) {
      for (const b of numbers) {
        const text = `{"k${a}":[${a},"${b}e1"],"v":${b}}`;
        const scanned = scanJsonText(text, 63);
        const expected =
          typeof scanned === "string" ? { reason: "precision", literal: scanned } : undefined;
        expect(problem(text, 63)).toEqual(expected);
        expect(problem(text)).toEqual(expected);
      }
    }
  });

  // The skip reads a run of 7 digits, or a digit before `e`: a literal past 15 characters has one.
  it("gives the scan's precision verdict on every short text of JSON numbers", () => {
    const digits = (min: number, max: number) =>
      fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
    const literal = fc
      .tuple(fc.boolean(), digits(1, 20), fc.option(digits(1, 20)), fc.option(digits(1, 3)))
      .map(([minus, int, fraction, exponent]) => {
        const whole = int.length > 1 ? int.replace(/^0+/, "") || "0" : int;
        return `${minus ? "-" : ""}${whole}${fraction === null ? "" : `.${fraction}`}${exponent === null ? "" : `e${exponent}`}`;
      });
    fc.assert(
      fc.property(fc.array(literal, { minLength: 1, maxLength: 4 }), (numbers) => {
        const text = `[${numbers.join(",")}]`;
        const scanned = scanJsonText(text, 63);
        const expected =
          typeof scanned === "string" ? { reason: "precision", literal: scanned } : undefined;
        expect(problem(text, 63)).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it("refuses nesting past the limit before parsing, and prototype-poisoning keys", () => {
    expect(problem("[[[1]]]", 2)).toEqual({ reason: "nesting", limit: 2 });
    expect(problem("[[[1]]]", 3)).toBeUndefined();
    expect(problem('{"__proto__": {"x": 1}}')).toEqual({ reason: "prototype" });
    expect(problem('{"\\u005f_proto__": 1}')).toEqual({ reason: "prototype" });
    expect(problem('{"constructor": {"prototype": {}}}')).toEqual({ reason: "prototype" });
  });

  // SPEC "Messages that the audit found wrong": a clean code span with its position, never
  // V8's quote of the character or its echo of the text; nothing that breaks the line or span.
  it.each([
    ["['a']", "unexpected `'` at character 2"],
    ["[`]", "unexpected `\\u0060` at character 2"],
    ["[\u2028]", "unexpected `\\u2028` at character 2"],
    ["[\u2029]", "unexpected `\\u2029` at character 2"],
    ["[\u0085]", "unexpected `\\u0085` at character 2"],
    ["[\u001b]", "unexpected `\\u001b` at character 2"],
    ["[\u0000]", "unexpected `\\u0000` at character 2"],
    ["[\ud800]", "unexpected `\\ud800` at character 2"],
    ["\ufeff\ufeff[1]", "unexpected `\\ufeff` at character 2"],
    ["[\u200b]", "unexpected `\\u200b` at character 2"],
    ["[\u202e]", "unexpected `\\u202e` at character 2"],
    ["[\u{e0041}]", "unexpected `\\udb40\\udc41` at character 2"],
    ["[1,\n'a']", "unexpected `'` at character 5"],
    ["[tru]", "unexpected `]` at character 5"],
    ["[1,]", "unexpected `]` at character 4"],
    ["\ufeff[1,]", "unexpected `]` at character 5"],
    [`["${"x".repeat(60)}", \`]`, "unexpected `\\u0060` at character 66"],
    ['{"a":1,}', "expected double-quoted property name at character 8"],
    ['{"a":1}\n<tags>', "unexpected non-whitespace character after JSON at character 9"],
    ["[1,", "unexpected end of JSON input"],
    ['["a\nb"]', "bad control character in string literal at character 4"],
  ])("words the syntax problem of %j as %j", (text, detail) => {
    expect(problem(text)).toEqual({ reason: "syntax", detail });
  });

  it("keeps every syntax detail on one line whatever the text holds", () => {
    for (const char of ["\n", "\r", "\u2028", "\u0085", "`", "\u0000"]) {
      const found = problem(`["${"y".repeat(50)}"${char}${"z".repeat(50)}]`);
      expect(found?.reason).toBe("syntax");
      const detail = found?.reason === "syntax" ? found.detail : "";
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
      expect(detail).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(detail).not.toContain("y".repeat(10));
      expect(detail.split("`").length % 2).toBe(1);
    }
  });
});

describe("decodeJsonText on a negative zero", () => {
  const padding = "1,".repeat(600);
  it.each([
    ["one alone", "-0", 0],
    ["every spelling, in a short text", "[-0, -0.0, -0e5, -0.00E-3]", [0, 0, 0, 0]],
    ["nested in objects", '{"a": {"b": [-0]}, "c": -0}', { a: { b: [0] }, c: 0 }],
    ["a text with an escape, which is not scanned", '["x\\n", -0]', ["x\n", 0]],
    ["a text with a long number, which is scanned", "[12345678, -0]", [12345678, 0]],
    ["a long text, which is scanned", `[${padding}-0]`, [...Array(600).fill(1), 0]],
  ])("reads -0 as 0: %s", (_name, text, value) => {
    expect(decodeJsonText(text)).toEqual({ ok: true, value });
    expect(decodeJsonText(text, 64)).toEqual({ ok: true, value });
  });

  it("keeps -0.5, and a -0 in a string or a date", () => {
    const text = '[-0.5, "-0", "2024-05-01", "a-0.0"]';
    expect(decodeJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it("decodes as JSON.parse does, each -0 read as 0, on every path through the prefilters", () => {
    const item = fc.constantFrom(
      "-0",
      "-0.0",
      "-0e1",
      "-0.5",
      "0",
      "12345678",
      '"2024-05-01"',
      '"-0"',
      '"a\\b"',
      '"constructor"',
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), fc.boolean(), (items, long) => {
        const text = `[${long ? padding : ""}${items.join(",")}]`.replace(",]", "]");
        const value = JSON.parse(text, (_key, v) => (Object.is(v, -0) ? 0 : v));
        expect(decodeJsonText(text)).toEqual({ ok: true, value });
        expect(decodeJsonText(text, 64)).toEqual({ ok: true, value });
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("jsonTextProblem", () => {
  it("is the decoder's problem for text that opens a structure, else undefined", () => {
    expect(jsonTextProblem("[9007199254740993]", 64)).toEqual({
      reason: "precision",
      literal: "9007199254740993",
    });
    expect(jsonTextProblem("\ufeff{", 64)?.reason).toBe("syntax");
    expect(jsonTextProblem("[1]", 64)).toBeUndefined();
    expect(jsonTextProblem("nope", 64)).toBeUndefined();
  });
});

describe("readJsonSyntaxError", () => {
  it("drops V8's echo of the text, whole or cut, and reads its position", () => {
    expect(readJsonSyntaxError(`Unexpected token 'o', "nope" is not valid JSON`)).toEqual({
      words: "Unexpected token 'o'",
    });
    expect(readJsonSyntaxError(`Unexpected token 'x', "[xxxxxxxxxx"... is not valid JSON`)).toEqual(
      { words: "Unexpected token 'x'" },
    );
    expect(readJsonSyntaxError(`Unexpected token '\`', ..."aa\n , \`]" is not valid JSON`)).toEqual(
      { words: "Unexpected token '`'" },
    );
    expect(
      readJsonSyntaxError(
        "Expected ',' or '}' after property value in JSON at position 33 (line 1 column 34)",
      ),
    ).toEqual({ words: "Expected ',' or '}' after property value", position: 33 });
  });
});
