import { describe, expect, it } from "vitest";
import { jsonPrefix } from "./json-prefix.js";

describe("jsonPrefix", () => {
  it.each<[string, unknown]>([
    ["a string with escapes", 'a "quoted"\nline'],
    ["numbers, booleans, null", [1, -0.5, true, false, null, Number.NaN]],
    [
      "undefined, functions and symbols as JSON leaves them",
      [undefined, () => 1, { a: undefined, b: Symbol("s"), c: 1 }],
    ],
    ["nested objects and arrays", { a: [1, { b: "c" }], d: {} }],
  ])("writes %s as JSON.stringify does", (_, value) => {
    expect(jsonPrefix(value, 1_000)).toBe(JSON.stringify(value));
  });

  it("cuts a longer text after max characters, with an ellipsis", () => {
    const value = { list: Array.from({ length: 100 }, (_, i) => i) };
    expect(jsonPrefix(value, 20)).toBe(`${JSON.stringify(value).slice(0, 20)}…`);
  });

  it("writes no more than it shows of a value that shares its parts or contains itself", () => {
    let shared: unknown = "x";
    for (let i = 0; i < 40; i++) shared = [shared, shared];
    expect(jsonPrefix(shared, 50)).toBe(`${"[".repeat(40)}"x","x"],[…`);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(jsonPrefix(cycle, 20)).toBe(`${'{"self":'.repeat(3).slice(0, 20)}…`);
  });
});
