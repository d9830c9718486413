import { describe, expect, it } from "vitest";
import { holdsSpanUnsafe, spanSafe } from "./span-safe.js";

describe("spanSafe", () => {
  it.each([
    ["line breaks by name", "a\nb\rc\td", "a\\nb\\rc\\td"],
    [
      "control characters, NEL and the separators",
      "\u0000\u001b\u0085\u2028\u2029",
      "\\u0000\\u001b\\u0085\\u2028\\u2029",
    ],
    ["a backtick", "a`b", "a\\u0060b"],
    ["zero-width characters", "a\u200bb\u200cc\u200dd\u2060e", "a\\u200bb\\u200cc\\u200dd\\u2060e"],
    [
      "bidi marks and overrides",
      "\u200e\u202a\u202e\u2066\u2069",
      "\\u200e\\u202a\\u202e\\u2066\\u2069",
    ],
    ["the byte-order mark", "\ufeffx", "\\ufeffx"],
    ["a tag character, as its two halves", "a\u{e0041}", "a\\udb40\\udc41"],
    ["a lone surrogate of either half", "\ud800x\udc00", "\\ud800x\\udc00"],
    ["nothing else", "head_limit -n é 😀 日本", "head_limit -n é 😀 日本"],
  ])("escapes %s", (_name, text, safe) => {
    expect(spanSafe(text)).toBe(safe);
    expect(holdsSpanUnsafe(text)).toBe(safe !== text);
  });

  it("keeps backticks when asked", () => {
    expect(spanSafe("`a`\n\u200b", true)).toBe("`a`\\n\\u200b");
  });
});
