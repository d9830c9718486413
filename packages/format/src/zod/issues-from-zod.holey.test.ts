// zod-shaped issues from the caller may hold sparse arrays of length 2^32 − 1 (the list, a
// `path`, `options`): read by the items they have (docs/messages.md, "Bounds").
import { describe, expect, it } from "vitest";
import { sparse } from "../../../../test/support/sparse-array.js";
import { issuesFromZod } from "./issues-from-zod.js";

const typeIssue = { code: "invalid_type", path: ["a"], expected: "string", received: "number" };
const expected = [{ kind: "type", path: ["a"], expected: "string", received: "number" }];

describe("issuesFromZod, given sparse arrays of length 2^32 − 1", () => {
  it("reads the issues a sparse list or ZodError has", () => {
    expect(issuesFromZod(sparse(typeIssue))).toEqual(expected);
    expect(issuesFromZod({ issues: sparse(typeIssue) })).toEqual(expected);
  });

  it("reads the segments a sparse path has", () => {
    expect(issuesFromZod([{ ...typeIssue, path: sparse("a") }])).toEqual(expected);
  });

  it("reads the options a sparse options list has", () => {
    const issue = { code: "invalid_enum_value", path: ["a"], options: sparse("x"), received: "y" };
    expect(issuesFromZod([issue])).toEqual([
      { kind: "enum", path: ["a"], allowed: ["x"], received: "y" },
    ]);
  });
});
