// A schema built in memory may hold a sparse array of length 2^32 − 1: the analysis reads an
// `enum` by the values it has, and does not read such a tuple for inertness (docs/coercion.md,
// "Bounds"). Before, both walked 2^32 − 1 holes.
import { describe, expect, it } from "vitest";
import { sparse } from "../../../../test/support/sparse-array.js";
import { coerce } from "../coerce.js";

describe("coerce under a schema holding a sparse array of length 2^32 − 1", () => {
  it("a sparse enum accepts the kinds of the values it has", () => {
    expect(coerce("1", { enum: sparse(1) })).toEqual({
      value: 1,
      coercions: [{ path: [], rule: "integer", from: "1", to: 1 }],
    });
  });

  it("a sparse prefixItems still repairs the items it has a schema for", () => {
    expect(coerce(["1"], { prefixItems: sparse({ type: "number" }) })).toEqual({
      value: [1],
      coercions: [{ path: [0], rule: "number", from: "1", to: 1 }],
    });
  });
});
