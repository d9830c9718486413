import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coerce } from "../coerce.js";
import { findLeak } from "./find-leak.js";

const schema = {
  type: "object",
  required: ["title", "body"],
  properties: {
    title: { type: "string" },
    body: { type: "string" },
    limit: { type: "integer" },
    tags: { type: "array", items: { type: "string" } },
    notes: { type: "string" },
  },
};
const split = { markup: "split" } as const;

describe("coerce: rule markup (markup: split)", () => {
  it.each([
    {
      name: "<parameter name=K> (Anthropic-style)",
      body: 'Fix it.</parameter>\n<parameter name="limit">5',
      expected: { body: "Fix it.", limit: 5 },
    },
    {
      name: "<parameter=K> (Qwen-style), with its closing tags",
      body: "Fix it.\n</parameter>\n<parameter=limit>\n5\n</parameter>\n</function>",
      expected: { body: "Fix it.", limit: 5 },
    },
    {
      name: "GLM's <arg_key>/<arg_value>",
      body: "Fix it.</arg_value>\n<arg_key>limit</arg_key>\n<arg_value>5</arg_value>",
      expected: { body: "Fix it.", limit: 5 },
    },
    {
      name: "element style </a>\\n<K>, the moved text repaired by its schema",
      body: 'Fix it.</body>\n<tags>["a", "b"]</tags>',
      expected: { body: "Fix it.", tags: ["a", "b"] },
    },
    {
      name: "several parameters in one text",
      body: "Fix it.</parameter>\n<parameter name=\"limit\">5</parameter>\n<parameter name='notes'>n",
      expected: { body: "Fix it.", limit: 5, notes: "n" },
    },
  ])("splits $name", ({ body, expected }) => {
    const input = { title: "t", body };
    const before = structuredClone(input);
    const result = coerce(input, schema, split);
    expect(result.value).toEqual({ title: "t", ...expected });
    expect(input).toEqual(before);
  });

  it.each([null, ""])(
    "takes a parameter sent as %j, which rule omit removes, as absent",
    (limit) => {
      const body = 'Fix it.</parameter>\n<parameter name="limit">5';
      const result = coerce({ title: "t", body, limit }, schema, split);
      expect(result.value).toEqual({ title: "t", body: "Fix it.", limit: 5 });
      expect(result.coercions).toEqual([
        { path: ["body"], rule: "markup", from: body, to: { body: "Fix it.", limit: "5" } },
        { path: ["limit"], rule: "integer", from: "5", to: 5 },
      ]);
    },
  );

  it("keeps a parameter sent as null where rule omit is off (optionals: exact)", () => {
    const input = {
      title: "t",
      body: 'Fix it.</parameter>\n<parameter name="limit">5',
      limit: null,
    };
    expect(coerce(input, schema, { ...split, optionals: "exact" }).value).toBe(input);
  });

  it("reports rule markup with the text kept and moved, then the moved value's repair", () => {
    const body = 'Fix it.</parameter>\n<parameter name="limit">5';
    expect(coerce({ title: "t", body }, schema, split).coercions).toEqual([
      { path: ["body"], rule: "markup", from: body, to: { body: "Fix it.", limit: "5" } },
      { path: ["limit"], rule: "integer", from: "5", to: 5 },
    ]);
  });

  it("splits markup inside a key", () => {
    const input = { title: "t", 'body</parameter>\n<parameter name="limit">5': "text" };
    expect(coerce(input, schema, split).value).toEqual({ title: "t", body: "text", limit: 5 });
  });

  describe("a key holding markup keeps its value only under a name nothing else takes", () => {
    const strings = {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" }, c: { type: "string" } },
    };

    it.each([
      { name: "the markup starts the key kept", input: { "a</a>\n<a>": "VALUE" } },
      {
        name: "the markup starts the key kept (parameter form)",
        input: { 'a</x>\n<parameter name="a">tail': "VALUE" },
      },
      {
        name: "another string's markup started the key kept first",
        input: { c: "text</x>\n<a>A", "a</x>\n<b>B": "VALUE" },
        value: { c: "text", a: "A", "a</x>\n<b>B": "VALUE" },
      },
    ])("leaves the key as sent where $name", ({ input, value }) => {
      expect(coerce(input, strings, split).value).toEqual(value ?? input);
    });

    it("leaves a later string's markup naming the key kept as text", () => {
      const input = { "a</x>\n<b>B": "VALUE", c: "text</x>\n<a>A" };
      const result = coerce(input, strings, split);
      expect(result.value).toEqual({ c: "text</x>\n<a>A", a: "VALUE", b: "B" });
      expect(result.coercions).toEqual([
        {
          path: ["a</x>\n<b>B"],
          rule: "markup",
          from: "a</x>\n<b>B",
          to: { a: "VALUE", b: "B" },
        },
      ]);
    });
  });

  it("splits at any depth: nested, in array items, inside decoded JSON text", () => {
    const inner = { title: "t", body: 'x</parameter>\n<parameter name="limit">5' };
    const nested = { type: "object", properties: { post: schema } };
    const items = { type: "array", items: schema };
    expect(coerce({ post: inner }, nested, split).value).toEqual({
      post: { title: "t", body: "x", limit: 5 },
    });
    expect(coerce([inner], items, split).value).toEqual([{ title: "t", body: "x", limit: 5 }]);
    expect(coerce({ post: JSON.stringify(inner) }, nested, split).value).toEqual({
      post: { title: "t", body: "x", limit: 5 },
    });
  });

  it.each([
    {
      name: "a file about XML whose tags are not parameters",
      body: "<config>\n  <size>5</size>\n</config>\n<extra>x</extra>",
    },
    {
      name: "a file about XML naming a declared key that is present",
      body: "<config>\n</config>\n<limit>5</limit>",
      limit: 1,
    },
    {
      name: "a doc about tool calls naming a declared, present key",
      body: 'see </parameter>\n<parameter name="limit">5',
      limit: 2,
    },
    {
      name: "markup naming an undeclared parameter",
      body: 'x</parameter>\n<parameter name="other">5',
    },
    { name: "markup naming the key itself", body: 'x</parameter>\n<parameter name="body">5' },
    { name: "an opening tag with no closing tag before it", body: 'x <parameter name="limit">5' },
    { name: "a closing tag followed by text, not a tag", body: "x</parameter> and <limit>" },
  ])("never fires on $name", ({ body, limit }) => {
    const input = limit === undefined ? { title: "t", body } : { title: "t", body, limit };
    expect(coerce(input, schema, split).value).toBe(input);
  });

  it("leaves a value or key longer than maxStringLength as it is, as rule json does", () => {
    const body = 'hello\n</parameter>\n<parameter name="limit">3</parameter>';
    const options = { ...split, maxStringLength: body.length - 1 };
    const inValue = { title: "t", body };
    const inKey = { title: "t", [`body${body}`]: "text" };
    expect(coerce(inValue, schema, options).value).toBe(inValue);
    expect(coerce(inKey, schema, options).value).toBe(inKey);
    expect(coerce(inValue, schema, { ...split, maxStringLength: body.length }).value).toEqual({
      title: "t",
      body: "hello",
      limit: 3,
    });
  });

  it("is off unless asked for (markup: ignore is the coerce default)", () => {
    const input = { title: "t", body: 'x</parameter>\n<parameter name="limit">5' };
    expect(coerce(input, schema).value).toBe(input);
  });
});

