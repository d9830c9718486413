import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { COPIES_BEFORE_OWN } from "./plan/object-program.js";
import { PlanCache } from "./plan/plan-cache.js";
import { resolveOptions } from "./resolve-options.js";
import { coercerWith } from "./test-support/coerce-with-cache.js";
import type { CoerceOptions, JsonSchema } from "./types.js";

// The walk specialised per plan (docs/coercion.md, "Bounds") against the generic walk: the same
// value, the same coercions in the same order, and the input itself when nothing changed.
const PIPELINE: CoerceOptions = { markup: "split" };

function same(schema: JsonSchema, input: unknown, options: CoerceOptions = PIPELINE): void {
  const generic = coercerWith(schema, options, { specialise: false })(input);
  const specialised = coercerWith(
    schema,
    { ...options, codeGeneration: true },
    { specialise: true },
  );
  // The first object at a plan is walked generically, the later ones by its program, which
  // copies with a function of its own after `COPIES_BEFORE_OWN` copies.
  const calls = Array.from({ length: COPIES_BEFORE_OWN + 3 }, () => specialised(input));
  for (const actual of calls) {
    expect(actual.coercions).toEqual(generic.coercions);
    expect(actual.value).toEqual(generic.value);
    if (generic.value === input) expect(actual.value).toBe(input);
  }
}

const flags = {
  type: "object",
  required: ["path"],
  properties: {
    path: { type: "string" },
    n: { type: "integer" },
    on: { type: "boolean" },
    note: { type: "string" },
    child: { type: "object", properties: { on: { type: "boolean" } } },
  },
};

