import { decodePythonLiteral } from "@tool-input/json";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { createCoercer } from "./create-coercer.js";
import { type Case, check, obj, unchanged } from "./test-support/coerce-cases.js";
import type { CoerceOptions, JsonSchema } from "./types.js";

/**
 * The same case at the root object, nested in an object, in an array's items, and inside JSON
 * text that is itself decoded (docs/coercion.md: every rule applies at any depth).
 */
function everywhere(
  name: string,
  schema: Record<string, unknown>,
  input: Record<string, unknown>,
  expected: unknown,
  options?: CoerceOptions,
): Case[] {
  const o = options === undefined ? {} : { options };
  const text = JSON.stringify(input);
  return [
    { name: `${name} (at the root)`, schema, input, expected, ...o },
    {
      name: `${name} (nested)`,
      schema: obj({ outer: schema }),
      input: { outer: input },
      expected: { outer: expected },
      ...o,
    },
    {
      name: `${name} (in array items)`,
      schema: { type: "array", items: schema },
      input: [input],
      expected: [expected],
      ...o,
    },
    {
      name: `${name} (inside decoded JSON text)`,
      schema: obj({ outer: schema }),
      input: { outer: text },
      expected: { outer: expected },
      ...o,
    },
  ];
}

const optional = {
  type: "object",
  required: ["path"],
  properties: {
    path: { type: ["string", "null"] },
    limit: { type: "integer" },
    mode: { enum: ["fast", "slow"] },
    maybe: { type: ["integer", "null"] },
    label: { type: "string" },
  },
  additionalProperties: { type: "integer" },
};

describe("coerce: rule omit", () => {
  it.each<Case>([
    ...everywhere(
      "an optional key holding null is removed",
      optional,
      { path: "a", limit: null },
      { path: "a" },
    ),
    ...everywhere(
      "null against an optional enum is removed",
      optional,
      { path: "a", mode: null },
      { path: "a" },
    ),
    ...everywhere(
      '"" where strings are refused is removed',
      optional,
      { path: "a", limit: "" },
      { path: "a" },
    ),
    ...everywhere(
      "a required key keeps its null",
      { ...optional, required: ["limit"] },
      { limit: null },
      { limit: null },
    ),
    ...everywhere(
      "a key whose schema takes null keeps it",
      optional,
      { path: "a", maybe: null },
      { path: "a", maybe: null },
    ),
    ...everywhere(
      'a string key keeps ""',
      optional,
      { path: "a", label: "" },
      { path: "a", label: "" },
    ),
    ...everywhere(
      "a key outside properties keeps its null",
      optional,
      { path: "a", extra: null },
      { path: "a", extra: null },
    ),
    ...everywhere(
      "optionals: exact keeps it",
      optional,
      { path: "a", limit: null },
      { path: "a", limit: null },
      { optionals: "exact" },
    ),
  ])("$name", check);

  it("reports the key removed with its value and no `to`", () => {
    const { coercions } = coerce({ path: "a", limit: null, maybe: "" }, optional);
    expect(coercions).toEqual([
      { path: ["limit"], rule: "omit", from: null },
      { path: ["maybe"], rule: "omit", from: "" },
    ]);
    expect(Object.hasOwn(coercions[0] as object, "to")).toBe(false);
  });

  it("reads required from every conjoined schema (allOf)", () => {
    const schema = { allOf: [optional, { required: ["limit"] }] };
    const input = { path: "a", limit: null };
    expect(coerce(input, schema).value).toBe(input);
  });

  it.each(["anyOf", "oneOf"])(
    "keeps a key every branch of a %s requires, not one some branches do",
    (union) => {
      const schema = {
        ...optional,
        [union]: [{ required: ["limit", "path"] }, { required: ["limit", "mode"] }],
      };
      const input = { limit: null, path: "a" };
      expect(coerce(input, schema).value).toBe(input);
      expect(coerce({ path: "a", mode: null, limit: 1 }, schema).value).toEqual({
        path: "a",
        limit: 1,
      });
    },
  );

  const strings = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } };
  const everyBranchB = [{ required: ["b"] }, { required: ["a", "b"] }];
  it.each([
    { name: "beside the properties", schema: { ...strings, anyOf: everyBranchB } },
    { name: "in an allOf branch", schema: { ...strings, allOf: [{ anyOf: everyBranchB }] } },
    {
      name: "with each branch behind a $ref",
      schema: {
        ...strings,
        oneOf: [{ $ref: "#/$defs/r1" }, { $ref: "#/$defs/r2" }],
        $defs: { r1: { required: ["b"] }, r2: { allOf: [{ required: ["a", "b"] }] } },
      },
    },
    {
      name: "behind a $ref",
      schema: { ...strings, $ref: "#/$defs/u", $defs: { u: { anyOf: everyBranchB } } },
    },
    {
      name: "in a branch of another union that only narrows",
      schema: { ...strings, anyOf: [{ anyOf: everyBranchB }, { required: ["b"] }] },
    },
  ])("keeps a key every branch of a union requires, the union $name", ({ schema }) => {
    const input = { a: "x", b: null };
    expect(coerce(input, schema).value).toBe(input);
    const coercer = createCoercer(schema); // the third object on is walked by a program
    for (let call = 0; call < 3; call++) expect(coercer(input).value).toBe(input);
    expect(coerce({ a: null, b: "y" }, schema).value).toEqual({ b: "y" });
  });

  it("ends on a $ref cycle through a union's branches, leaving the object as it is", () => {
    const schema = {
      ...strings,
      anyOf: [{ $ref: "#/$defs/r" }, { required: ["b"] }],
      $defs: { r: { anyOf: [{ $ref: "#/$defs/r" }, { required: ["b"] }] } },
    };
    const input = { a: "x", b: null };
    expect(coerce(input, schema).value).toBe(input);
  });

  it("leaves a key under a union it cannot follow", () => {
    const schema = obj({ n: { anyOf: [{ type: "integer" }, { type: "boolean" }] } });
    const input = { n: null };
    expect(coerce(input, schema).value).toBe(input);
  });

  it("removes a key from a null-prototype object and keeps the prototype", () => {
    const input = Object.assign(Object.create(null), { path: "a", limit: null });
    const { value } = coerce(input, optional);
    expect(Object.getPrototypeOf(value)).toBe(null);
    expect({ ...(value as object) }).toEqual({ path: "a" });
  });
});

