import { afterEach, describe, expect, it } from "vitest";
import { withPollutedPrototype } from "../../../test/support/polluted-prototype.js";
import { coerce } from "./coerce.js";
import { createCoercer } from "./create-coercer.js";

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

afterEach(() => {
  // No payload may reach a prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

describe("hostile schemas", () => {
  it("finishes an exponential $ref diamond (40 levels, each referring to the next twice)", () => {
    const $defs: Record<string, unknown> = { l40: { type: "number" } };
    for (let level = 0; level < 40; level++) {
      const next = `#/$defs/l${level + 1}`;
      $defs[`l${level}`] = { allOf: [{ $ref: next }, { $ref: next }] };
    }
    const schema = { $defs, type: "object", properties: { n: { $ref: "#/$defs/l0" } } };
    expect(coerce({ n: "7" }, schema).value).toEqual({ n: 7 });
  });

  it("finishes an exponential diamond of unions under unions: analyze", () => {
    const $defs: Record<string, unknown> = { l40: { type: "number" } };
    for (let level = 0; level < 40; level++) {
      const next = `#/$defs/l${level + 1}`;
      $defs[`l${level}`] = { anyOf: [{ $ref: next }, { $ref: next }] };
    }
    const schema = { $defs, $ref: "#/$defs/l0" };
    expect(coerce("7", schema, { unions: "analyze" }).value).toBe(7);
  });

  it("leaves the value of a 10,000-deep recursive $ref chain unchanged (past the budget)", () => {
    const $defs: Record<string, unknown> = { d10000: { type: "number" } };
    for (let i = 0; i < 10_000; i++) $defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    const schema = { $defs, type: "object", properties: { n: { $ref: "#/$defs/d0" } } };
    const input = { n: "7" };
    expect(coerce(input, schema).value).toBe(input);
  });

  it("follows a 10,000-deep chain of schemas nested through properties only as deep as maxDepth", () => {
    let schema: Record<string, unknown> = { type: "number" };
    for (let i = 0; i < 10_000; i++) schema = { type: "object", properties: { x: schema } };
    let input: unknown = "1";
    for (let i = 0; i < 10_000; i++) input = { x: input };
    expect(coerce(input, schema).value).toBe(input);
  });

  it("leaves the value under an anyOf 10,000 wide unchanged, with or without analysis", () => {
    const anyOf = Array.from({ length: 10_000 }, (_, i) => ({ const: i }));
    const input = { n: "5" };
    const schema = { type: "object", properties: { n: { anyOf } } };
    expect(coerce(input, schema).value).toBe(input);
    expect(coerce(input, schema, { unions: "analyze" }).value).toBe(input);
  });

  it("does not run a catastrophic patternProperties pattern on a key the model chose", {
    timeout: 5_000,
  }, () => {
    const schema = {
      type: "object",
      properties: { n: { type: "number" } },
      patternProperties: { "^(a+)+$": { type: "number" } },
    };
    const key = `${"a".repeat(27)}!`;
    const input = { n: "1", [key]: "2" };
    const value = coerce(input, schema).value as Record<string, unknown>;
    // `n` is described by `properties`, but whether the pattern also applies to it is unknown
    // without running the pattern: both values are left as they are.
    expect(value).toBe(input);
    expect(
      coerce({ x: "1" }, { ...schema, patternProperties: { "^x$": { type: "number" } } }).value,
    ).toEqual({ x: 1 });
  });

  it("does not run a pattern of bounded repetitions that backtracks catastrophically", {
    timeout: 5_000,
  }, () => {
    // No group and no unbounded quantifier, but ten ranges of ten lengths: 10^10 ways to try.
    const pattern = `^${"[a-z]{0,9}".repeat(10)}$`;
    const schema = { type: "object", patternProperties: { [pattern]: { type: "integer" } } };
    const input = { [`${"a".repeat(100)}!`]: "5" };
    const started = Date.now();
    expect(coerce(input, schema).value).toBe(input);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("runs every pattern through patternMatcher, a linear-time engine, when one is given", {
    timeout: 5_000,
  }, () => {
    const schema = { type: "object", patternProperties: { "^(a+)+$": { type: "number" } } };
    // A stand-in for an RE2 engine: the same language as the pattern, without backtracking.
    const patternMatcher = (pattern: string) =>
      pattern === "^(a+)+$" ? (key: string) => /^a+$/.test(key) : undefined;
    const key = "a".repeat(10_000);
    const value = coerce({ [key]: "2", [`${key}!`]: "3" }, schema, { patternMatcher }).value;
    expect(value).toEqual({ [key]: 2, [`${key}!`]: "3" });
  });

  it("leaves the value under a reference cycle unchanged", () => {
    const schema = {
      $defs: { a: { $ref: "#/$defs/b" }, b: { allOf: [{ $ref: "#/$defs/a" }] } },
      $ref: "#/$defs/a",
    };
    expect(coerce("5", schema).value).toBe("5");
  });
});

describe("hostile inputs", () => {
  it("leaves a 100,000-deep nested JSON string as it is", () => {
    const text = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const schema = { type: "array", items: { $ref: "#" } };
    const result = coerce(text, schema);
    expect(result.value).toBe(text);
    expect(result.coercions).toEqual([]);
  });

  it("walks a 100,000-deep input without a stack overflow", () => {
    let input: unknown = "1";
    for (let i = 0; i < 100_000; i++) input = [input];
    const schema = { type: ["array", "number"], items: { $ref: "#" } };
    expect(coerce(input, schema).value).toBe(input);
  });

  it.each([
    { name: "__proto__", text: '{"__proto__":{"polluted":true}}' },
    { name: "\\u005f_proto__", text: '{"\\u005f_proto__":{"polluted":true}}' },
    { name: "constructor.prototype", text: '{"constructor":{"prototype":{"polluted":true}}}' },
    { name: "__proto__ nested in an array", text: '[{"a":{"__proto__":{"polluted":true}}}]' },
  ])("leaves a JSON string carrying $name a string", ({ text }) => {
    const schema = { type: "object", properties: { v: { type: ["object", "array"] } } };
    const input = { v: text };
    const result = coerce(input, schema);
    expect(result.value).toBe(input);
    expect(result.coercions).toEqual([]);
  });

  it.each([
    { name: "__proto__", json: '{"__proto__":{"polluted":true},"n":"1"}' },
    { name: "\\u005f_proto__", json: '{"\\u005f_proto__":{"polluted":true},"n":"1"}' },
    {
      name: "constructor.prototype",
      json: '{"constructor":{"prototype":{"polluted":true}},"n":"1"}',
    },
  ])("copies an input with an own $name key as plain data", ({ json }) => {
    const input = JSON.parse(json) as Record<string, unknown>;
    const schema = {
      type: "object",
      properties: { n: { type: "number" } },
      additionalProperties: { type: "object", properties: { polluted: { type: "boolean" } } },
    };
    const value = coerce(input, schema).value as Record<string, unknown>;
    expect(value).not.toBe(input);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(Object.keys(input));
    expect(value.n).toBe(1);
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("changes an own __proto__ key's value through a schema that describes it, without touching a prototype", () => {
    const input = JSON.parse('{"__proto__":"[1]"}') as Record<string, unknown>;
    const described = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"array"}}}');
    const repaired = createCoercer(described)(input).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(repaired)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(repaired, "__proto__")?.value).toEqual([1]);
  });

  it("does not follow a $ref of #/__proto__ to Object.prototype", () => {
    const input = { n: "1" };
    expect(
      coerce(input, { type: "object", properties: { n: { $ref: "#/__proto__" } } }).value,
    ).toBe(input);
  });
});

describe("inputs that are graphs, not trees (each under a hang bound)", () => {
  const tree = {
    type: "object",
    properties: { l: { $ref: "#" }, r: { $ref: "#" }, n: { type: "number" } },
  };

  it("repairs a child shared by two keys once, and shares its copy", () => {
    const child = { n: "1" };
    const result = coerce({ l: child, r: child }, tree);
    const value = result.value as { l: { n: unknown }; r: unknown };
    expect(value.l).toEqual({ n: 1 });
    expect(value.r).toBe(value.l);
    expect(child.n).toBe("1");
    expect(result.coercions).toEqual([{ path: ["l", "n"], rule: "number", from: "1", to: 1 }]);
  });

  it("walks 40 levels of children shared by two keys (2^40 paths) at once", {
    timeout: 5_000,
  }, () => {
    let node: Record<string, unknown> = { n: "1" };
    for (let level = 0; level < 40; level++) node = { l: node, r: node, n: "2" };
    const value = coerce(node, tree).value as Record<string, Record<string, unknown>>;
    expect(value.n).toBe(2);
    expect(value.l).toBe(value.r);
    expect(value.l?.n).toBe(2);
  });

  it("walks 40 levels of shared children in which nothing changes (2^40 paths) at once", {
    timeout: 5_000,
  }, () => {
    let node: Record<string, unknown> = { n: 1 };
    for (let level = 0; level < 40; level++) node = { l: node, r: node, n: 2 };
    const result = coerce(node, tree);
    expect(result.value).toBe(node);
    expect(result.coercions).toEqual([]);
  });

  it("walks a child met at two depths at each, so maxDepth cuts it there as in a tree", () => {
    const shared = { l: { n: "1" } };
    const asTree = coerce({ l: { l: { n: "1" } }, r: { l: { l: { n: "1" } } } }, tree, {
      maxDepth: 3,
    });
    // `n` is at depth 3 under `l` (repaired) and at depth 4 under `r.l` (past maxDepth).
    expect(asTree.value).toEqual({ l: { l: { n: 1 } }, r: { l: { l: { n: "1" } } } });
    for (const input of [
      { l: shared, r: { l: shared } },
      { r: { l: shared }, l: shared },
    ]) {
      expect(coerce(input, tree, { maxDepth: 3 })).toEqual(asTree);
    }
  });

  it("walks 60 levels of children each met at many depths at once", { timeout: 5_000 }, () => {
    let node: Record<string, unknown> = { n: "1" };
    for (let level = 0; level < 60; level++) node = { l: node, r: { l: node }, n: "2" };
    const started = Date.now();
    const value = coerce(node, tree).value as {
      n: unknown;
      l: { n: unknown };
      r: { l: { n: unknown } };
    };
    expect(Date.now() - started).toBeLessThan(4_000);
    expect([value.n, value.l.n, value.r.l.n]).toEqual([2, 2, 2]);
  });

  it("leaves an object met again on the current path (a cycle) as it is", {
    timeout: 5_000,
  }, () => {
    const input: Record<string, unknown> = { n: "1" };
    input.l = input;
    input.r = input;
    const value = coerce(input, tree).value as Record<string, unknown>;
    expect(value).not.toBe(input);
    expect(value.n).toBe(1);
    expect(value.l).toBe(input);
    expect(value.r).toBe(input);
    expect(input.n).toBe("1");
  });

  it("walks an object of 100,000 keys shared by 1,000 keys once", { timeout: 5_000 }, () => {
    const wide: Record<string, unknown> = {};
    for (let key = 0; key < 100_000; key++) wide[`k${key}`] = "text";
    const input: Record<string, unknown> = {};
    for (let key = 0; key < 1_000; key++) input[`s${key}`] = wide;
    const schema = { type: "object", additionalProperties: { $ref: "#" } };
    const started = Date.now();
    expect(coerce(input, schema).value).toBe(input);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("looks once at an object none of whose values can change, met in 100,000 items", {
    timeout: 5_000,
  }, () => {
    // Lacking its declared `a`, it has each of its 1,000 strings looked at for markup; two
    // distinct objects come first, so the walk has its program for them when the shared one comes.
    const shared: Record<string, unknown> = {};
    for (let key = 0; key < 1_000; key++) shared[`b${key}`] = "text";
    const items: Record<string, unknown>[] = [{ leaf: { b: "x" } }, { leaf: { b: "y" } }];
    for (let item = 0; item < 100_000; item++) items.push({ leaf: shared });
    const leaf = { type: "object", properties: { a: { type: "string" } } };
    const schema = {
      type: "object",
      properties: {
        items: { type: "array", items: { type: "object", properties: { leaf } } },
      },
    };
    const started = Date.now();
    expect(coerce({ items }, schema)).toEqual({ value: { items }, coercions: [] });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("leaves an input sharing one long string at 10,000 places as it is, and reads one under the limit", {
    timeout: 5_000,
  }, () => {
    const million = "1".repeat(1_000_000);
    const numbers = {
      type: "object",
      properties: { items: { type: "array", items: { type: "number" } } },
    };
    const shared = { items: Array(10_000).fill(million) };
    const started = Date.now();
    expect(coerce(shared, numbers)).toEqual({ value: shared, coercions: [] });
    // Markup is looked for in every string of an object lacking a declared key (`u` here).
    const texts = {
      type: "object",
      properties: {
        n: { type: "number" },
        items: {
          type: "array",
          items: { type: "object", properties: { t: { type: "string" }, u: { type: "string" } } },
        },
      },
    };
    const places = (count: number) => Array.from({ length: count }, () => ({ t: million }));
    const marked = { items: places(10_000) };
    expect(coerce(marked, texts, { markup: "split" }).value).toBe(marked);
    expect(Date.now() - started).toBeLessThan(4_000);
    // 40 places (40,000,000 characters) are read, and `n` repaired; 60 are not.
    const read = coerce({ n: "5", items: places(40) }, texts, { markup: "split" });
    expect(read.coercions).toEqual([{ path: ["n"], rule: "number", from: "5", to: 5 }]);
    const over = { n: "5", items: places(60) };
    expect(coerce(over, texts, { markup: "split" }).value).toBe(over);
  });

  it("leaves a cycle through an array as it is", { timeout: 5_000 }, () => {
    const list: unknown[] = ["1"];
    list.push(list, list);
    const schema = { type: "array", items: { type: ["number", "array"], items: { $ref: "#" } } };
    const value = coerce(list, schema).value as unknown[];
    expect(value[0]).toBe(1);
    expect(value[1]).toBe(list);
  });

  it("visits only the items a sparse array of length 2^32 - 1 has", { timeout: 5_000 }, () => {
    const schema = { type: "array", items: { type: "number" } };
    const untouched: unknown[] = [];
    untouched.length = 2 ** 32 - 1;
    untouched[7] = 7;
    expect(coerce(untouched, schema).value).toBe(untouched);
    const input: unknown[] = [];
    input.length = 2 ** 32 - 1;
    input[7] = "7";
    input[2 ** 31] = "8";
    const value = coerce(input, schema).value as unknown[];
    expect(value.length).toBe(2 ** 32 - 1);
    expect(value[7]).toBe(7);
    expect(value[2 ** 31]).toBe(8);
    expect(Object.keys(value)).toEqual(["7", String(2 ** 31)]);
    expect(input[7]).toBe("7");
  });
});

describe("hostile inputs for the rules of the second family", () => {
  const lists = {
    type: "object",
    properties: { v: { type: "array", items: { type: "object" } } },
  };

  it("decodes a 1 MB Python literal", () => {
    const item = "{'name': 'x', 'ok': True, 'n': None}";
    const text = `[${Array.from({ length: Math.floor(1_000_000 / (item.length + 2)) }, () => item).join(", ")}]`;
    const result = coerce({ v: text }, lists);
    expect(result.coercions[0]?.rule).toBe("python");
    expect((result.value as { v: unknown[] }).v.length).toBeGreaterThan(20_000);
  });

  it("keeps a Python dict's key that a polluted Object.prototype gives a setter or makes read-only", () => {
    const schema = { type: "object", properties: { opts: { type: "object" } } };
    const from = "{'pollutedSetter': 1, 'pollutedReadOnly': 2, 'a': 3}";
    const to = { pollutedSetter: 1, pollutedReadOnly: 2, a: 3 };
    const set = withPollutedPrototype(() => {
      const result = coerce({ opts: from }, schema);
      expect(result.coercions).toEqual([{ path: ["opts"], rule: "python", from, to }]);
      expect(Object.entries((result.value as { opts: object }).opts)).toEqual(Object.entries(to));
    });
    expect(set).toBe(0);
  });

  it("leaves 10,000 nested Python brackets as a string (past maxDepth), without recursion", () => {
    const input = { v: `${"(".repeat(10_000)}1,${")".repeat(10_000)}` };
    expect(coerce(input, lists).value).toBe(input);
    const brackets = { v: `${"[".repeat(10_000)}'a'${"]".repeat(10_000)}` };
    expect(coerce(brackets, lists).value).toBe(brackets);
  });

  it("leaves a 1 MB unclosed fence and a 1 MB string of commas unchanged", () => {
    const strings = {
      type: "object",
      properties: { v: { type: "array", items: { type: "string" } } },
    };
    const fence = { v: `\`\`\`json\n[${"1,".repeat(500_000)}` };
    const commas = { v: ",".repeat(1_000_000) };
    expect(coerce(fence, strings).value).toBe(fence);
    expect(coerce(commas, strings).value).toBe(commas);
  });

  it("splits nothing in 100,000 </parameter> tags under markup: split", () => {
    const schema = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } };
    const input = { a: '</parameter>\n<parameter name="c">'.repeat(100_000) };
    expect(coerce(input, schema, { markup: "split" }).value).toBe(input);
  });

  it("looks for markup in linear time in 70,000 unfinished <arg_key> tags", {
    timeout: 5_000,
  }, () => {
    // No `</arg_key>` follows any of them: a search for one from every `</` to the end of the
    // text took seconds here (quadratic); the look reads at most a name's length after each.
    const schema = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } };
    const text = "</x> <arg_key>".repeat(70_000); // under a MiB, so JSON text of it is decoded
    const input = { a: text };
    expect(coerce(input, schema, { markup: "split" }).value).toBe(input);
    // Inside JSON text, where the decoded strings are looked at again.
    const list = {
      type: "object",
      properties: { a: { type: "array", items: schema }, b: { type: "string" } },
    };
    const sent = { a: JSON.stringify([{ a: text }]) };
    expect(coerce(sent, list, { markup: "split" }).value).toEqual({ a: [{ a: text }] });
  });
});
