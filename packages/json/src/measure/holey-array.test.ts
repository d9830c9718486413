// docs/security.md, "Inputs that are graphs": an array built in memory may have length 2^32 − 1
// and one item; reading it index by index would visit every hole.
import { describe, expect, it } from "vitest";
import { sparse } from "../../../../test/support/sparse-array.js";
import { formatPointer } from "../pointer/json-pointer.js";
import { anchorsOf } from "../schema/anchors-of.js";
import { holeyArrayLimit, isHoleyArray, presentItems } from "./holey-array.js";

describe("presentItems", () => {
  it("gives a short or dense array itself", () => {
    const short = sparse("a").slice(0, 3);
    expect(presentItems(short)).toBe(short);
    const long = new Array(holeyArrayLimit + 1).fill(0);
    expect(presentItems(long)).toBe(long);
    expect(isHoleyArray(long)).toBe(false);
  });

  it("gives a sparse array of length 2^32 − 1 as the items it has, in index order", () => {
    const array = sparse("a", undefined, "b");
    array[4_000_000_000] = "c";
    Object.assign(array, { named: "not an item" });
    expect(isHoleyArray(array)).toBe(true);
    expect(presentItems(array)).toEqual(["a", undefined, "b", "c"]);
  });
});

describe("the schema and pointer helpers, given a sparse array of length 2^32 − 1", () => {
  it("formatPointer writes the segments the path has", () => {
    expect(formatPointer(sparse("a", "b/c") as string[])).toBe("/a/b~1c");
  });

  it("anchorsOf finds the anchors of a sparse anyOf", () => {
    expect([...anchorsOf({ anyOf: sparse({ $anchor: "n" }) }).keys()]).toEqual(["n"]);
  });
});
