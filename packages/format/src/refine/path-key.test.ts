import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PathSegment } from "../types.js";
import { pathKey } from "./path-key.js";

const segment = fc.oneof(fc.string({ maxLength: 6 }), fc.nat({ max: 20 }));
const path = fc.array(segment, { maxLength: 5 });

describe("pathKey", () => {
  it("is equal exactly when the paths are equal (an index and the same key as text differ)", () => {
    fc.assert(
      fc.property(path, path, (a, b) => {
        expect(pathKey(a) === pathKey(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
    );
  });

  it("tells apart paths that joined text would confuse", () => {
    const paths: PathSegment[][] = [
      ["a", 0],
      ["a", "0"],
      ["a0"],
      ["a#0;"],
      ["1:a"],
      ["", "1:a"],
      ["a", "b"],
      ["ab"],
      ["a:b"],
      ["1:a1:b"],
      [0, 1],
      [1],
      ["01"],
      ["#0;#1;"],
      [],
      [""],
      ["", ""],
    ];
    expect(new Set(paths.map((p) => pathKey(p))).size).toBe(paths.length);
  });

  it("keys the first `end` segments as it keys that shorter path", () => {
    fc.assert(
      fc.property(path, fc.nat({ max: 5 }), (full, cut) => {
        const end = Math.min(cut, full.length);
        expect(pathKey(full, end)).toBe(pathKey(full.slice(0, end)));
      }),
    );
  });
});
