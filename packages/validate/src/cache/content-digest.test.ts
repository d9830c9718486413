import { describe, expect, it } from "vitest";
import { contentDigest } from "./content-digest.js";
import { stableStringify } from "./stable-stringify.js";

describe("contentDigest", () => {
  it("gives equal texts equal digests, a few characters long", () => {
    const text = stableStringify({ type: "object", properties: { x: { type: "string" } } });
    expect(contentDigest(text)).toBe(contentDigest(`${text}`));
    expect(contentDigest(text).length).toBeLessThan(24);
    expect(contentDigest("")).toBe(contentDigest(""));
  });

  it("tells apart texts one character or one swap apart", () => {
    const texts = ['{"a":1}', '{"a":2}', '{"b":1}', '{"a":12}', '{"a":21}', "ab", "ba", "a", ""];
    const digests = new Set(texts.map(contentDigest));
    expect(digests.size).toBe(texts.length);
  });

  it("gives 20,000 distinct schemas 20,000 distinct digests", () => {
    const digests = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      digests.add(contentDigest(stableStringify({ type: "object", maxProperties: i })));
    }
    expect(digests.size).toBe(20_000);
  });
});
