import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedJson } from "./bounded-json.js";

/** What `boundedJson(value, limit)` must give: the whole text, or a prefix longer than the limit. */
function expectPrefixOfStringify(value: unknown, limit: number): void {
  const full = JSON.stringify(value);
  const written = boundedJson(value, limit);
  if (full === undefined) {
    expect(written).toBeUndefined();
    return;
  }
  expect(written).toBeDefined();
  if (full.length <= limit) expect(written).toBe(full);
  else {
    expect(full.startsWith(written as string)).toBe(true);
    expect((written as string).length).toBeGreaterThan(limit);
  }
}

describe("boundedJson", () => {
  it("writes what JSON.stringify writes, whole or as a prefix past the limit (random JSON values)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 80 }), (value, limit) => {
        expectPrefixOfStringify(value, limit);
        expectPrefixOfStringify(value, 1_000_000);
      }),
      { numRuns: 2_000 },
    );
  });

  it("follows JSON.stringify on what JSON does not hold: toJSON, boxes, undefined, functions, NaN", () => {
    const values: unknown[] = [
      { when: new Date(0), n: new Number(3), s: new String("x"), b: new Boolean(false) },
      { a: undefined, f: () => 1, s: Symbol("s"), keep: 1 },
      [undefined, () => 1, Symbol("s"), Number.NaN, Number.POSITIVE_INFINITY, -0],
      { toJSON: (key: string) => `key:${key}` },
      { nested: { toJSON: (key: string) => ({ at: key }) } },
      undefined,
      () => 1,
      "é\u2028\ud800",
    ];
    for (const value of values) {
      expectPrefixOfStringify(value, 1_000);
      expectPrefixOfStringify(value, 5);
    }
  });

  it("reads no more of a large value than its first characters", () => {
    let reads = 0;
    const large: Record<string, unknown> = {};
    for (let i = 0; i < 1_000; i++) {
      Object.defineProperty(large, `k${i}`, {
        enumerable: true,
        get: () => {
          reads++;
          return i;
        },
      });
    }
    expect(boundedJson(large, 20)).toBe('{"k0":0,"k1":1,"k2":2');
    expect(reads).toBe(3);
    const long = "a".repeat(1_000_000);
    expect(boundedJson([long], 10)).toBe(`["${"a".repeat(12)}`);
    // A surrogate pair at the cut is left out whole, never escaped by halves.
    expect(boundedJson(`${"a".repeat(11)}😀😀`, 10)).toBe(`"${"a".repeat(11)}`);
  });

  it("answers undefined where JSON.stringify would throw within what it writes", () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(boundedJson(cycle, 100)).toBeUndefined();
    expect(boundedJson({ n: 10n }, 100)).toBeUndefined();
    expect(boundedJson(Object(10n), 100)).toBeUndefined();
    expect(
      boundedJson(
        {
          get bad() {
            throw new Error("no");
          },
        },
        100,
      ),
    ).toBeUndefined();
    // Past the prefix nothing is read, so a cycle there is not met.
    expect(boundedJson({ first: "x".repeat(20), cycle }, 10)).toBe(`{"first":"${"x".repeat(12)}`);
  });
});
