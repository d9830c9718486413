import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withPollutedPrototype } from "../../../../../test/support/polluted-prototype.js";
import { decodePythonLiteral } from "./decode-python-literal.js";

const accepted: { name: string; text: string; value: unknown }[] = [
  { name: "a list of strings", text: "['a', 'b']", value: ["a", "b"] },
  { name: "a dict", text: "{'k': 'v', \"n\": 1}", value: { k: "v", n: 1 } },
  { name: "True, False, None", text: "[True, False, None]", value: [true, false, null] },
  { name: "a tuple as an array", text: "('a', 2)", value: ["a", 2] },
  { name: "a one-item tuple", text: "(1,)", value: [1] },
  { name: "the empty tuple", text: "()", value: [] },
  { name: "a parenthesised value", text: "(1)", value: 1 },
  { name: "empty list and dict", text: "[[], {}]", value: [[], {}] },
  { name: "trailing commas", text: "[1, [2,], {'a': 3,},]", value: [1, [2], { a: 3 }] },
  { name: "white space and line breaks", text: " [\n  1,\r\n\t2 ]\n", value: [1, 2] },
  { name: "decimals and negatives", text: "[-1, 2.50, -0, 0.1]", value: [-1, 2.5, 0, 0.1] },
  { name: "a u prefix", text: "[u'x', U\"y\"]", value: ["x", "y"] },
  {
    name: "a string holding the other quote",
    text: `["it's", 'say "hi"']`,
    value: ["it's", 'say "hi"'],
  },
  {
    name: "Python's escapes",
    text: String.raw`['\\ \' \" \n \r \t \b \f \v \a \0 \101 \x41 \u00e9 \U0001F600']`,
    value: ["\\ ' \" \n \r \t \b \f \v \x07 \0 A A é 😀"],
  },
  {
    name: "an unknown escape keeps its backslash",
    text: String.raw`['C:\dir']`,
    value: ["C:\\dir"],
  },
  { name: "a line continuation inside a string", text: "['a\\\nb']", value: ["ab"] },
  { name: "a later key wins, as in Python", text: "{'a': 1, 'a': 2}", value: { a: 2 } },
  { name: "a scalar on its own", text: "'x'", value: "x" },
];

