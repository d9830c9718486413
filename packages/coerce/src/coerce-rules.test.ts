import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { type Case, check, obj, unchanged } from "./test-support/coerce-cases.js";

describe("coerce: the boolean rule", () => {
  const schema = obj({ flag: { type: "boolean" } });
  it.each<Case>([
    { name: '"true" becomes true', schema, input: { flag: "true" }, expected: { flag: true } },
    { name: '"false" becomes false', schema, input: { flag: "false" }, expected: { flag: false } },
    // Python's spellings: by default a position that takes only booleans reads any casing.
    { name: '"True" becomes true', schema, input: { flag: "True" }, expected: { flag: true } },
    { name: '"False" becomes false', schema, input: { flag: "False" }, expected: { flag: false } },
    { name: '"FALSE" becomes false', schema, input: { flag: "FALSE" }, expected: { flag: false } },
    {
      name: 'caseless, set explicitly: "True" becomes true',
      schema,
      input: { flag: "True" },
      expected: { flag: true },
      options: { booleans: "caseless" },
    },
  ])("$name", check);

  it.each<Case>([
    unchanged(
      '"True" stays with booleans: "exact" (Claude Code parity)',
      schema,
      { flag: "True" },
      {
        booleans: "exact",
      },
    ),
    unchanged(
      '"FALSE" stays with booleans: "exact"',
      schema,
      { flag: "FALSE" },
      { booleans: "exact" },
    ),
    unchanged('" true" stays (no trimming)', schema, { flag: " true" }),
    unchanged('"yes" stays', schema, { flag: "yes" }),
    unchanged('"1" stays', schema, { flag: "1" }),
    unchanged('"0" stays', schema, { flag: "0" }),
    unchanged('"no" stays', schema, { flag: "no" }),
    unchanged(
      '"" stays (with optionals: "exact"; else rule omit removes it)',
      schema,
      { flag: "" },
      { optionals: "exact" },
    ),
  ])("$name", check);
});

describe("coerce: the number and integer rules", () => {
  const num = obj({ n: { type: "number" } });
  const int = obj({ n: { type: "integer" } });
  it.each<Case>([
    { name: '"30" becomes 30 for a number', schema: num, input: { n: "30" }, expected: { n: 30 } },
    { name: '"-5" becomes -5', schema: num, input: { n: "-5" }, expected: { n: -5 } },
    {
      name: '"1.5" becomes 1.5 for a number',
      schema: num,
      input: { n: "1.5" },
      expected: { n: 1.5 },
    },
    {
      name: '"3.0" becomes 3 for an integer',
      schema: int,
      input: { n: "3.0" },
      expected: { n: 3 },
    },
    {
      name: '"42" becomes 42 for an integer',
      schema: int,
      input: { n: "42" },
      expected: { n: 42 },
    },
  ])("$name", check);

  it.each<Case>(
    [
      "1e5",
      ".5",
      "1.",
      "+5",
      " 30",
      "30 ",
      "0x10",
      "NaN",
      "Infinity",
      "",
      "9".repeat(400),
      "9007199254740993",
      "1.0000000000000001",
    ].map((text) =>
      // "" under an optional key is removed by rule omit; required, it stays.
      unchanged(
        `${JSON.stringify(text.slice(0, 12))} stays a string`,
        { ...num, required: ["n"] },
        {
          n: text,
        },
      ),
    ),
  )("$name", check);

  it.each<Case>([
    unchanged('"1.5" stays a string for an integer-only node', int, { n: "1.5" }),
    // It would read as 5: no repair may change a number's value.
    unchanged('"4.99999999999999999" stays a string for an integer-only node', int, {
      n: "4.99999999999999999",
    }),
  ])("$name", check);

  it('reads "-0" as 0, not -0', () => {
    const value = coerce({ n: "-0" }, int).value as { n: number };
    expect(Object.is(value.n, 0)).toBe(true);
  });

  it("names the rule after the node: integer for an integer-only node, number otherwise", () => {
    expect(coerce({ n: "3" }, int).coercions).toEqual([
      { path: ["n"], rule: "integer", from: "3", to: 3 },
    ]);
    expect(coerce({ n: "3" }, num).coercions).toEqual([
      { path: ["n"], rule: "number", from: "3", to: 3 },
    ]);
  });
});

describe("coerce: the null rule", () => {
  it.each<Case>([
    {
      name: '"null" becomes null where null is accepted',
      schema: obj({ v: { type: ["number", "null"] } }),
      input: { v: "null" },
      expected: { v: null },
    },
    {
      name: '"null" becomes null for a type null node',
      schema: obj({ v: { type: "null" } }),
      input: { v: "null" },
      expected: { v: null },
    },
    {
      name: '"null" becomes null under OpenAPI nullable: true',
      schema: obj({ v: { type: "integer", nullable: true } }),
      input: { v: "null" },
      expected: { v: null },
    },
    unchanged('"null" stays where null is not accepted', obj({ v: { type: "number" } }), {
      v: "null",
    }),
    unchanged(
      '"NULL" stays (exact only)',
      obj({ v: { type: "null" } }),
      { v: "NULL" },
      { booleans: "caseless" },
    ),
    unchanged('"null" stays where strings are accepted', obj({ v: { type: ["string", "null"] } }), {
      v: "null",
    }),
  ])("$name", check);
});