describe("the specialised walk", () => {
  it("repairs what the generic walk repairs, in the input's key order", () => {
    same(flags, { on: "true", path: "a", n: "5" });
    same(flags, { n: "5", on: "true", path: "a" });
    same(flags, { child: '{"on":"false"}', n: "2" });
  });

  it("runs omit and markup first when a key holds null, an empty text or `</`, wherever it is", () => {
    // The key that calls for them comes after keys already repaired: the work is undone, redone.
    same(flags, { n: "5", on: "true", note: null, path: "a" });
    same(flags, { n: "5", on: "true", note: "", path: "a" });
    same(flags, { n: "5", path: 'a</parameter>\n<parameter name="on">true</parameter>' });
    same(flags, { n: "5", path: "x", note: "a</b>" });
    same(flags, { n: "5", path: "x", note: null }, { optionals: "exact", markup: "split" });
    // Below coercions already made: only this object's own are undone.
    const nested = {
      type: "object",
      properties: { n: { type: "integer" }, child: flags, list: { type: "array", items: flags } },
    };
    same(nested, { n: "1", child: { on: "true", n: "2", note: null, path: "a" } });
    same(nested, { n: "1", list: '[{"on":"true","n":"2","note":"","path":"a"}]' });
  });

  it("looks for markup in strings only where a declared key is absent, counting own keys only", () => {
    const pair = {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "integer" } },
    };
    const leak = 'x</parameter>\n<parameter name="b">5';
    // Both declared keys held: the text names a parameter that is there, so nothing moves.
    same(pair, { a: leak, b: 1 });
    expect(coerce({ a: leak, b: 1 }, pair, PIPELINE).coercions).toEqual([]);
    // `b` absent, after keys already walked: the strings are looked at once the walk ends.
    same(pair, { a: leak });
    same(
      { type: "object", properties: { n: { type: "integer" }, p: pair } },
      { n: "1", p: { a: leak } },
    );
    // The third call looks at strings as it meets them (the second found a declared key absent).
    const again = coercerWith(pair, PIPELINE, { specialise: true });
    for (const result of [again({ a: leak }), again({ a: leak }), again({ a: leak })]) {
      expect(result.value).toEqual({ a: "x", b: 5 });
    }
    // An inherited enumerable `b` (a polluted prototype) is not held.
    const polluted = Object.defineProperty(Object.prototype, "b", {
      value: "7",
      enumerable: true,
      writable: true,
      configurable: true,
    });
    try {
      const specialised = coercerWith(pair, PIPELINE, { specialise: true });
      for (const result of [specialised({ a: leak }), specialised({ a: leak })]) {
        expect(result.value).toEqual({ a: "x", b: 5 });
      }
      // Nor is it repaired into the copy: an inherited value is not the input's.
      const plain = { a: "x" };
      for (const result of [specialised(plain), specialised(plain)])
        expect(result.value).toBe(plain);
    } finally {
      delete (polluted as Record<string, unknown>).b;
    }
  });

  it("sets a repaired key on its copy without a setter or read-only key of a polluted prototype", () => {
    const calls: unknown[] = [];
    Object.defineProperty(Object.prototype, "n", {
      set: (value) => calls.push(value),
      configurable: true,
    });
    Object.defineProperty(Object.prototype, "on", { value: false, configurable: true });
    try {
      const coercer = coercerWith(
        flags,
        { ...PIPELINE, codeGeneration: true },
        { specialise: true },
      );
      for (let call = 0; call < COPIES_BEFORE_OWN + 3; call++) {
        const { value } = coercer(JSON.parse('{"n":"5","on":"true","path":"a"}'));
        expect(Object.entries(value as object)).toEqual([
          ["n", 5],
          ["on", true],
          ["path", "a"],
        ]);
      }
      expect(calls).toEqual([]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).n;
      delete (Object.prototype as Record<string, unknown>).on;
    }
  });

  it("runs no setter of a polluted prototype for a Proxy whose keys change between reads", () => {
    const calls: unknown[] = [];
    Object.defineProperty(Object.prototype, "c", {
      set: (value) => calls.push(value),
      configurable: true,
    });
    try {
      const schema = {
        type: "object",
        properties: { a: { type: "integer" }, c: { type: "integer" } },
      };
      const coercer = coercerWith(schema, PIPELINE, { specialise: true });
      for (let call = 0; call < 3; call++) {
        // `for…in` sees both keys; the copy's spread, asking again, sees `a` alone.
        let asked = 0;
        const shifty = new Proxy(
          { a: "1", c: "3" },
          { ownKeys: (target) => (++asked === 1 ? Reflect.ownKeys(target) : ["a"]) },
        );
        // What such an input comes back as is the Proxy's to decide; only that `a` is repaired,
        // on a plain copy, is the walk's.
        const { value } = coercer(shifty);
        expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
        expect((value as { a: unknown }).a).toBe(1);
      }
      expect(calls).toEqual([]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).c;
    }
  });

  it("looks for omit and markup inside decoded text unless the text cannot hold them", () => {
    const nested = { type: "object", properties: { list: { type: "array", items: flags } } };
    same(nested, { list: '[{"n":"2","path":"a"},{"on":"false","path":"b"}]' });
    same(nested, { list: '[{"n":"2","path":"a","note":null}]' });
    same(nested, { list: "[{'n': '2', 'path': 'a', 'note': None}]" });
    same(nested, { list: '[{"n":"2","path":"a","note":""}]' });
    // Markup spelled only through escapes: no `<` in the text, but one in the decoded string.
    const markup = 'a</parameter>\n<parameter name="on">true';
    const escaped = JSON.stringify([{ path: markup }]).replaceAll("<", "\\u003c");
    expect(escaped).not.toContain("<");
    expect(JSON.parse(escaped)[0].path).toBe(markup);
    same(nested, { list: escaped });
    const rules = (input: unknown) =>
      coerce(input, nested, PIPELINE).coercions.map((c) => `${c.rule} ${c.path.join("/")}`);
    expect(rules({ list: escaped })).toEqual([
      "json list",
      "markup list/0/path",
      "boolean list/0/on",
    ]);
    expect(rules({ list: '[{"note":null}]' })).toEqual(["json list", "omit list/0/note"]);
    expect(rules({ list: '[{"n":""}]' })).toEqual(["json list", "omit list/0/n"]);
    expect(rules({ list: "[{'note': None}]" })).toEqual(["python list", "omit list/0/note"]);
  });

  it("keeps a shared child repaired once and a cycle left as it is (in-memory inputs)", () => {
    const child = { on: "true" };
    same(flags, { child, other: child, n: "1" });
    const cyclic: Record<string, unknown> = { n: "3", on: "false" };
    cyclic.child = cyclic;
    same(flags, cyclic);
    // A shared child under a key that calls for omit, after keys already walked.
    const shared = { on: "true" };
    same(
      { ...flags, properties: { ...flags.properties, other: flags.properties.child } },
      {
        child: shared,
        other: shared,
        note: null,
      },
    );
  });

  it("walks undeclared keys by additionalProperties, and leaves them alone without it", () => {
    const open = {
      type: "object",
      properties: { a: { type: "string" } },
      additionalProperties: { type: "integer" },
    };
    same(open, { a: "1", b: "2", c: "x" });
    same({ type: "object", properties: { a: { type: "number" } } }, { a: "1", b: "2" });
    const both = { allOf: [open, { properties: { b: { type: "string" } } }] };
    same(both, { a: "1", b: "2", c: "3" });
  });

  it("falls back to the generic walk for patternProperties, unions and recursion by $ref", () => {
    same(
      {
        type: "object",
        patternProperties: { "^n_": { type: "integer" } },
        properties: { a: { type: "boolean" } },
      },
      { n_1: "4", a: "true", b: "5" },
    );
    const tree = {
      type: "object",
      properties: { size: { type: "integer" }, kids: { type: "array", items: { $ref: "#" } } },
    };
    same(tree, { size: "1", kids: '[{"size":"2","kids":[{"size":"3"}]}]' });
    same(
      {
        anyOf: [
          { type: "object", properties: { k: { const: "a" }, n: { type: "integer" } } },
          { type: "object", properties: { k: { const: "b" }, n: { type: "boolean" } } },
        ],
      },
      { k: "b", n: "true" },
      { unions: "analyze" },
    );
  });

  it("treats a key named __proto__ as any other declared key", () => {
    const schema = {
      type: "object",
      properties: { ["__proto__"]: { type: "integer" }, a: { type: "boolean" } },
    };
    same(schema, JSON.parse('{"__proto__":"5","a":"true"}'));
  });

  it("has a program from the second object at a plan, but for patternProperties and unions", () => {
    const programOf = (root: JsonSchema, options?: CoerceOptions) => {
      const resolved = resolveOptions(options);
      const settings = { root, budget: 1_000, analyzeUnions: resolved.analyzeUnions };
      const cache = new PlanCache(settings, true, resolved);
      const plan = cache.plan(root);
      expect(cache.objectProgram(plan)).toBeUndefined(); // the first object: the generic walk
      return cache.objectProgram(plan);
    };
    const program = programOf(flags);
    // Strings stay strings: passed over with one comparison.
    expect(program?.learn(0, "path")).toBeNull();
    expect(program?.learn(1, "n")?.accepts).toBe(4);
    expect(program?.learn(2, "undeclared")).toBeNull();
    expect(program?.shapeKeys).toEqual(["path", "n", "undeclared"]);
    const open = { type: "object", additionalProperties: { type: "integer" } };
    expect(programOf(open)?.learn(0, "any")?.accepts).toBe(4);
    expect(programOf({ type: "object", patternProperties: { "^a": {} } })).toBeUndefined();
    const union = {
      anyOf: [{ type: "object", properties: { a: { type: "integer" } } }, { type: "array" }],
    };
    expect(programOf(union, { unions: "analyze" })).toBeUndefined();
  });

  it("plans only the keys an input sends, however many the schema declares", {
    timeout: 5_000,
  }, () => {
    // Each property's schema takes about a whole analysis budget: planning all 2,000 up front
    // would take seconds; the keys sent, milliseconds.
    const wide = {
      allOf: Array.from({ length: 900 }, (_, i) => ({
        type: ["integer", "object"],
        properties: { [`p${i}`]: { type: "integer" } },
      })),
    };
    const names = Array.from({ length: 2_000 }, (_, i) => `k${i}`);
    const schema = {
      type: "object",
      properties: Object.fromEntries(names.map((name) => [name, { $ref: `#/$defs/${name}` }])),
      $defs: Object.fromEntries(names.map((name) => [name, wide])),
    };
    const coercer = coercerWith(schema, PIPELINE, { specialise: true });
    for (let call = 0; call < 20; call++) {
      expect(coercer({ k0: "1", k1: "x" }).value).toEqual({ k0: 1, k1: "x" });
    }
  });
});
