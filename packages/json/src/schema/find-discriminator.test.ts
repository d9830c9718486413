import { describe, expect, it } from "vitest";
import { sparse } from "../../../../test/support/sparse-array.js";
import { findDiscriminator } from "./find-discriminator.js";

const branch = (kind: unknown, extra: object = {}) => ({
  parts: [{ type: "object", properties: { kind, ...extra } }],
});

describe("findDiscriminator", () => {
  it("reads const and one-value enum tags", () => {
    const found = findDiscriminator([branch({ const: "a" }), branch({ enum: ["b"] })]);
    expect(found?.key).toBe("kind");
    expect([...(found?.branchOf ?? [])]).toEqual([
      ["a", 0],
      ["b", 1],
    ]);
  });

  it("reads OpenAPI's discriminator.mapping for $ref branches, its propertyName first", () => {
    const union = {
      discriminator: { propertyName: "kind", mapping: { cat: "#/$defs/Cat", dog: "#/$defs/Dog" } },
    };
    const found = findDiscriminator(
      [
        { ...branch({ type: "string" }, { name: { const: "x" } }), ref: "#/$defs/Cat" },
        { ...branch({ type: "string" }, { name: { const: "y" } }), ref: "#/$defs/Dog" },
      ],
      union,
    );
    expect(found?.key).toBe("kind");
    expect(found?.branchOf.get("dog")).toBe(1);
  });

  it("gives branches that refuse objects no say, and needs two tagged branches", () => {
    const found = findDiscriminator([
      branch({ const: "a" }),
      { parts: [{ type: "string" }] },
      branch({ const: "b" }),
    ]);
    expect(found?.branchOf.get("b")).toBe(2);
    expect(findDiscriminator([branch({ const: "a" }), { parts: [{ type: "null" }] }])).toBe(
      undefined,
    );
  });

  it("finds none when two branches share a tag or one has none", () => {
    expect(findDiscriminator([branch({ const: "a" }), branch({ const: "a" })])).toBeUndefined();
    expect(findDiscriminator([branch({ const: "a" }), branch({ type: "string" })])).toBeUndefined();
  });

  it("finds none in a branch list with holes, without throwing or walking its length", () => {
    const tagged = [branch({ const: "a" }), branch({ const: "b" })];
    const holed = [...tagged];
    holed[3] = branch({ const: "c" });
    expect(findDiscriminator(holed)).toBeUndefined();
    expect(findDiscriminator(sparse(...tagged))).toBeUndefined();
    expect(findDiscriminator(null as never)).toBeUndefined();
    expect(findDiscriminator(tagged)?.key).toBe("kind");
  });
});
