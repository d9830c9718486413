import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { COPIES_BEFORE_OWN } from "./plan/object-program.js";
import { PlanCache } from "./plan/plan-cache.js";
import { resolveOptions } from "./resolve-options.js";
import { coercerWith } from "./test-support/coerce-with-cache.js";
import type { CoerceOptions, JsonSchema } from "./types.js";
import { startWalk, walk } from "./walk.js";

const KEYS = ["a", "b", "c", "n_1"];
const TYPES = ["string", "number", "integer", "boolean", "null", "array", "object"];

// Strings the rules act on, mixed with ones they must refuse.
const ruleStrings = fc.constantFrom(
  "true",
  "false",
  "True",
  "null",
  "5",
  "-2",
  "1.5",
  "3.0",
  "1e5",
  " 7",
  "",
  "[1]",
  '["a"]',
  '{"a":"1"}',
  '[{"b":"true"}]',
  '{"__proto__":{"x":1}}',
  "[",
  "x",
);

/** JSON values shaped like tool inputs: the keys the schemas use, and strings the rules act on. */
const nested: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    ruleStrings,
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie("v"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie("v"), { maxKeys: 3 }),
  ),
})).v;

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(ruleStrings, nested)) },
  { weight: 1, arbitrary: nested },
);

/** Schemas over the features coerce reads (2020-12 forms only, so Ajv2020 can judge them). */
const anySchema: fc.Arbitrary<unknown> = fc.letrec<{ s: unknown }>((tie) => ({
  s: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.boolean(),
    fc.record({ type: fc.oneof(fc.constantFrom(...TYPES), fc.subarray(TYPES, { minLength: 1 })) }),
    fc.record({ enum: fc.array(fc.jsonValue({ maxDepth: 0 }), { minLength: 1, maxLength: 3 }) }),
    fc.record({ const: fc.jsonValue({ maxDepth: 0 }) }),
    fc.constantFrom(
      { $ref: "#/$defs/d0" },
      { $ref: "#/$defs/d1" },
      { $ref: "#" },
      { $ref: "#/$defs/missing" },
    ),
    fc.record(
      {
        type: fc.constantFrom("object", ["object", "null"]),
        properties: fc.dictionary(fc.constantFrom(...KEYS), tie("s"), { maxKeys: 3 }),
        additionalProperties: tie("s"),
        patternProperties: fc.constant({ "^n_": { type: "integer" } }),
      },
      { requiredKeys: ["properties"] },
    ),
    fc.record(
      {
        type: fc.constantFrom("array", ["array", "string"]),
        items: tie("s"),
        prefixItems: fc.array(tie("s"), { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
    fc.record({ allOf: fc.array(tie("s"), { minLength: 1, maxLength: 2 }) }),
    fc.record({ anyOf: fc.array(tie("s"), { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.tuple(tie("s"), fc.constant({ type: "null" })) }),
  ),
})).s;

const typeLeaf = fc.record({
  type: fc.oneof(fc.constantFrom(...TYPES), fc.subarray(TYPES, { minLength: 1 })),
});

const schema: fc.Arbitrary<JsonSchema> = fc
  .oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant("object"),
        properties: fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(typeLeaf, anySchema)),
      }),
    },
    { weight: 1, arbitrary: anySchema },
  )
  .chain((root) =>
    fc
      .record({ d0: schemaLeaf(), d1: schemaLeaf() })
      .map(($defs) =>
        typeof root === "object" && root !== null
          ? { ...(root as object), $defs }
          : (root as boolean),
      ),
  );

function schemaLeaf(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.record({ type: fc.constantFrom(...TYPES) }),
    fc.constant({
      type: "object",
      properties: { a: { $ref: "#/$defs/d0" }, b: { type: "number" } },
    }),
    fc.constant({ $ref: "#/$defs/d1" }),
  );
}

const options: fc.Arbitrary<CoerceOptions> = fc.record(
  { booleans: fc.constantFrom("exact", "caseless"), unions: fc.constantFrom("ignore", "analyze") },
  { requiredKeys: [] },
) as fc.Arbitrary<CoerceOptions>;

function deepFreeze<T>(input: T): T {
  if (typeof input === "object" && input !== null && !Object.isFrozen(input)) {
    Object.freeze(input);
    for (const key of Object.keys(input)) deepFreeze((input as Record<string, unknown>)[key]);
  }
  return input;
}

const ajv = new Ajv2020({ strict: false, validateSchema: false });

function validates(s: JsonSchema, v: unknown): boolean | undefined {
  try {
    return ajv.validate(s, v) as boolean;
  } catch {
    return undefined; // Ajv cannot compile it (an unresolvable $ref): no verdict
  }
}