const refused: { name: string; text: string; problem: unknown }[] = [
  {
    name: "a name",
    text: "[foo]",
    problem: { reason: "syntax", detail: "`foo` at character 2 is a name, not a literal" },
  },
  {
    name: "JSON's true",
    text: "[true]",
    problem: { reason: "syntax", detail: "`true` at character 2 is a name, not a literal" },
  },
  {
    name: "a call",
    text: "[set()]",
    problem: { reason: "syntax", detail: "`set` at character 2 is a name, not a literal" },
  },
  {
    name: "an operator",
    text: "[1 + 2]",
    problem: { reason: "syntax", detail: "expected `,` or `]` at character 4 but found `+`" },
  },
  {
    name: "a comment",
    text: "[1] # note",
    problem: { reason: "syntax", detail: "unexpected `#` after the literal at character 5" },
  },
  {
    name: "a set",
    text: "{'a', 'b'}",
    problem: { reason: "syntax", detail: "expected `:` at character 5 but found `,`" },
  },
  {
    name: "a number key",
    text: "{1: 'a'}",
    problem: { reason: "syntax", detail: "expected a string key at character 2 but found `1`" },
  },
  {
    name: "two u prefixes",
    text: "[uu'x']",
    problem: { reason: "syntax", detail: "`uu` at character 2 is a name, not a literal" },
  },
  {
    name: "a key with two u prefixes",
    text: "{uu'x': 1}",
    problem: { reason: "syntax", detail: "expected a string key at character 2 but found `u`" },
  },
  {
    name: "an f-string",
    text: "[f'{x}']",
    problem: { reason: "syntax", detail: "`f` at character 2 is a name, not a literal" },
  },
  {
    name: "a bytes literal",
    text: "[b'x']",
    problem: { reason: "syntax", detail: "`b` at character 2 is a name, not a literal" },
  },
  {
    name: "adjacent strings",
    text: "['a' 'b']",
    problem: { reason: "syntax", detail: "expected `,` or `]` at character 6 but found `'`" },
  },
  {
    name: "an exponent",
    text: "[1e5]",
    problem: { reason: "syntax", detail: "`1e5` at character 2 is not a plain decimal number" },
  },
  {
    name: "a leading zero",
    text: "[007]",
    problem: { reason: "syntax", detail: "`007` at character 2 is not a plain decimal number" },
  },
  {
    name: "a bare dot",
    text: "[1.]",
    problem: { reason: "syntax", detail: "`1.` at character 2 is not a plain decimal number" },
  },
  {
    name: "hex",
    text: "[0x10]",
    problem: { reason: "syntax", detail: "`0x10` at character 2 is not a plain decimal number" },
  },
  {
    name: "digit separators",
    text: "[1_000]",
    problem: { reason: "syntax", detail: "`1_000` at character 2 is not a plain decimal number" },
  },
  {
    name: "a number that loses digits",
    text: "[9007199254740993]",
    problem: {
      reason: "number",
      detail: "the number `9007199254740993` at character 2 would not keep its digits",
    },
  },
  {
    name: "a spaced minus",
    text: "[- 1]",
    problem: { reason: "syntax", detail: "unexpected `-` at character 2" },
  },
  {
    name: "a zero-width space, written as an escape",
    text: "[\u200b1]",
    problem: { reason: "syntax", detail: "unexpected `\\u200b` at character 2" },
  },
  {
    name: "a leading comma",
    text: "[,]",
    problem: { reason: "syntax", detail: "unexpected `,` at character 2" },
  },
  {
    name: "a double comma",
    text: "[1,,]",
    problem: { reason: "syntax", detail: "unexpected `,` at character 4" },
  },
  {
    name: "an unclosed list",
    text: "[1, 2",
    problem: {
      reason: "syntax",
      detail: "the text ends before the literal is complete (at character 5 of 5)",
    },
  },
  {
    name: "an unclosed string",
    text: "['abc]",
    problem: { reason: "syntax", detail: "the string opened at character 2 is not closed" },
  },
  {
    name: "a line break inside a string",
    text: "['a\nb']",
    problem: { reason: "syntax", detail: "a line break inside a string at character 4" },
  },
  {
    name: "a \\N escape",
    text: String.raw`['\N{BULLET}']`,
    problem: { reason: "syntax", detail: "a `\\N{…}` escape at character 3" },
  },
  {
    name: "a short \\x escape",
    text: String.raw`['\x4']`,
    problem: { reason: "syntax", detail: "a malformed `\\x` escape at character 3" },
  },
  {
    name: "a mismatched closer",
    text: "[1)",
    problem: { reason: "syntax", detail: "expected `,` or `]` at character 3 but found `)`" },
  },
  {
    name: "two literals",
    text: "[1] [2]",
    problem: { reason: "syntax", detail: "unexpected `[` after the literal at character 5" },
  },
  {
    name: "a control character, shown escaped",
    text: "[\u0001]",
    problem: { reason: "syntax", detail: "unexpected `\\u0001` at character 2" },
  },
  { name: "a __proto__ key", text: "{'__proto__': {'x': 1}}", problem: { reason: "prototype" } },
  {
    name: "an escaped __proto__ key",
    text: String.raw`{'\x5f_proto__': 1}`,
    problem: { reason: "prototype" },
  },
  {
    name: "constructor.prototype",
    text: "[{'constructor': {'prototype': {}}}]",
    problem: { reason: "prototype" },
  },
  {
    name: "the empty text",
    text: "",
    problem: {
      reason: "syntax",
      detail: "the text ends before the literal is complete (at character 0 of 0)",
    },
  },
];

