import { describe, expect, it } from "vitest";
import type { Issue } from "../types.js";
import { dedupeIssues } from "./dedupe-issues.js";

describe("dedupeIssues", () => {
  it("drops an issue equal to an earlier one and keeps the order of the rest", () => {
    const missing: Issue = { kind: "missing", path: ["repo"] };
    const type: Issue = { kind: "type", path: ["page"], expected: "number", received: "boolean" };
    const issues: Issue[] = [missing, type, { kind: "missing", path: ["repo"] }, { ...type }];
    const kept = dedupeIssues(issues);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(missing);
    expect(kept[1]).toBe(type);
  });

  it("keeps issues that share kind, path length and last key but differ elsewhere", () => {
    const issues: Issue[] = [
      { kind: "type", path: ["a", "page"], expected: "number", received: "boolean" },
      { kind: "type", path: ["b", "page"], expected: "number", received: "boolean" },
      { kind: "type", path: ["a", "page"], expected: "number", received: "string" },
      { kind: "enum", path: ["a", "state"], allowed: ["open"], received: "x" },
      { kind: "enum", path: ["a", "state"], allowed: ["closed"], received: "x" },
      { kind: "other", path: ["a", "page"], message: "must be >= 1" },
      { kind: "other", path: ["a", "page"], message: "must be <= 9" },
    ];
    expect(dedupeIssues(issues)).toEqual(issues);
  });

  it("merges repeats at an index, and keeps an index apart from the same key as text", () => {
    const issues: Issue[] = [
      { kind: "missing", path: ["edits", 0, "old_text"] },
      { kind: "other", path: ["edits", 0], message: "must be an object" },
      { kind: "other", path: ["edits", "0"], message: "must be an object" },
      { kind: "other", path: ["edits", 0], message: "must be an object" },
      { kind: "missing", path: ["edits", 0, "old_text"] },
    ];
    expect(dedupeIssues(issues)).toEqual(issues.slice(0, 3));
  });

  it("never merges issues whose allowed values JSON cannot hold (a bigint)", () => {
    const issues: Issue[] = [
      { kind: "enum", path: ["n"], allowed: [1n, 2n], received: "3" },
      { kind: "enum", path: ["n"], allowed: [1n, 2n], received: "3" },
      { kind: "enum", path: ["n"], allowed: [1, 2], received: "3" },
      { kind: "enum", path: ["n"], allowed: [1, 2], received: "3" },
    ];
    expect(dedupeIssues(issues)).toEqual(issues.slice(0, 3));
  });

  it("returns a new array and leaves the input as it was", () => {
    const issues: Issue[] = [
      { kind: "missing", path: ["repo"] },
      { kind: "missing", path: ["repo"] },
    ];
    const kept = dedupeIssues(issues);
    expect(kept).not.toBe(issues);
    expect(issues).toHaveLength(2);
  });
});
