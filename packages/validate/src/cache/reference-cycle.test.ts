import { describe, expect, it } from "vitest";
import { estimateCost } from "./estimate-cost.js";
import { referenceCycle } from "./reference-cycle.js";

const budget = { size: 100_000, depth: 200 };
const cycleOf = (schema: unknown) => estimateCost(schema, budget).referenceCycle;

describe("referenceCycle", () => {
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
    expect(cycleOf({ $ref: "#/$defs/missing" })).toBeUndefined();
  });

  it("follows each value once: every link of a 10,000-long chain as a start costs 10,000 steps", () => {
    const chain: Record<string, object> = { d10000: { type: "string" } };
    for (let i = 0; i < 10_000; i++) chain[`d${i}`] = { $ref: `d${i + 1}` };
    let steps = 0;
    const targetOf = (ref: string) => {
      steps += 1;
      return chain[ref];
    };
    expect(referenceCycle(Object.values(chain), targetOf)).toBeUndefined();
    expect(steps).toBe(10_000);
    chain.d10000 = { $ref: "d5000" };
    expect(referenceCycle([chain.d0 as object], targetOf)?.length).toBe(5_002);
  });
});