const lists = obj({
  tags: { type: "array", items: { type: "string" } },
  filter: { type: "object", properties: { on: { type: "boolean" } } },
  ids: { type: "array", items: { type: "integer" } },
  pair: { type: "array", minItems: 2, items: { type: "string" } },
  either: { type: ["array", "string"], items: { type: "string" } },
});

describe("coerce: rule python", () => {
  it.each<Case>([
    ...everywhere(
      "a Python list becomes an array",
      lists,
      { tags: "['a', 'b']" },
      { tags: ["a", "b"] },
    ),
    ...everywhere(
      "a Python dict becomes an object, then repaired inside",
      lists,
      { filter: "{'on': 'True'}" },
      { filter: { on: true } },
    ),
    ...everywhere(
      "True inside a dict",
      lists,
      { filter: "{'on': True,}" },
      { filter: { on: true } },
    ),
    ...everywhere(
      "a tuple becomes an array, its items repaired",
      lists,
      { ids: "('1', 2)" },
      { ids: [1, 2] },
    ),
  ])("$name", check);

  it.each<Case>([
    unchanged("a node that takes strings leaves it", lists, { either: "['a']" }),
    unchanged("a name stays", lists, { tags: "[a, b]" }),
    unchanged("a call stays", lists, { ids: "list('ab')" }),
    unchanged("an operator stays", lists, { ids: "[1 + 2]" }),
    unchanged("a comment stays", lists, { tags: "['a'] # the tags" }),
    unchanged("a set stays", lists, { filter: "{'a', 'b'}" }),
    unchanged("an f-string stays", lists, { tags: "[f'{x}']" }),
    unchanged("a number that would lose digits stays", lists, { ids: "[9007199254740993]" }),
    unchanged("digit separators stay", lists, { ids: "[1_000]" }),
    unchanged("a dict for an array stays", lists, { tags: "{'a': 'b'}" }),
    unchanged("a __proto__ key stays", lists, { filter: "{'__proto__': {'x': 1}}" }),
    unchanged("nesting past maxDepth stays", lists, { tags: "[[[['a']]]]" }, { maxDepth: 3 }),
    unchanged(
      "longer than maxStringLength stays",
      lists,
      { tags: "['a', 'b']" },
      { maxStringLength: 5 },
    ),
    unchanged('python: "ignore" leaves it', lists, { tags: "['a', 'b']" }, { python: "ignore" }),
  ])("$name", check);

  it("reports rule python with the decoded structure, then the repairs inside it", () => {
    expect(coerce({ ids: "['1']" }, lists).coercions).toEqual([
      { path: ["ids"], rule: "python", from: "['1']", to: ["1"] },
      { path: ["ids", 0], rule: "integer", from: "1", to: 1 },
    ]);
  });
});

