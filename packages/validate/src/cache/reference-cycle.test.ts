import { describe, expect, it } from "vitest";
import { estimateCost } from "./estimate-cost.js";

const budget = { size: 100_000, depth: 200 };
const cycleOf = (schema: unknown) => estimateCost(schema, budget).referenceCycle;

describe("referenceCycle (through estimateCost)", () => {
  it("names the references that lead back to themselves with nothing between", () => {
    expect(cycleOf({ $ref: "#" })).toEqual(["#", "#"]);
    expect(
      cycleOf({ $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" }),
    ).toEqual(["#/$defs/b", "#/$defs/a", "#/$defs/b"]);
    expect(cycleOf({ $defs: { s: { $anchor: "s", $ref: "#s" } }, items: { $ref: "#s" } })).toEqual([
      "#s",
      "#s",
    ]);
  });

  it("finds none where a schema that checks something sits between", () => {
    const tree = { type: "object", properties: { kids: { items: { $ref: "#" } } } };
    expect(cycleOf(tree)).toBeUndefined();
    const chain: Record<string, unknown> = { d10000: { type: "string" } };
    for (let i = 0; i < 10_000; i++) chain[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    // Each value followed once: every link of a 10,000-long chain is a start, in linear time.
    const uses = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, i) => [`p${i}`, { $ref: `#/$defs/d${i}` }]),
    );
    expect(cycleOf({ $defs: chain, properties: uses })).toBeUndefined();
    expect(cycleOf({ $ref: "#/$defs/missing" })).toBeUndefined();
  });
});
