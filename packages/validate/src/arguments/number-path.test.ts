import { describe, expect, it } from "vitest";
import { numberPath } from "./number-path.js";

describe("numberPath", () => {
  it.each([
    ['{"a":12345678901234567890}', ["a"]],
    ['{"a":1,"b":[0, 1, {"c\\"d":[12345678901234567890]}]}', ["b", 2, 'c"d', 0]],
    // The same digits inside a string or a key are not the number.
    ['{"12345678901234567890":"12345678901234567890","x":12345678901234567890}', ["x"]],
    ['{"a":[[],{}],"b":-12345678901234567890}', ["b"]],
  ])("%s", (text, path) => {
    const literal = text.includes("-1234") ? "-12345678901234567890" : "12345678901234567890";
    expect(numberPath(text, literal)).toEqual(path);
  });

  it("answers undefined for a number at the root or not found", () => {
    expect(numberPath("12345678901234567890", "12345678901234567890")).toBeUndefined();
    expect(numberPath('{"a":1}', "2")).toBeUndefined();
    expect(numberPath('{"a":"12345678901234567890"}', "12345678901234567890")).toBeUndefined();
  });

  it("reads 100,000 levels without recursion", () => {
    const text = `${'{"a":['.repeat(100_000)}12345678901234567890${"]}".repeat(100_000)}`;
    expect(numberPath(text, "12345678901234567890")).toHaveLength(200_000);
  });
});
