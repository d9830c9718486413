import { describe, expect, it } from "vitest";
import { previewValue, typeNameOf, withPreviewMemo } from "./preview-value.js";

describe("typeNameOf", () => {
  it.each<[unknown, string]>([
    ["a", "string"],
    [1, "number"],
    [1.5, "number"],
    [true, "boolean"],
    [null, "null"],
    [[], "array"],
    [{}, "object"],
    [undefined, "undefined"],
  ])("%j is %s", (value, name) => {
    expect(typeNameOf(value)).toBe(name);
  });
});

describe("previewValue", () => {
  it("prints strings as they are, or quoted", () => {
    expect(previewValue("bogus")).toBe("bogus");
    expect(previewValue("bogus", true)).toBe('"bogus"');
  });

  it("prints everything else as JSON", () => {
    expect(previewValue({ a: [1, null] })).toBe('{"a":[1,null]}');
    expect(previewValue(undefined)).toBe("undefined");
    expect(previewValue(Number.NaN)).toBe("NaN");
    expect(previewValue(10n)).toBe("10");
  });

  it("cuts at 40 characters with an ellipsis", () => {
    expect(previewValue("a".repeat(41))).toBe(`${"a".repeat(39)}…`);
    expect(previewValue("a".repeat(40))).toBe("a".repeat(40));
  });

  it("survives cycles and very deep values, writing only what the cut keeps", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(previewValue(cycle)).toBe("object");
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(previewValue(deep)).toBe(`${"[".repeat(39)}…`);
  });

  it("previews an object once per way inside withPreviewMemo, as it was then", () => {
    const value = { a: 1 };
    const texts = withPreviewMemo(() => {
      const first = previewValue(value);
      value.a = 2;
      return [first, previewValue(value), previewValue(value, true, 5)];
    });
    expect(texts).toEqual(['{"a":1}', '{"a":1}', '{"a"…']);
    expect(previewValue(value)).toBe('{"a":2}');
  });
});
