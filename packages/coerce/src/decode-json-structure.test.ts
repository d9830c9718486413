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

  it("refuses a 100,000-deep text without parsing it", () => {
    const text = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(decodeJsonStructure(text, 64)).toBeUndefined();
  });
});
