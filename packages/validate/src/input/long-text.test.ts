import { textLimit } from "@tool-input/json";
import { describe, expect, it } from "vitest";
import { UncheckableInput } from "./guard-shapes.js";
import { guardLongText, longText, refuseLongText, textIssueOf } from "./long-text.js";

const million = "a".repeat(1_000_000);

describe("textIssueOf", () => {
  it("clears a tree within the limit, a 5 MB string included", () => {
    expect(textIssueOf({ content: "x".repeat(5_000_000), path: "/a" })).toBeUndefined();
    expect(textIssueOf("text")).toBeUndefined();
    expect(textIssueOf(null)).toBeUndefined();
  });

  it("counts a shared string and a shared key at every place", () => {
    // "items" and 49 or 50 places of 1,000,000 characters.
    expect(textIssueOf({ items: Array(49).fill(million) })).toBeUndefined();
    expect(textIssueOf({ items: Array(50).fill(million) })).toBe(longText);
    const keyed = Array.from({ length: 51 }, () => ({ [million]: 1 }));
    expect(textIssueOf(keyed)).toBe(longText);
  });

  it("measures what the tree walk cannot finish: shared children, deep nesting, a cycle", () => {
    let shared: unknown = { s: million };
    for (let i = 0; i < 40; i++) shared = { a: shared, b: shared };
    expect(textIssueOf(shared)).toBe(longText);
    // 21 levels: 2^22 values written out, past the tree walk, and 2^23 characters of keys.
    let small: unknown = { n: 1 };
    for (let i = 0; i < 21; i++) small = { a: small, b: small };
    expect(textIssueOf(small)).toBeUndefined();
    let deep: unknown = "x";
    for (let i = 0; i < 5_000; i++) deep = [deep];
    expect(textIssueOf(deep)).toBeUndefined();
    const cyclic: Record<string, unknown> = { s: million };
    cyclic.self = cyclic;
    expect(textIssueOf(cyclic)?.message).toBe(
      "refers to itself (an object or array in it contains itself), so it cannot be checked or sent as JSON",
    );
  });

  it("words the issue in the style of the inflated-input sentence", () => {
    expect(textLimit).toBe(50_000_000);
    expect(longText.message).toBe(
      "would hold more than 50,000,000 characters of strings and keys written out as JSON (it repeats a long string at many places, or is that large), so it cannot be checked",
    );
  });

  it("refuseLongText throws an UncheckableInput carrying the issue", () => {
    const error = (() => {
      try {
        refuseLongText({ items: Array(60).fill(million) });
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UncheckableInput);
    expect((error as UncheckableInput).issue).toBe(longText);
    expect(() => refuseLongText({ items: [million] })).not.toThrow();
  });
});

describe("guardLongText", () => {
  it("refuses before the report reads the input", () => {
    let reported = 0;
    const report = guardLongText(() => {
      reported += 1;
      return [];
    });
    expect(() => report({ items: Array(60).fill(million) })).toThrow(UncheckableInput);
    expect(reported).toBe(0);
    expect(report({ items: [million] })).toEqual([]);
    expect(reported).toBe(1);
  });
});
