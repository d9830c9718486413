import { describe, expect, it } from "vitest";
import { estimateCost } from "./estimate-cost.js";

const budget = { size: 1_000_000, depth: 1_000 };

function diamond(levels: number) {
  const $defs: Record<string, unknown> = { [`d${levels}`]: { type: "string" } };
  for (let i = 0; i < levels; i++) {
    $defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
  }
  return { $defs, $ref: "#/$defs/d0" };
}

describe("estimateCost", () => {
  it("counts every schema value once when there are no references", () => {
    expect(estimateCost({ type: "object", properties: { a: { type: "string" } } }, budget)).toEqual(
      { size: 5, depth: 3, multiplies: false, readsMany: false },
    );
  });

  it("says a check can read one string at many places where a reading keyword is below an every-member keyword", () => {
    const reads = (schema: unknown) => estimateCost(schema, budget).readsMany;
    const text = { type: "string", maxLength: 10 };
    expect(reads({ properties: { a: text, b: { pattern: "^a" } } })).toBe(false);
    expect(reads({ properties: { a: { type: "array", items: text } } })).toBe(true);
    expect(reads({ additionalProperties: { format: "uri" } })).toBe(true);
    expect(reads({ properties: { a: { anyOf: [{ contains: { minLength: 1 } }] } } })).toBe(true);
    // Through a reference: to one definition, at two fixed places, not; under items, yes.
    const defined = { $defs: { s: text }, properties: { a: { $ref: "#/$defs/s" } } };
    expect(
      reads({ ...defined, properties: { a: { $ref: "#/$defs/s" }, b: { $ref: "#/$defs/s" } } }),
    ).toBe(false);
    expect(reads({ ...defined, properties: { a: { items: { $ref: "#/$defs/s" } } } })).toBe(true);
    // More than eight fixed places, recursion, a reference not found, a dynamic reference.
    const nine = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, text]));
    expect(reads({ properties: Object.fromEntries(Object.entries(nine).slice(0, 8)) })).toBe(false);
    expect(reads({ properties: nine })).toBe(true);
    expect(reads({ properties: { a: text, next: { $ref: "#" } } })).toBe(true);
    expect(reads({ properties: { a: { $ref: "https://example.com/s.json" } } })).toBe(true);
    expect(reads({ properties: { a: { $dynamicRef: "#meta" } } })).toBe(true);
  });

  it("counts a referenced definition where it is used, not where it is defined", () => {
    const once = {
      $defs: { s: { type: "string", minLength: 1 } },
      properties: { a: { $ref: "#/$defs/s" } },
    };
    const twice = { ...once, properties: { a: { $ref: "#/$defs/s" }, b: { $ref: "#/$defs/s" } } };
    expect(estimateCost(twice, budget).size - estimateCost(once, budget).size).toBe(4);
  });

  it("counts an allOf/$ref diamond as it is checked: doubling per level, stopping at the budget", () => {
    const small = estimateCost(diamond(4), budget).size;
    expect(estimateCost(diamond(5), budget).size).toBeGreaterThan(2 * small - 10);
    expect(estimateCost(diamond(40), { size: 2_000, depth: 1_000 }).size).toBe(2_001);
  });

  it("counts a property named as an annotation keyword in full: the name holds a schema", () => {
    const wide = { anyOf: Array.from({ length: 50 }, (_, i) => ({ const: i })) };
    for (const name of ["default", "description", "enum", "examples"]) {
      const named = estimateCost({ type: "object", properties: { [name]: wide } }, budget);
      const plain = estimateCost({ type: "object", properties: { x: wide } }, budget);
      expect(named.size).toBe(plain.size);
    }
    // The keyword itself holds data, counted as one value.
    expect(estimateCost({ type: "object", default: wide }, budget).size).toBe(3);
  });

  it("counts recursion (a reference back into the schema being counted) as one", () => {
    const tree = { type: "object", properties: { kids: { type: "array", items: { $ref: "#" } } } };
    expect(estimateCost(tree, budget).size).toBe(7);
  });

  it("follows $anchor and $id references", () => {
    const anchored = { $defs: { s: { $anchor: "s", type: "string" } }, items: { $ref: "#s" } };
    const byId = { $defs: { s: { $id: "s.json", type: "string" } }, items: { $ref: "s.json" } };
    const plain = { $defs: {}, items: { type: "string" } };
    // The definition's own values (its name keyword and `type`) counted where it is used.
    expect(estimateCost(anchored, budget).size).toBe(estimateCost(plain, budget).size + 2);
    expect(estimateCost(byId, budget).size).toBe(estimateCost(plain, budget).size + 2);
  });

  it("reports depth with references followed, up to the budget", () => {
    const chain: Record<string, unknown> = { d300: { type: "string" } };
    for (let i = 0; i < 300; i++) chain[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    expect(
      estimateCost({ $defs: chain, $ref: "#/$defs/d0" }, { size: 1e6, depth: 200 }).depth,
    ).toBe(201);
  });

  it("does not walk data keywords: a large enum counts as one value", () => {
    const big = { enum: Array.from({ length: 10_000 }, (_, i) => i) };
    expect(estimateCost(big, budget).size).toBe(2);
  });

  it("says a check can multiply a shared input: recursion, or every-member keywords three deep", () => {
    const multiplies = (schema: unknown) => estimateCost(schema, budget).multiplies;
    expect(multiplies({ properties: { kids: { items: { $ref: "#" } } } })).toBe(true);
    expect(multiplies({ properties: { next: { $ref: "#" } } })).toBe(true);
    expect(multiplies({ additionalProperties: { items: { items: { type: "string" } } } })).toBe(
      true,
    );
    expect(
      multiplies({
        $defs: { row: { items: { additionalProperties: { type: "number" } } } },
        items: { $ref: "#/$defs/row" },
      }),
    ).toBe(true);
    expect(multiplies({ patternProperties: { "^x": { contains: { items: { const: 1 } } } } })).toBe(
      true,
    );
    // Two deep: the walk is bounded by the square of the input's entries, so no measuring.
    expect(multiplies({ additionalProperties: { items: { type: "string" } } })).toBe(false);
    // An every-member keyword over an always-valid schema walks no member (Ajv skips it).
    expect(multiplies({ additionalProperties: { items: { items: {} } } })).toBe(false);
    expect(multiplies({ items: { items: { additionalProperties: true } } })).toBe(false);
    expect(multiplies({ items: { items: { additionalProperties: { description: "any" } } } })).toBe(
      false,
    );
    expect(multiplies({ items: { items: { additionalProperties: { type: "string" } } } })).toBe(
      true,
    );
    // One every-member keyword, however deep the named properties below it.
    expect(
      multiplies({ items: { properties: { a: { properties: { b: { type: "string" } } } } } }),
    ).toBe(false);
    // Data is not a schema: an enum of arrays multiplies nothing.
    expect(multiplies({ items: { enum: [{ items: { items: { items: 1 } } }] } })).toBe(false);
  });
});

