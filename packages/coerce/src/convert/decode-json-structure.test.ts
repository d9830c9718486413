import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeJsonStructure } from "./decode-json-structure.js";

describe("decodeJsonStructure", () => {
  it.each<{ name: string; text: string; expected: unknown }>([
    { name: "an array", text: '["a","b"]', expected: ["a", "b"] },
    { name: "an object", text: '{"a":1}', expected: { a: 1 } },
    { name: "JSON with surrounding whitespace", text: " \n[1] ", expected: [1] },
    {
      name: "a constructor key holding a string",
      text: '{"constructor":"x"}',
      expected: { constructor: "x" },
    },
    {
      name: "a prototype key alone",
      text: '{"prototype":{"a":1}}',
      expected: { prototype: { a: 1 } },
    },
    {
      name: "brackets inside strings that do not count as nesting",
      text: '["[[[[", "\\"]]"]',
      expected: ["[[[[", '"]]'],
    },
    {
      name: "brackets after an escaped backslash ending a string",
      text: '["a\\\\", [["[[[[\\"["]]]',
      expected: ["a\\", [['[[[["[']]],
    },
  ])("decodes $name", ({ text, expected }) => {
    expect(decodeJsonStructure(text, 3)).toEqual(expected);
  });

  it.each([
    { name: "invalid JSON", text: "[1," },
    { name: "a JSON number", text: "5" },
    { name: "a JSON string", text: '"[1]"' },
    { name: "JSON null", text: "null" },
    { name: "an own __proto__ key", text: '{"__proto__":{"polluted":true}}' },
    { name: "an escaped __proto__ key", text: '{"\\u005f_proto__":{"polluted":true}}' },
    { name: "a nested __proto__ key", text: '[{"a":{"__proto__":{"x":1}}}]' },
    { name: "constructor.prototype", text: '{"constructor":{"prototype":{"polluted":true}}}' },
    { name: "nesting past the limit", text: "[[[[1]]]]" },
  ])("refuses $name", ({ text }) => {
    expect(decodeJsonStructure(text, 3)).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses nesting past the limit in a text long enough to be scanned", () => {
    const text = `[${'"x",'.repeat(10)}[[[1]]]]`;
    expect(decodeJsonStructure(text, 3)).toBeUndefined();
    expect(decodeJsonStructure(text, 4)).toEqual([..."x".repeat(10), [[[1]]]]);
  });

  it("refuses nesting that a string holding escaped quotes and backslashes hides", () => {
    const text = `["\\\\\\"\\\\", ${"[".repeat(8)}${"]".repeat(8)}]`;
    expect(JSON.parse(text)).toHaveLength(2);
    expect(decodeJsonStructure(text, 8)).toBeUndefined();
    expect(decodeJsonStructure(text, 9)).toEqual(JSON.parse(text));
  });

  it("decodes exactly the structures that parse and nest no deeper than the limit", () => {
    const depthOf = (value: unknown): number =>
      typeof value === "object" && value !== null
        ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
        : 0;
    // The refused keys (docs/security.md): `__proto__` itself, and `constructor` holding an
    // object with `prototype`; ` __proto__` or `__proto__x` are ordinary keys.
    const refused = (value: unknown): boolean => {
      if (typeof value !== "object" || value === null) return false;
      const keys = Object.keys(value);
      const record = value as Record<string, unknown>;
      const held = record.constructor;
      if (keys.includes("__proto__")) return true;
      if (
        keys.includes("constructor") &&
        typeof held === "object" &&
        held !== null &&
        Object.keys(held).includes("prototype")
      ) {
        return true;
      }
      return Object.values(value).some(refused);
    };
    // Every number fc.json writes reads back; an integer past MAX_SAFE_INTEGER is refused still.
    const unsafe = (value: unknown): boolean =>
      typeof value === "number"
        ? Number.isInteger(value) && !Number.isSafeInteger(value)
        : typeof value === "object" && value !== null && Object.values(value).some(unsafe);
    const texts = fc.oneof(
      fc.json({ maxDepth: 6 }),
      fc.string({ unit: fc.constantFrom("[", "]", "{", "}", '"', "\\", ",", ":", "1", " ") }),
    );
    const keyed = fc.constantFrom(
      '{"__proto__":1}',
      '{" __proto__":1}',
      '{"__proto__x":[1]}',
      '[{"a":{"__proto__":{}}}]',
      '{"constructor":{"prototype":{}}}',
      '{"constructor":{"x":1}}',
    );
    fc.assert(
      fc.property(fc.oneof(texts, keyed), fc.integer({ min: 0, max: 6 }), (text, limit) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          expect(decodeJsonStructure(text, limit)).toBeUndefined();
          return;
        }
        const expected =
          typeof parsed === "object" &&
          parsed !== null &&
          /^\s*[[{]/.test(text) &&
          depthOf(parsed) <= limit &&
          !refused(parsed) &&
          !unsafe(parsed)
            ? parsed
            : undefined;
        expect(decodeJsonStructure(text, limit)).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it("refuses a 100,000-deep text without parsing it", () => {
    const text = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(decodeJsonStructure(text, 64)).toBeUndefined();
  });
});