describe("coerce properties", () => {
  it("never throws and never mutates its input (deep-frozen, and equal to a clone after)", () => {
    fc.assert(
      fc.property(value, schema, options, (v, s, o) => {
        const before = structuredClone(v);
        deepFreeze(v);
        coerce(v, s, o);
        expect(v).toEqual(before);
      }),
      { numRuns: 2_000 },
    );
  });

  it("never throws for arbitrary JSON as schema, including garbage", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (v, s) => {
        expect(() => coerce(v, s as JsonSchema)).not.toThrow();
      }),
      { numRuns: 1_000 },
    );
  });

  it("is idempotent: coercing the result again changes nothing", () => {
    let changed = 0;
    fc.assert(
      fc.property(value, schema, options, (v, s, o) => {
        const first = coerce(v, s, o);
        if (first.coercions.length > 0) changed++;
        const once = first.value;
        const twice = coerce(once, s, o);
        expect(twice.coercions).toEqual([]);
        expect(twice.value).toBe(once);
      }),
      { numRuns: 2_000 },
    );
    expect(changed).toBeGreaterThan(50); // the arbitraries do reach the rules
  });

  // Ajv compiles each generated schema: minutes on a loaded machine, not a hang.
  it("returns an input Ajv already accepts unchanged and ===", { timeout: 180_000 }, () => {
    let judged = 0;
    fc.assert(
      fc.property(value, schema, options, (v, s, o) => {
        if (validates(s, v) !== true) return;
        judged++;
        const result = coerce(v, s, o);
        expect(result.coercions).toEqual([]);
        expect(result.value).toBe(v);
      }),
      { numRuns: 1_500 },
    );
    expect(judged).toBeGreaterThan(100);
  });

  it("skipping inert plans changes no result: the same value and coercions as a walk that visits everything", () => {
    const run = (cache: PlanCache, s: JsonSchema, o: CoerceOptions, v: unknown) => {
      const state = startWalk(cache, resolveOptions(o));
      return { value: walk(v, cache.plan(s), 0, state), coercions: state.coercions };
    };
    let pruned = 0;
    fc.assert(
      fc.property(value, value, schema, options, (warmUp, v, s, o) => {
        const settings = {
          root: s,
          budget: resolveOptions(o).budget,
          analyzeUnions: o.unions === "analyze",
        };
        const everything = new PlanCache(settings, false, resolveOptions(o));
        const pruning = new PlanCache(settings, true, resolveOptions(o));
        // The pruning cache is warmed with another value first: views are built lazily, in
        // whatever order values reach them.
        run(pruning, s, o, warmUp);
        const expected = run(everything, s, o, v);
        const actual = run(pruning, s, o, v);
        expect(actual.coercions).toEqual(expected.coercions);
        expect(actual.value).toEqual(expected.value);
        if (expected.value === v) expect(actual.value).toBe(v);
        if (pruning.inert(pruning.plan(s))) {
          pruned++;
          expect(expected.coercions).toBeUndefined();
        }
      }),
      { numRuns: 3_000 },
    );
    expect(pruned).toBeGreaterThan(100); // inert plans do occur
  });

  it('lists one coercion per change, each from a string but for omit (null or "") and wrap', () => {
    fc.assert(
      fc.property(value, schema, options, (v, s, o) => {
        const { value: out, coercions } = coerce(v, s, o);
        if (coercions.length === 0) expect(out).toBe(v);
        for (const { rule, from } of coercions) {
          if (rule === "omit") expect([null, ""]).toContain(from);
          else if (rule !== "wrap") expect(typeof from).toBe("string");
        }
      }),
      { numRuns: 1_000 },
    );
  });
  it("the walk specialised per plan gives the generic walk's value and coercions, graphs included", () => {
    const rules = fc.record(
      {
        booleans: fc.constantFrom("exact", "caseless"),
        unions: fc.constantFrom("ignore", "analyze"),
        markup: fc.constantFrom("split", "ignore"),
        optionals: fc.constantFrom("omit", "exact"),
        arrays: fc.constantFrom("wrap", "exact"),
        codeGeneration: fc.boolean(),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<CoerceOptions>;
    // Markup and null beside the rule strings; in-memory graphs: a shared child and a cycle.
    const leaky = fc.dictionary(
      fc.constantFrom(...KEYS),
      fc.oneof(value, fc.constant(null), fc.constant('x</a>\n<parameter name="b">5</parameter>')),
    );
    const input = fc.oneof(
      { weight: 3, arbitrary: fc.oneof(value, leaky) },
      { weight: 1, arbitrary: fc.tuple(leaky, value).map(([o, v]) => ({ ...o, a: v, c: v })) },
      {
        weight: 1,
        arbitrary: leaky.map((o) => {
          const cyclic: Record<string, unknown> = { ...o };
          cyclic.b = cyclic;
          return cyclic;
        }),
      },
    );
    let changed = 0;
    fc.assert(
      fc.property(input, input, schema, rules, (warmUp, v, s, o) => {
        const generic = coercerWith(s, o, { specialise: false });
        const specialised = coercerWith(s, o, { specialise: true });
        // Programs are built for the second object at a plan, and remember the key order of
        // the inputs before: warmed with another value, then v again and again (a program
        // copies with a function of its own after `COPIES_BEFORE_OWN` copies, where code
        // generation is on).
        specialised(warmUp);
        const expected = generic(v);
        const calls = Array.from({ length: COPIES_BEFORE_OWN + 2 }, () => specialised(v));
        for (const actual of calls) {
          expect(actual.coercions).toEqual(expected.coercions);
          expect(actual.value).toEqual(expected.value);
          if (expected.value === v) expect(actual.value).toBe(v);
        }
        if (expected.coercions !== undefined) changed++;
      }),
      { numRuns: 3_000 },
    );
    expect(changed).toBeGreaterThan(300);
  });
});
