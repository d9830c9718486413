// A caller's list (issues, a path, allowed values, names) may be a sparse array of length
// 2^32 − 1 built in memory: it is read by the items it has (docs/messages.md, "Bounds"). Before,
// each of these walked 2^32 − 1 holes, for minutes or until V8 ran out of memory.
import { describe, expect, it } from "vitest";
import { sparse } from "../../../../test/support/sparse-array.js";
import type { Issue } from "../types.js";
import { formatIssues } from "./format-issues.js";
import { renderPath } from "./render-path.js";
import { unknownToolSentence } from "./unknown-tool.js";

describe("formatIssues, given sparse arrays of length 2^32 − 1", () => {
  it("lists the issues a sparse list has", () => {
    const issues = sparse<Issue>({ kind: "missing", path: ["a"] });
    expect(formatIssues("t", issues)).toBe(
      "t failed due to the following issue:\nThe required parameter `a` is missing",
    );
  });

  it("prints the segments a sparse path has", () => {
    const issue: Issue = { kind: "missing", path: sparse("a", "b") };
    expect(formatIssues("t", [issue])).toBe(
      "t failed due to the following issue:\nThe required parameter `a.b` is missing",
    );
  });

  it("names the values a sparse allowed list has", () => {
    const issue: Issue = { kind: "enum", path: ["a"], allowed: sparse("x", "y"), received: "z" };
    expect(formatIssues("t", [issue])).toBe(
      "t failed due to the following issue:\nThe parameter `a` must be one of `x`, `y` but was `z`",
    );
  });

  it("answers a tool name that is a sparse array as a name it cannot print", () => {
    const issue: Issue = { kind: "other", path: ["a"], message: "bad" };
    expect(formatIssues(sparse("t") as unknown as string, [issue])).toBe(
      "The tool failed due to the following issue:\nThe input was rejected, but no details were given",
    );
  });
});

describe("renderPath and unknownToolSentence, given sparse arrays of length 2^32 − 1", () => {
  it("renderPath prints the segments the path has", () => {
    expect(renderPath(sparse<string | number>("a", 0, "b"))).toBe("a[0].b");
  });

  it("unknownToolSentence names the near and listed names the lists have", () => {
    expect(unknownToolSentence("x", sparse("a"))).toBe(
      "There is no tool named `x` (did you mean `a`?)",
    );
    expect(unknownToolSentence("x", [], sparse("a", "b"))).toBe(
      "There is no tool named `x` (the tools are `a` and `b`)",
    );
  });
});
