import { describe, expect, it } from "vitest";
import { toNumber } from "./to-number.js";

describe("toNumber", () => {
  it.each([
    { name: "an integer", text: "30", expected: 30 },
    { name: "a negative integer", text: "-5", expected: -5 },
    { name: "a fraction", text: "3.14", expected: 3.14 },
    { name: "a whole number with a zero fraction", text: "3.0", expected: 3 },
    { name: "leading zeros", text: "007", expected: 7 },
    { name: "the largest safe integer", text: "9007199254740991", expected: 9007199254740991 },
    { name: "the smallest safe integer", text: "-9007199254740991", expected: -9007199254740991 },
    { name: "trailing fractional zeros", text: "0.10", expected: 0.1 },
    {
      name: "a fraction of seventeen digits that reads back",
      text: "0.30000000000000004",
      expected: 0.30000000000000004,
    },
    { name: "a small fraction", text: "0.0000001", expected: 1e-7 },
    { name: "many fractional zeros", text: `1.${"0".repeat(40)}`, expected: 1 },
  ])("reads $name", ({ text, expected }) => {
    expect(toNumber(text)).toBe(expected);
  });

  it.each([
    { name: "an exponent", text: "1e5" },
    { name: "a bare leading dot", text: ".5" },
    { name: "a bare trailing dot", text: "1." },
    { name: "a plus sign", text: "+5" },
    { name: "a leading space", text: " 30" },
    { name: "a trailing space", text: "30 " },
    { name: "hex", text: "0x10" },
    { name: "NaN", text: "NaN" },
    { name: "Infinity", text: "Infinity" },
    { name: "the empty string", text: "" },
    { name: "a non-finite run of 400 nines", text: "9".repeat(400) },
    { name: "an integer past MAX_SAFE_INTEGER", text: "9007199254740993" },
    { name: "a fraction that rounds past MAX_SAFE_INTEGER", text: "9007199254740993.5" },
    { name: "non-ASCII digits", text: "١٢" },
    { name: "a comma", text: "1,000" },
    // No repair may change a number's value: text the nearest double does not read back as.
    { name: "an integer that would round up", text: "4.99999999999999999" },
    { name: "a fraction that would round down", text: "1.0000000000000001" },
    { name: "a fraction with more digits than a double holds", text: "0.1000000000000000055511" },
    { name: "a fraction too small for a double", text: `0.${"0".repeat(400)}1` },
  ])("refuses $name", ({ text }) => {
    expect(toNumber(text)).toBeUndefined();
  });

  it.each(["-0", "-0.0", "-00", "0", "0.000"])("reads %s as 0, never -0", (text) => {
    expect(Object.is(toNumber(text), 0)).toBe(true);
  });
});
