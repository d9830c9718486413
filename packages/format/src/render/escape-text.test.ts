import { describe, expect, it } from "vitest";
import { capText, escapeLineBreaks, escapeText } from "./escape-text.js";

describe("escapeText", () => {
  it("writes line breaks, control characters and backticks as escapes", () => {
    expect(escapeText("a\nb\rc\td`e\u0000f\u2028g\u0085h")).toBe(
      "a\\nb\\rc\\td\\u0060e\\u0000f\\u2028g\\u0085h",
    );
  });

  it("writes format characters as escapes: zero-width, bidi, byte-order mark, tag characters", () => {
    expect(escapeText("a\u200bb\u200dc\u202ed\u2066e\ufefff\u00adg\u{e0041}h")).toBe(
      "a\\u200bb\\u200dc\\u202ed\\u2066e\\ufefff\\u00adg\\udb40\\udc41h",
    );
    expect(escapeLineBreaks("`a`\u200b")).toBe("`a`\\u200b");
  });

  it("leaves ordinary text alone", () => {
    expect(escapeText("head_limit -n é 😀")).toBe("head_limit -n é 😀");
  });
});

describe("escapeLineBreaks", () => {
  it("keeps backticks", () => {
    expect(escapeLineBreaks("must be `a`\nor `b`")).toBe("must be `a`\\nor `b`");
  });
});

describe("capText", () => {
  it("cuts to max characters, the last an ellipsis", () => {
    expect(capText("abcdef", 4)).toBe("abc…");
    expect(capText("abcd", 4)).toBe("abcd");
  });

  it("never splits a surrogate pair", () => {
    expect(capText("ab😀cd", 4)).toBe("ab…");
  });
});
