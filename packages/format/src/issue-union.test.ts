// Type-level and runtime test of the exported issue union: a `switch` on `kind` narrows each
// member to its own fields, and the adapters' lists are typed non-empty.
import { describe, expect, it } from "vitest";
import {
  type EnumIssue,
  type Issue,
  type Issues,
  issuesFromAjv,
  issuesFromZod,
  type MissingIssue,
  type OtherIssue,
  type TypeIssue,
  type UnexpectedIssue,
} from "./index.js";

function describeIssue(issue: Issue): string {
  switch (issue.kind) {
    case "missing":
      return `missing ${issue.path.join(".")}`;
    case "unexpected":
      return `unexpected ${issue.path.join(".")} ${issue.suggestion ?? ""}`;
    case "type":
      return `type ${issue.expected} ${issue.received ?? ""}`;
    case "enum":
      return `enum ${issue.allowed.length}`;
    case "other":
      return `other ${issue.message}`;
  }
}

describe("Issue is a union on kind", () => {
  it("narrows in a switch to each member's own fields", () => {
    const members: [MissingIssue, UnexpectedIssue, TypeIssue, EnumIssue, OtherIssue] = [
      { kind: "missing", path: ["a"] },
      { kind: "unexpected", path: ["n"], suggestion: "-n" },
      { kind: "type", path: ["b"], expected: "string", received: "number" },
      { kind: "enum", path: ["c"], allowed: ["x", "y"] },
      { kind: "other", path: ["d"], message: "must be at least `1`" },
    ];
    expect(members.map(describeIssue)).toEqual([
      "missing a",
      "unexpected n -n",
      "type string number",
      "enum 2",
      "other must be at least `1`",
    ]);
  });

  it("the adapters' lists are typed non-empty: the first issue needs no check", () => {
    const fromAjv: Issues = issuesFromAjv(
      [
        {
          keyword: "required",
          instancePath: "",
          schemaPath: "#/required",
          params: { missingProperty: "a" },
        },
      ],
      {},
    );
    const fromZod: Issues = issuesFromZod([]);
    const [first] = fromAjv;
    expect(first.kind).toBe("missing");
    expect(fromZod[0].kind).toBe("other");
  });
});