describe("coerce: fenced blocks (rules json and python)", () => {
  it.each<Case>([
    ...everywhere("a ```json block", lists, { tags: '```json\n["a"]\n```' }, { tags: ["a"] }),
    ...everywhere(
      "a bare ``` block with white space around",
      lists,
      { tags: ' \n```\n["a"]\n```\n ' },
      { tags: ["a"] },
    ),
    ...everywhere("a one-line ``` block", lists, { tags: '```["a"]```' }, { tags: ["a"] }),
    ...everywhere(
      "a ```python block",
      lists,
      { filter: "```python\n{'on': False}\n```" },
      { filter: { on: false } },
    ),
    ...everywhere("a CRLF block", lists, { tags: '```json\r\n["a"]\r\n```' }, { tags: ["a"] }),
    // Fences inside the content's strings (a file's Markdown) close nothing.
    ...everywhere(
      "a block whose strings hold fences",
      lists,
      { tags: '```json\n["```js\\nx\\n```", "a\\"```"]\n```' },
      { tags: ["```js\nx\n```", 'a"```'] },
    ),
    ...everywhere(
      "a ```python block whose strings hold fences",
      lists,
      { filter: "```python\n{'on': False, 'note': '```'}\n```" },
      { filter: { on: false, note: "```" } },
    ),
    ...everywhere(
      "an info string of 20 characters",
      lists,
      { tags: `\`\`\`${"j".repeat(20)}\n["a"]\n\`\`\`` },
      { tags: ["a"] },
    ),
  ])("$name", check);

  it.each<Case>([
    unchanged("text outside the fence stays", lists, { tags: 'Here:\n```json\n["a"]\n```' }),
    unchanged("two fences stay", lists, { tags: '```json\n["a"]\n```\n```json\n["b"]\n```' }),
    unchanged("a fence after a string left open stays", lists, { tags: '```json\n["a]\n```' }),
    unchanged("an unclosed fence stays", lists, { tags: '```json\n["a"]' }),
    unchanged("an info string glued to the content stays", lists, { tags: '```json["a"]```' }),
    unchanged("invalid content stays", lists, { tags: '```json\n["a",\n```' }),
    unchanged("an info string of 21 characters stays", lists, {
      tags: `\`\`\`${"j".repeat(21)}\n["a"]\n\`\`\``,
    }),
    unchanged("a fence where strings are taken stays", lists, { either: '```json\n["a"]\n```' }),
  ])("$name", check);

  it("reports the rule of the content, from the whole string", () => {
    const from = '```json\n["a"]\n```';
    expect(coerce({ tags: from }, lists).coercions).toEqual([
      { path: ["tags"], rule: "json", from, to: ["a"] },
    ]);
  });
});

const recipients = obj({
  to: { type: "array", items: { type: "string", format: "email" } },
  edits: { type: "array", items: { type: "object", properties: { dry: { type: "boolean" } } } },
  ids: { type: "array", items: { type: "integer" } },
  flags: { type: "array", prefixItems: [{ type: "boolean" }] },
  pair: { type: "array", minItems: 2, items: { type: "string" } },
  none: { type: "array", maxItems: 0 },
  mixed: { type: ["array", "object"], items: { type: "object" } },
});

