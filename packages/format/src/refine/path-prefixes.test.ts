import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PathPrefixes } from "./path-prefixes.js";

const segment = fc.oneof(fc.string({ maxLength: 3 }), fc.nat({ max: 5 }));
const path = fc.array(segment, { maxLength: 5 });

describe("PathPrefixes", () => {
  it("numbers two paths alike exactly when they are equal (an index and the same key as text differ)", () => {
    fc.assert(
      fc.property(path, path, (a, b) => {
        const prefixes = new PathPrefixes();
        expect(prefixes.id(a) === prefixes.id(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
    );
  });

  it("gives every prefix of a path the number id gives it", () => {
    fc.assert(
      fc.property(path, path, (a, b) => {
        const prefixes = new PathPrefixes();
        prefixes.ids(b);
        const ids = prefixes.ids(a);
        expect(ids).toHaveLength(a.length + 1);
        expect(ids).toEqual(ids.map((_, end) => prefixes.id(a, end)));
        expect(ids[0]).toBe(0);
      }),
    );
  });

  it("tells a segment that is neither key nor index from the key of the same text", () => {
    const prefixes = new PathPrefixes();
    const odd = [true] as never;
    expect(prefixes.id(odd)).not.toBe(prefixes.id(["true"]));
    expect(prefixes.id(odd)).toBe(prefixes.id([true] as never));
  });
});
