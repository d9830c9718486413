import { describe, expect, it } from "vitest";
import { holdsLongText } from "./held-text.js";

const million = "a".repeat(1_000_000);

describe("holdsLongText", () => {
  it("counts a string at every place that holds it, and a shared container once", () => {
    expect(holdsLongText({ items: Array(60).fill(million) })).toBe(true);
    expect(holdsLongText({ items: Array(40).fill(million) })).toBe(false);
    // One object at 3,600 places: the coercer repairs it once.
    expect(holdsLongText({ items: Array(60).fill(Array(60).fill({ text: million })) })).toBe(false);
    expect(holdsLongText({ items: Array(60).fill({ [million]: 1 }) })).toBe(false);
    expect(holdsLongText(Array.from({ length: 60 }, () => ({ [million]: 1 })))).toBe(true);
  });

  it("answers for a cycle, and answers false for an input that throws when read (the coercer leaves it as it is)", () => {
    const cyclic: Record<string, unknown> = { items: Array(60).fill(million) };
    cyclic.self = cyclic;
    expect(holdsLongText(cyclic)).toBe(true);
    const small: Record<string, unknown> = { a: "x" };
    small.self = small;
    expect(holdsLongText(small)).toBe(false);
    const getter = {
      items: Array(60).fill(million),
      get b(): never {
        throw new Error("getter");
      },
    };
    expect(holdsLongText(getter)).toBe(false);
  });
});