describe("coerce: rule wrap", () => {
  it.each<Case>([
    ...everywhere(
      "a lone string becomes a one-item array",
      recipients,
      { to: "ann@example.com" },
      { to: ["ann@example.com"] },
    ),
    ...everywhere(
      "a lone object, repaired inside",
      recipients,
      { edits: { dry: "false" } },
      { edits: [{ dry: false }] },
    ),
    ...everywhere("a lone number", recipients, { ids: 5 }, { ids: [5] }),
    ...everywhere("a lone string the item rules convert", recipients, { ids: "5" }, { ids: [5] }),
    ...everywhere(
      "the first tuple item's schema decides",
      recipients,
      { flags: "true" },
      { flags: [true] },
    ),
    ...everywhere(
      "a JSON object text for an array of objects",
      recipients,
      { edits: '{"dry":true}' },
      { edits: [{ dry: true }] },
    ),
    // Text that decodes whole to one structure is one value, whatever commas or line breaks it has.
    ...everywhere(
      "a JSON object text of several keys for an array of objects",
      recipients,
      { edits: '{"dry":"true","n":1}' },
      { edits: [{ dry: true, n: 1 }] },
    ),
    ...everywhere(
      "a Python dict text over two lines for an array of objects",
      recipients,
      { edits: "{'dry': 'false',\n 'n': 1}" },
      { edits: [{ dry: false, n: 1 }] },
    ),
    ...everywhere(
      "a fenced JSON object for an array of objects",
      recipients,
      { edits: '```json\n{"dry": true, "n": 1}\n```' },
      { edits: [{ dry: true, n: 1 }] },
    ),
  ])("$name", check);

  it.each<Case>([
    unchanged("a string with a comma stays (it may be a list)", recipients, {
      to: "ann@example.com, bob@example.com",
    }),
    unchanged("a string with a semicolon stays", recipients, {
      to: "ann@example.com; bob@example.com",
    }),
    unchanged("a string with a line break stays", recipients, {
      to: "ann@example.com\nbob@example.com",
    }),
    unchanged("two JSON objects with a comma between stay (a list)", recipients, {
      edits: '{"dry":true},{"dry":false}',
    }),
    unchanged("JSON lines stay (a list)", recipients, { edits: '{"dry":true}\n{"dry":false}' }),
    unchanged("minItems 2 stays", recipients, { pair: "a" }),
    unchanged("maxItems 0 stays", recipients, { none: "a" }),
    unchanged("an item the item schema refuses stays", recipients, { ids: "five" }),
    unchanged("a number for string items stays", recipients, { to: 5 }),
    unchanged("a node that takes the value's own type leaves it", recipients, { mixed: { a: 1 } }),
    unchanged("JSON text for string items stays (never ['[\"a\"]'])", recipients, {
      to: '{"a":1}',
    }),
    unchanged("null is never wrapped", { ...recipients, required: ["to"] }, { to: null }),
    ...["", "  ", "null", "None", "undefined", " null "].map((to) =>
      unchanged(
        `${JSON.stringify(to)} under a required key stays (it may mean no value)`,
        { ...recipients, required: ["to"] },
        { to },
      ),
    ),
    ...["北京，上海", "東京、大阪", "a；b", "a.ts\u2028b.ts", "a.ts\u0085b.ts", "a\vb", "a\fb"].map(
      (to) =>
        unchanged(`${JSON.stringify(to)} stays (a list separator, not ASCII)`, recipients, { to }),
    ),
    unchanged("a string opening a Python tuple stays for string items", recipients, {
      to: "('src/a.ts')",
    }),
    unchanged(
      'arrays: "exact" leaves it',
      recipients,
      { to: "ann@example.com" },
      { arrays: "exact" },
    ),
  ])("$name", check);

  it("reports the lone value and the array, then the item's repair", () => {
    expect(coerce({ ids: "5" }, recipients).coercions).toEqual([
      { path: ["ids"], rule: "wrap", from: "5", to: ["5"] },
      { path: ["ids", 0], rule: "integer", from: "5", to: 5 },
    ]);
  });

  it("wraps at the root", () => {
    expect(coerce("a", { type: "array", items: { type: "string" } }).value).toEqual(["a"]);
  });
});

describe("coerce: what the new rules refuse comes back as the same reference", () => {
  const arrayOfObjects: JsonSchema = {
    ...obj({ v: { type: "array", items: { type: "object" } } }),
    required: ["v"],
  };
  const strings: JsonSchema = obj({ v: { type: "array", items: { type: "string" } } });
  const required: JsonSchema = { ...obj({ v: { type: "integer" } }), required: ["v"] };

  it("a string neither JSON nor a Python literal nor a fence, for an array of objects", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."[]{}()'\",: aT1\\`") }), (text) => {
        fc.pre(!isJson(text) && !decodePythonLiteral(text).ok && !text.includes("```"));
        const input = { v: text };
        expect(coerce(input, arrayOfObjects).value).toBe(input);
      }),
      { numRuns: 2_000 },
    );
  });

  it("a string holding a comma, semicolon or line break, for an array of strings", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(",", ";", "\n", "\r"), fc.string(), (a, sep, b) => {
        const text = `${a}${sep}${b}`;
        fc.pre(!isJson(text) && !decodePythonLiteral(text).ok && !text.includes("```"));
        const input = { v: text };
        expect(coerce(input, strings).value).toBe(input);
      }),
    );
  });

  it("null or an empty string under a required key", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ""),
        fc.dictionary(fc.string(), fc.integer()),
        (v, rest) => {
          const input = { ...rest, v };
          expect(coerce(input, required).value).toBe(input);
        },
      ),
    );
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
