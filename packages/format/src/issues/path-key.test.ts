import { describe, expect, it } from "vitest";
import { pathKey } from "./path-key.js";

describe("pathKey", () => {
  it("writes each key with its length before it and each index between # and ;", () => {
    expect(pathKey([])).toBe("");
    expect(pathKey(["owner"])).toBe("5:owner");
    expect(pathKey(["edits", 0, "old_text"])).toBe("5:edits#0;8:old_text");
  });

  it("keys only the first `end` segments when given", () => {
    expect(pathKey(["edits", 0, "old_text"], 2)).toBe("5:edits#0;");
    expect(pathKey(["edits", 0, "old_text"], 0)).toBe("");
    expect(pathKey(["edits", 0, "old_text"], 2)).toBe(pathKey(["edits", 0]));
  });

  it("tells apart paths that joined text would confuse", () => {
    const paths = [
      ["a", 0],
      ["a", "0"],
      ["a0"],
      ["a#0;"],
      ["1:a"],
      ["", "1:a"],
      ["a", "b"],
      ["ab"],
      ["a:b"],
      ["1:a1:b"],
      [0, 1],
      [1],
      ["01"],
      ["#0;#1;"],
      [],
      [""],
      ["", ""],
    ];
    const keys = paths.map((path) => pathKey(path));
    expect(new Set(keys).size).toBe(paths.length);
  });

  it("is equal for equal paths, as JSON.stringify is", () => {
    const paths = [
      ["x", 3, "y"],
      ["x", 3, "y"],
      ["x", 3],
      ["x", "3", "y"],
    ];
    for (const a of paths) {
      for (const b of paths) {
        expect(pathKey(a) === pathKey(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }
    }
  });
});
