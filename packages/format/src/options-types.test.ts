// Type-level test (`pnpm typecheck` compiles it under exactOptionalPropertyTypes): every
// FormatOptions field takes an explicit `undefined`, which formatIssues reads as the default.
// A field declared `?: T` without `| undefined` fails to compile here.
import { describe, expect, it } from "vitest";
import { formatIssues, toolUseError } from "./render/format-issues.js";
import type { FormatOptions, Issue } from "./types.js";

const issues: Issue[] = [
  { kind: "unexpected", path: ["n"], suggestion: "-n" },
  { kind: "missing", path: ["pattern"] },
];

describe("FormatOptions accepts an explicit undefined (exactOptionalPropertyTypes)", () => {
  it("formatIssues(name, issues, { hints }) with hints: boolean | undefined", () => {
    const settings: { hints?: boolean } = {};
    const hints: boolean | undefined = settings.hints;
    expect(formatIssues("Grep", issues, { hints })).toBe(
      "Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `n` was provided (did you mean `-n`?)",
    );
  });

  it("every field set to undefined means its default", () => {
    const options: FormatOptions = {
      hints: undefined,
      maxLines: undefined,
      maxNameLength: undefined,
    };
    expect(toolUseError("Grep", issues, options)).toBe(
      "<tool_use_error>InputValidationError: Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `n` was provided (did you mean `-n`?)</tool_use_error>",
    );
  });
});