describe("decodePythonLiteral", () => {
  it.each(accepted)("decodes $name", ({ text, value }) => {
    expect(decodePythonLiteral(text)).toEqual({ ok: true, value });
  });

  it.each(refused)("refuses $name, saying why", ({ text, problem }) => {
    expect(decodePythonLiteral(text)).toEqual({ ok: false, problem });
  });

  it("refuses nesting past maxNesting, and takes it as set", () => {
    expect(decodePythonLiteral("[[[1]]]", { maxNesting: 2 })).toEqual({
      ok: false,
      problem: { reason: "nesting", limit: 2 },
    });
    expect(decodePythonLiteral("[[[1]]]", { maxNesting: 3 })).toEqual({ ok: true, value: [[[1]]] });
  });

  it("uses the precision test it is given, and 15 digits without one", () => {
    const long = "[1.0000000000000000]";
    expect(decodePythonLiteral(long).ok).toBe(false);
    expect(decodePythonLiteral(long, { readsBack: () => true })).toEqual({ ok: true, value: [1] });
  });

  it("keeps a key named constructor that holds no prototype", () => {
    expect(decodePythonLiteral("{'constructor': 'x'}")).toEqual({
      ok: true,
      value: { constructor: "x" },
    });
  });

  it("makes a dict's keys own data properties, whatever a polluted Object.prototype holds", () => {
    const set = withPollutedPrototype(() => {
      const decoded = decodePythonLiteral("{'pollutedSetter': 1, 'pollutedReadOnly': 2, 'a': 3}");
      expect(decoded.ok).toBe(true);
      const dict = decoded.ok ? (decoded.value as object) : {};
      expect(Object.entries(dict)).toEqual([
        ["pollutedSetter", 1],
        ["pollutedReadOnly", 2],
        ["a", 3],
      ]);
    });
    expect(set).toBe(0);
  });

  it("decodes what Python's repr prints for any JSON-like value", () => {
    fc.assert(
      fc.property(pythonValue, (value) => {
        expect(decodePythonLiteral(repr(value), { readsBack: () => true })).toEqual({
          ok: true,
          value,
        });
      }),
    );
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."[](){},:'\"\\ -0123TrueNonFalsu\nx") }),
        (text) => {
          const result = decodePythonLiteral(text);
          expect(typeof result.ok).toBe("boolean");
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("decodePythonLiteral on hostile text", () => {
  it("answers a 1 MB literal", () => {
    const item = "{'name': 'x\\'y', 'n': 12.5, 'ok': True, 'tags': ('a', None)}";
    const text = `[${Array.from({ length: Math.ceil(1_048_576 / (item.length + 2)) }, () => item).join(", ")}]`;
    const result = decodePythonLiteral(text);
    expect(result.ok).toBe(true);
  });

  it("refuses 10,000 nested brackets at the limit, without recursion", () => {
    const text = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    expect(decodePythonLiteral(text)).toEqual({
      ok: false,
      problem: { reason: "nesting", limit: 64 },
    });
    expect(decodePythonLiteral(text, { maxNesting: 20_000 }).ok).toBe(true);
  });

  it("answers a key position followed by 100,000 u's, a string prefix read once", () => {
    const keys = [
      [`{${"u".repeat(100_000)}'`, "expected a string key at character 2 but found `u`"],
      [`{'a': 1, ${"U".repeat(100_000)}'`, "expected a string key at character 10 but found `U`"],
    ] as const;
    for (const [text, detail] of keys) {
      expect(decodePythonLiteral(text)).toEqual({
        ok: false,
        problem: { reason: "syntax", detail },
      });
    }
  });

  it("answers a 1 MB unclosed string", () => {
    const result = decodePythonLiteral(`['${"a".repeat(1_048_576)}`);
    expect(result).toEqual({
      ok: false,
      problem: { reason: "syntax", detail: "the string opened at character 2 is not closed" },
    });
  });
});

type PyValue = null | boolean | number | string | PyValue[] | { [key: string]: PyValue };

const pythonValue: fc.Arbitrary<PyValue> = fc.letrec<{ value: PyValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.string(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.string().filter((key) => key !== "__proto__" && key !== "constructor"),
      tie("value"),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** Python's repr of a JSON-like value (lists, dicts, str, int, bool, None). */
function repr(value: PyValue): string {
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value === 0 ? 0 : value);
  if (typeof value === "string") return reprString(value);
  if (Array.isArray(value)) return `[${value.map(repr).join(", ")}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${reprString(k)}: ${repr(v)}`)
    .join(", ")}}`;
}

function reprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\\" || char === quote) out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += `\\u${code.toString(16).padStart(4, "0")}`;
    else out += char;
  }
  return out + quote;
}
