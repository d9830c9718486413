import { describe, expect, it } from "vitest";
import { toBoolean } from "./to-boolean.js";

describe("toBoolean", () => {
  it.each([
    { text: "true", caseless: false, expected: true },
    { text: "false", caseless: false, expected: false },
    { text: "True", caseless: true, expected: true },
    { text: "FALSE", caseless: true, expected: false },
    { text: "fAlSe", caseless: true, expected: false },
  ])("reads $text (caseless: $caseless) as $expected", ({ text, caseless, expected }) => {
    expect(toBoolean(text, caseless)).toBe(expected);
  });

  it.each([
    { text: "True", caseless: false },
    { text: "FALSE", caseless: false },
    { text: " true", caseless: true },
    { text: "false ", caseless: true },
    { text: "yes", caseless: true },
    { text: "1", caseless: true },
    { text: "0", caseless: true },
    { text: "", caseless: true },
    { text: "t", caseless: true },
  ])("refuses $text (caseless: $caseless)", ({ text, caseless }) => {
    expect(toBoolean(text, caseless)).toBeUndefined();
  });
});
