import { describe, expect, it } from "vitest";
import { estimateCost } from "./estimate-cost.js";
import { surelyTooLarge } from "./surely-too-large.js";

const budget = { size: 2_000, depth: 200 };
const fullEstimateOver = (schema: unknown) =>
  estimateCost(JSON.parse(JSON.stringify(schema)), budget).size > budget.size;

const properties = (count: number, value: () => unknown = () => ({ type: "string" })) => ({
  type: "object",
  properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, value()])),
});

describe("surelyTooLarge", () => {
  it("refuses a schema whose values alone pass the budget, as the full estimate does", () => {
    for (const schema of [
      properties(100_000),
      { anyOf: Array.from({ length: 10_000 }, (_, i) => ({ const: i })) },
      { type: "object", properties: properties(1_100).properties, required: ["p0"] },
    ]) {
      expect(surelyTooLarge(schema, budget)).toBe("size");
      expect(fullEstimateOver(schema)).toBe(true);
    }
  });

  it("stops reading once past the budget: a getter after the first 2,001 values is never read", () => {
    const schema = properties(3_000);
    Object.defineProperty(schema.properties, "p2999", {
      enumerable: true,
      get: () => {
        throw new Error("read");
      },
    });
    expect(surelyTooLarge(schema, budget)).toBe("size");
  });

  it("does not refuse what only expands past the budget: the full estimate decides that", () => {
    const $defs: Record<string, unknown> = { d40: { type: "object" } };
    for (let i = 0; i < 40; i++) {
      $defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
    }
    const diamond = { $defs, $ref: "#/$defs/d0" };
    expect(surelyTooLarge(diamond, budget)).toBeUndefined();
    expect(fullEstimateOver(diamond)).toBe(true);
  });

  it("counts as the estimate counts: data keywords and definitions as one value, dropped values as none", () => {
    const big = { enum: Array.from({ length: 10_000 }, (_, i) => i), $defs: properties(5_000) };
    expect(surelyTooLarge(big, budget)).toBeUndefined();
    // 1,999 properties of `undefined` are not in the JSON copy, nor in the count.
    const sparse = properties(1_999, () => undefined);
    expect(surelyTooLarge(sparse, budget)).toBeUndefined();
    // Exactly at the budget is accepted, one value more is not: the same edge as the estimate.
    const edge = (count: number) => ({ anyOf: Array.from({ length: count }, () => true) });
    expect(surelyTooLarge(edge(1_998), budget) === "size").toBe(fullEstimateOver(edge(1_998)));
    expect(surelyTooLarge(edge(1_999), budget) === "size").toBe(fullEstimateOver(edge(1_999)));
    expect(surelyTooLarge(edge(1_999), budget)).toBe("size");
  });

  it("is unsure, and says undefined, where the JSON copy may count differently", () => {
    const cyclic: Record<string, unknown> = { anyOf: [] };
    (cyclic.anyOf as unknown[]).push(cyclic, cyclic);
    const withToJson = { ...properties(3_000), toJSON: () => ({}) };
    const boxed = { anyOf: Array.from({ length: 3 }, () => new String("x".repeat(1_000))) };
    const throwing = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
      },
    );
    for (const schema of [cyclic, withToJson, boxed, throwing]) {
      expect(surelyTooLarge(schema, budget)).toBeUndefined();
    }
  });

  it("never claims more than the full estimate over schemas of every size up to the budget", () => {
    for (let count = 1; count <= 1_100; count += 37) {
      const schema = properties(count);
      expect(surelyTooLarge(schema, budget) === "size").toBe(fullEstimateOver(schema));
    }
  });

  it("refuses a schema nested past the depth budget after reading 201 levels (issue 25.5)", () => {
    const nest = (levels: number) => {
      let schema: Record<string, unknown> = { type: "object" };
      for (let i = 0; i < levels; i++) schema = { properties: { a: schema } };
      return schema;
    };
    // 100,000 levels: more than any thread's stack holds when read whole.
    expect(surelyTooLarge(nest(100_000), budget)).toBe("depth");
    expect(surelyTooLarge(nest(99), budget)).toBeUndefined();
    expect(estimateCost(nest(101), budget).depth).toBeGreaterThan(budget.depth);
    // Values that are data, not schemas, are not walked, so nesting there is not counted.
    expect(surelyTooLarge({ default: nest(1_000) }, budget)).toBeUndefined();
  });
});
