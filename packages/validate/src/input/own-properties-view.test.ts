import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  carefullyHoldsOtherPrototype,
  holdsOtherPrototype,
  ownPropertiesView,
} from "./own-properties-view.js";

// docs/pipeline.md, "Property names an object inherits": the look for an object of another
// prototype, a tree walk for most inputs and the careful walk past its limits.

class Point {
  constructor(readonly x: number) {}
}

/** JSON values, some of whose objects have another prototype or none. */
const inputs = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 3 }), tie("value"), { maxKeys: 4 }),
    fc
      .tuple(fc.constantFrom("class", "create", "null", "date"), tie("value"))
      .map(([kind, inner]) => {
        if (kind === "class") return new Point(1);
        if (kind === "date") return new Date(0);
        const made = Object.create(kind === "null" ? null : { inherited: inner }) as object;
        return Object.assign(made, { own: inner });
      }),
  ),
})).value;

/** `levels` arrays, each holding the next, the last holding `bottom`. */
function nested(levels: number, bottom: unknown): unknown[] {
  let value: unknown[] = [bottom];
  for (let level = 1; level < levels; level++) value = [value];
  return value;
}

describe("holdsOtherPrototype", () => {
  it("answers as the careful walk does, whatever the input", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const careful =
          typeof input === "object" && input !== null && carefullyHoldsOtherPrototype(input);
        expect(holdsOtherPrototype(input)).toBe(careful);
      }),
      { numRuns: 500 },
    );
  });

  it("finds an object of another prototype past the tree walk's depth and width", () => {
    expect(holdsOtherPrototype(nested(1_500, new Date(0)))).toBe(true);
    expect(holdsOtherPrototype(nested(1_500, {}))).toBe(false);
    expect(holdsOtherPrototype({ list: [...new Array(20_000).fill(null), new Point(2)] })).toBe(
      true,
    );
  });

  it("ends on a cycle and on a graph that shares children, and finds what they hold", () => {
    const cycle: Record<string, unknown> = { name: "loop" };
    cycle.self = cycle;
    expect(holdsOtherPrototype(cycle)).toBe(false);
    cycle.at = new Point(3);
    expect(holdsOtherPrototype(cycle)).toBe(true);
    // 2^40 places written out as a tree, 40 containers in memory.
    let shared: unknown = { leaf: true };
    for (let level = 0; level < 40; level++) shared = [shared, shared];
    expect(holdsOtherPrototype(shared)).toBe(false);
  });

  it("reads around a getter or Proxy that throws", () => {
    const throwing = Object.defineProperty({}, "broken", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    expect(holdsOtherPrototype({ a: throwing, b: new Date(0) })).toBe(true);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(holdsOtherPrototype({ a: proxy, b: [new Point(4)] })).toBe(true);
    expect(holdsOtherPrototype({ a: proxy })).toBe(false);
  });

  it("reads an array's items, not its named properties, which no check reads nor transport sends", () => {
    const list = Object.assign([1, 2], { extra: new Date(0) });
    expect(holdsOtherPrototype({ list })).toBe(false);
    expect(
      carefullyHoldsOtherPrototype({ list: Object.assign([], list, { length: 2 ** 32 - 1 }) }),
    ).toBe(false);
    const holey: unknown[] = [];
    holey[2] = new Point(5);
    expect(holdsOtherPrototype(holey)).toBe(true);
  });

  it("refuses, as the input measure does, an input whose getters make a new object on every read", () => {
    const endless = (): object => ({
      get next() {
        return endless();
      },
    });
    const tooDeep = "the input nests more than 100,000 levels deep, so it cannot be checked";
    expect(() => holdsOtherPrototype(endless())).toThrow(tooDeep);
    expect(() => ownPropertiesView({ when: new Date(0), rest: endless() })).toThrow(tooDeep);
  });

  it("refuses an input of more than 1,000,000 objects and arrays, each met once", () => {
    const many = Array.from({ length: 1_000_001 }, () => ({}));
    expect(() => holdsOtherPrototype(many)).toThrow(
      "the input holds more than 1,000,000 objects and arrays, so it cannot be checked",
    );
  });
});