describe("estimateCost with the schema's JSON text", () => {
  const named = [
    {
      $id: "https://example.com/root",
      properties: { a: { $ref: "https://example.com/b" } },
      $defs: { b: { $id: "https://example.com/b", allOf: [{ type: "string" }, { minLength: 1 }] } },
    },
    {
      properties: { a: { $ref: "b" } },
      $defs: { b: { $id: "nested/b", items: { items: { type: "string" } } } },
    },
    { properties: { a: { $ref: "#s" } }, $defs: { s: { $anchor: "s", anyOf: [{}, {}, {}] } } },
    { properties: { a: { $ref: "#s" } }, definitions: { s: { $id: "#s", type: "integer" } } },
    { properties: { a: { $ref: "#d" } }, $defs: { d: { $dynamicAnchor: "d", $ref: "#d" } } },
    { properties: { a: { $ref: "x" } }, definitions: { x: { id: "x", enum: [1, 2] } } },
    {
      properties: { a: { $ref: "#/$defs/a" } },
      $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
    },
    { type: "object", properties: { id: { type: "string" }, $id: { const: "id" } } },
  ];

  it.each(named)("counts %j as without it", (schema) => {
    expect(estimateCost(schema, budget, JSON.stringify(schema))).toEqual(
      estimateCost(schema, budget),
    );
  });

  it("still finds the names when the text writes them (a reference by $id is followed)", () => {
    const [byId] = named;
    const text = JSON.stringify(byId);
    const unnamed = estimateCost({ ...byId, $defs: {} }, budget, text);
    expect(estimateCost(byId, budget, text).size).toBeGreaterThan(unnamed.size);
  });

  it("reads a quoted name inside a string as no name", () => {
    const schema = { description: 'pass {"$id": "x"}', properties: { a: { $ref: "x" } } };
    expect(JSON.stringify(schema)).not.toMatch(/"\$id":/);
    expect(estimateCost(schema, budget, JSON.stringify(schema))).toEqual(
      estimateCost(schema, budget),
    );
  });
});
