// Mirrors the example of packages/format/README.md: the same calls, and the printed text as the
// README's comments show it.
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { escapeLineBreaks, formatIssues, issuesFromAjv, toolUseError } from "./index.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

function asComments(text: string): string {
  return text
    .split("\n")
    .map((line) => `  // ${line}`)
    .join("\n");
}

describe("packages/format/README.md example", () => {
  it("prints what the README says", () => {
    const grep = {
      type: "object",
      additionalProperties: false,
      required: ["pattern"],
      properties: { pattern: { type: "string" }, "-n": { type: "boolean" } },
    };
    const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
    const validate = ajv.compile(grep);
    const input = { n: true };
    expect(validate(input)).toBe(false);
    const issues = issuesFromAjv(validate.errors, input);
    const text = formatIssues("Grep", issues);
    expect(text).toBe(
      "Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `n` was provided (did you mean `-n`?)",
    );
    expect(readme).toContain(asComments(text));
    const wrapped = toolUseError("Grep", issues, { hints: false });
    expect(wrapped).toBe(
      "<tool_use_error>InputValidationError: Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `n` was provided</tool_use_error>",
    );
    expect(readme).toContain(asComments(wrapped));
  });

  it("has a heading for every export", () => {
    for (const name of [
      "formatIssues",
      "toolUseError",
      "issuesFromAjv",
      "issuesFromZod",
      "pathFromPointer",
      "renderPath",
    ]) {
      expect(readme).toMatch(new RegExp(`^### ${name}\\(`, "m"));
    }
  });
});

describe("packages/format/README.md escapeLineBreaks", () => {
  it("escapes what the README says it does", () => {
    expect(escapeLineBreaks("a\u001b[2Jb\nc")).toBe("a\\u001b[2Jb\\nc");
    expect(escapeLineBreaks("`x`\u009b\u2028")).toBe("`x`\\u009b\\u2028");
    expect(readme).toContain('`escapeLineBreaks("a\\u001b[2Jb\\nc")` is `a\\u001b[2Jb\\nc`');
  });
});