describe("findLeak on hostile text", () => {
  it("answers 100,000 closing tags at once", () => {
    const text = "</parameter>".repeat(100_000);
    expect(findLeak(text, () => true)).toBeUndefined();
  });

  it("answers 100,000 leaks naming wanted parameters, keeping at most 64", () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `</a>\n<p${i}>x`).join("");
    expect(findLeak(text, () => true)?.moved.length).toBe(64);
  });

  it("answers a 1 MB run of white space after a closing tag", () => {
    expect(findLeak(`x</a>${" ".repeat(1_048_576)}y`, () => true)).toBeUndefined();
  });

  it("answers 100,000 </parameter> in a value through coerce, without throwing", () => {
    const input = { title: "t", body: "</parameter>\n".repeat(100_000) };
    expect(coerce(input, schema, split).value).toBe(input);
  });
});

describe("rule markup refuses, returning the same reference", () => {
  it("for any text naming no declared parameter absent from the object", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."</>=\"' \narg_keyvalueparmtrsxyz") }),
        fc.constantFrom("title", "body", "other", "x"),
        (text, name) => {
          const input = {
            title: "t",
            body: `${text}</parameter>\n<parameter name="${name}">5`,
            limit: 1,
            tags: [],
            notes: "n",
          };
          expect(coerce(input, schema, split).value).toBe(input);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