describe("coerce: the json rule", () => {
  const arr = obj({ paths: { type: "array", items: { type: "string" } } });
  const rec = obj({ filter: { type: "object" } });
  it.each<Case>([
    {
      name: "a JSON array string becomes the array",
      schema: arr,
      input: { paths: '["a","b"]' },
      expected: { paths: ["a", "b"] },
    },
    {
      name: "a JSON object string becomes the object",
      schema: rec,
      input: { filter: '{"a":1}' },
      expected: { filter: { a: 1 } },
    },
    {
      name: "the decoded value is coerced against the same node",
      schema: obj({
        edits: {
          type: "array",
          items: obj({ replace: { type: "boolean" }, line: { type: "integer" } }),
        },
      }),
      input: { edits: '[{"replace":"false","line":"7"}]' },
      expected: { edits: [{ replace: false, line: 7 }] },
    },
    {
      name: "a JSON string inside a decoded JSON string is decoded too",
      schema: obj({
        outer: { type: "array", items: { type: "array", items: { type: "number" } } },
      }),
      input: { outer: '["[1,\\"2\\"]"]' },
      expected: { outer: [[1, 2]] },
    },
  ])("$name", check);

  it("reads -0 in JSON text as 0, as rules number and python read it", () => {
    const numbers = obj({ a: { type: "array", items: { type: "number" } } });
    for (const text of ["[-0, -0.0]", "[-0, -0.0, 'x']"]) {
      const { value } = coerce({ a: text }, numbers);
      expect((value as { a: unknown[] }).a.slice(0, 2)).toEqual([0, 0]);
    }
  });

  it('decoded: "keep" leaves a decoded structure as decoded, JSON text or a Python literal', () => {
    const schema = obj({
      edits: {
        type: "array",
        items: obj({ replace: { type: "boolean" }, line: { type: "integer" } }),
      },
      on: { type: "boolean" },
    });
    const json = '[{"replace":"false","line":"7"}]';
    expect(coerce({ edits: json, on: "true" }, schema, { decoded: "keep" })).toEqual({
      value: { edits: [{ replace: "false", line: "7" }], on: true },
      coercions: [
        { path: ["edits"], rule: "json", from: json, to: [{ replace: "false", line: "7" }] },
        { path: ["on"], rule: "boolean", from: "true", to: true },
      ],
    });
    const python = "[{'replace': 'false', 'line': 7}]";
    expect(coerce({ edits: python }, schema, { decoded: "keep" })).toEqual({
      value: { edits: [{ replace: "false", line: 7 }] },
      coercions: [
        { path: ["edits"], rule: "python", from: python, to: [{ replace: "false", line: 7 }] },
      ],
    });
    expect(coerce({ edits: json }, schema, { decoded: "repair" }).value).toEqual({
      edits: [{ replace: false, line: 7 }],
    });
  });

  it('decoded: "keep" leaves a string holding </ as it is where it would decode or wrap it', () => {
    const schema = obj({
      notes: { type: "array", items: { type: "string" } },
      on: { type: "boolean" },
    });
    const text = '["a</parameter>\\n<parameter name=\\"on\\">true"]';
    const lone = 'a</parameter><parameter name="on">true';
    for (const notes of [text, lone]) {
      expect(coerce({ notes }, schema, { decoded: "keep" })).toEqual({
        value: { notes },
        coercions: [],
      });
      // The default decodes or wraps it, for the markup rule to look inside.
      expect(coerce({ notes }, schema).value).not.toEqual({ notes });
    }
  });

  it.each<Case>([
    unchanged("invalid JSON stays", arr, { paths: '["a",' }),
    unchanged(
      'a bare string stays with arrays: "exact"',
      arr,
      { paths: "a.txt" },
      { arrays: "exact" },
    ),
    unchanged("JSON of the wrong kind stays (object for an array)", arr, { paths: '{"a":1}' }),
    unchanged("JSON of the wrong kind stays (array for an object)", rec, { filter: "[1]" }),
    unchanged(
      'a "5" stays for an array node with arrays: "exact"',
      arr,
      { paths: "5" },
      { arrays: "exact" },
    ),
    unchanged(
      "a string longer than maxStringLength stays",
      arr,
      { paths: '["abc"]' },
      { maxStringLength: 6 },
    ),
    unchanged("__proto__ inside the JSON keeps it a string", rec, {
      filter: '{"__proto__":{"x":1}}',
    }),
    unchanged("constructor.prototype inside the JSON keeps it a string", rec, {
      filter: '{"constructor":{"prototype":{"x":1}}}',
    }),
    // JSON.parse would give 9007199254740992: no repair may change a number's value.
    unchanged("JSON text holding a number a double cannot hold stays a string", arr, {
      paths: "[9007199254740993]",
    }),
    unchanged("JSON text holding 1.0000000000000001 stays a string", rec, {
      filter: '{"a":{"b":[1.0000000000000001]}}',
    }),
  ])("$name", check);

  it.each<Case>([
    {
      name: "JSON text with a leading byte-order mark is decoded without it",
      schema: arr,
      input: { paths: '\uFEFF["a"]' },
      expected: { paths: ["a"] },
    },
    {
      name: "numbers in JSON text that read back as written are kept (exponents, long fractions)",
      schema: rec,
      input: { filter: '{"a":1e5,"b":0.30000000000000004,"c":-0.5,"d":"9007199254740993"}' },
      expected: { filter: { a: 100000, b: 0.30000000000000004, c: -0.5, d: "9007199254740993" } },
    },
  ])("$name", check);

  it("lists the json coercion first, then the inner ones with their full paths", () => {
    const schema = obj({ edits: { type: "array", items: obj({ dryRun: { type: "boolean" } }) } });
    expect(coerce({ edits: '[{"dryRun":"true"}]' }, schema).coercions).toEqual([
      { path: ["edits"], rule: "json", from: '[{"dryRun":"true"}]', to: [{ dryRun: "true" }] },
      { path: ["edits", 0, "dryRun"], rule: "boolean", from: "true", to: true },
    ]);
  });
});
