import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCoercer } from "../create-coercer.js";
import type { JsonSchema } from "../types.js";
import { PlanCache } from "./plan-cache.js";

const KEYS = ["a", "b", "c", "d", "n_1", "x", "__proto__", "0", "10"];

const schema: JsonSchema = {
  type: "object",
  properties: {
    a: { type: "number" },
    b: { type: "boolean" },
    c: { type: "string" },
    d: { type: "array", items: { type: "integer" } },
  },
  patternProperties: { "^n_": { type: "integer" } },
  additionalProperties: { type: "boolean" },
};

function viewOf(root: JsonSchema) {
  const cache = new PlanCache({ root, budget: 1_000, analyzeUnions: false }, false);
  const view = cache.objectView(cache.plan(root));
  if (view === undefined) throw new Error("expected an object view");
  return view;
}

describe("ObjectView.childAt", () => {
  it("gives the plan child(key) gives, whatever keys earlier inputs had at each position", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: KEYS.length }), {
          minLength: 1,
          maxLength: 6,
        }),
        (inputs) => {
          const view = viewOf(schema);
          const reference = viewOf(schema);
          for (const keys of inputs) {
            keys.forEach((key, position) => {
              const plan = view.childAt(position, key);
              expect(plan).toBe(view.child(key));
              expect(plan.accepts).toBe(reference.child(key).accepts);
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("still answers past the 64 remembered positions (an input with 100 keys, then reordered)", () => {
    const keys = Array.from({ length: 100 }, (_, index) => `k${index}`);
    const properties = Object.fromEntries(
      keys.map((key, index) => [key, { type: index % 2 === 0 ? "number" : "boolean" }]),
    );
    const view = viewOf({ type: "object", properties });
    for (const order of [keys, [...keys].reverse(), keys]) {
      order.forEach((key, position) => {
        expect(view.childAt(position, key)).toBe(view.child(key));
      });
    }
  });
});

describe("a reused coercer and inputs whose keys come in different orders", () => {
  const values = fc.dictionary(
    fc.constantFrom(...KEYS),
    fc.constantFrom("1", "true", "false", "[1]", '["2"]', "x", 3),
    { maxKeys: KEYS.length },
  );

  it("repairs each input exactly as a fresh coercer does: same value, same coercions in input order", () => {
    fc.assert(
      fc.property(fc.array(values, { minLength: 1, maxLength: 6 }), (inputs) => {
        const reused = createCoercer(schema);
        for (const input of inputs) {
          const fresh = createCoercer(schema)(input);
          const result = reused(input);
          expect(result.coercions).toEqual(fresh.coercions);
          expect(result.value).toEqual(fresh.value);
          if (fresh.value === input) expect(result.value).toBe(input);
          // The coercions follow the input's key order.
          const keys = Object.keys(input);
          const positions = result.coercions.map((c) => keys.indexOf(String(c.path[0])));
          expect(positions).toEqual([...positions].sort((x, y) => x - y));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("repairs b before a when the input sends b first, after an input that sent a first", () => {
    const coercer = createCoercer(schema);
    expect(coercer({ a: "1", b: "true" }).coercions.map((c) => c.path[0])).toEqual(["a", "b"]);
    const swapped = coercer({ b: "false", a: "2" });
    expect(swapped.value).toEqual({ b: false, a: 2 });
    expect(swapped.coercions.map((c) => c.path[0])).toEqual(["b", "a"]);
  });
});
