import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PathSegment } from "../types.js";
import { capText } from "./escape-text.js";
import { printedPath, renderPath } from "./render-path.js";

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

describe("printedPath", () => {
  // Characters that change how a key prints: quoted, escaped to 2 or 6 or 12 characters, a pair.
  const unit = fc.constantFrom(
    "a",
    "x",
    ".",
    '"',
    "\\",
    "`",
    "\n",
    "\u200b",
    "😀",
    "\ud800",
    "\udc00",
  );
  const segment = fc.oneof(fc.string({ unit, maxLength: 60 }), fc.nat({ max: 12 }));

  it("prints what renderPath then a cut at max prints, for every path", () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 5 }),
        fc.integer({ min: 1, max: 50 }),
        (path, max) => {
          expect(printedPath(path, max)).toBe(capText(renderPath(path), max));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("cuts a long key at max, quoted or not", () => {
    expect(printedPath(["a", "b".repeat(20)], 8)).toBe("a.bbbbb…");
    expect(printedPath(["`".repeat(20)], 16)).toBe('["\\u0060\\u0060\\…');
    expect(printedPath(["ab😀cd"], 4)).toBe("ab…");
  });
});
