import { describe, expect, it } from "vitest";
import type { PathSegment } from "../types.js";
import { renderPath } from "./render-path.js";

describe("renderPath", () => {
  it.each<{ name: string; path: PathSegment[]; text: string }>([
    { name: "the root is empty", path: [], text: "" },
    { name: "a top-level key", path: ["pattern"], text: "pattern" },
    { name: "keys joined with dots", path: ["a", "b"], text: "a.b" },
    { name: "indices in brackets", path: ["edits", 0, "old_string"], text: "edits[0].old_string" },
    { name: "an index at the root", path: [3, "a"], text: "[3].a" },
    { name: "nested indices", path: ["m", 1, 2], text: "m[1][2]" },
    { name: "dashes stay bare", path: ["-n"], text: "-n" },
    { name: "spaces stay bare", path: ["opts", "my key"], text: "opts.my key" },
    { name: "a key with a dot is quoted", path: ["a.b"], text: '["a.b"]' },
    { name: "a nested key with a dot is quoted", path: ["x", "a.b", "c"], text: 'x["a.b"].c' },
    {
      name: "brackets and quotes are quoted",
      path: ["a[0]", 'say "hi"'],
      text: '["a[0]"]["say \\"hi\\""]',
    },
    { name: "the empty key is quoted", path: ["a", ""], text: 'a[""]' },
    { name: "backticks and newlines are escaped", path: ["a`\nb"], text: '["a\\u0060\\nb"]' },
    {
      name: "format characters are quoted and escaped, so the key reads as it is",
      path: ["path\u200b", "\u202eelif_ym", "x\ufeff"],
      text: '["path\\u200b"]["\\u202eelif_ym"]["x\\ufeff"]',
    },
    { name: "a numeric string key stays a key", path: ["m", "0"], text: "m.0" },
  ])("$name", ({ path, text }) => {
    expect(renderPath(path)).toBe(text);
  });

  it("is never cut short (formatIssues caps it at maxNameLength)", () => {
    const key = "k".repeat(500);
    expect(renderPath(["a", key])).toBe(`a.${key}`);
  });

  it("reads a path that is not an array as the root, and a non-string key as its text", () => {
    expect(renderPath(null as unknown as PathSegment[])).toBe("");
    expect(renderPath([true as unknown as PathSegment, "x"])).toBe("true.x");
  });
});
