// Claude Code's curated sentences byte for byte, and one sentence per keyword, over real Ajv
// (draft-07 and 2020-12, with and without verbose) and zod 3 and 4.

import { formatIssues, issuesFromZod } from "@tool-input/format";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";
import {
  AJVS,
  ajvIssues,
  byKind,
  curated,
  editSchema,
  editZod,
  grepSchema,
  grepZod,
  kitchen,
  kitchenSchema,
  lines,
  OFF,
  zodIssues,
} from "./support/format-fixtures.js";

describe("Claude Code's curated messages, byte for byte (hints off)", () => {
  for (const { name, tool, input, text } of curated) {
    const schema = tool === "Grep" ? grepSchema : editSchema;
    const zodSchema = tool === "Grep" ? grepZod : editZod;
    describe(name, () => {
      it.each(AJVS)("$name", ({ dialect, verbose }) => {
        expect(formatIssues(tool, ajvIssues(schema, input, dialect, verbose), OFF)).toBe(text);
      });
      it.each([
        { name: "zod 3", z: z3 },
        { name: "zod 4", z: z4 },
      ])("$name, with and without the input", ({ z }) => {
        const error = zodIssues(zodSchema(z), input);
        expect(formatIssues(tool, issuesFromZod(error), OFF)).toBe(text);
        expect(formatIssues(tool, issuesFromZod(error, input), OFF)).toBe(text);
        // The same data, not only the same text, as Ajv without verbose gives (in the printed
        // order: Ajv reports unexpected keys before the properties, zod after).
        expect(byKind(issuesFromZod(error, input))).toEqual(
          byKind(ajvIssues(schema, input, "draft-07", false)),
        );
      });
    });
  }
});

// Every other keyword, in both dialects. `plain` is the text without Ajv's `verbose`, where it
// differs (the schema fragments that name shapes are then not available).

describe("one sentence per keyword, over real Ajv", () => {
  for (const { name, input, text, plain } of kitchen) {
    it.each(AJVS)(`${name}: $name`, ({ dialect, verbose }) => {
      const issues = ajvIssues(kitchenSchema, input, dialect, verbose);
      expect(lines(formatIssues("Kitchen", issues, OFF))).toEqual([
        verbose ? text : (plain ?? text),
      ]);
    });
  }

  it("draft-07: dependencies and additionalItems", () => {
    const schema = {
      type: "object",
      properties: { pair: { type: "array", items: [{ type: "string" }], additionalItems: false } },
      dependencies: { start_line: ["end_line"] },
    };
    const input = { start_line: 1, pair: ["a", "b"] };
    expect(formatIssues("Read", ajvIssues(schema, input, "draft-07", true), OFF)).toBe(
      "Read failed due to the following issues:\nThe parameter `pair` must have at most 1 item but has 2\nThe parameter `end_line` is required when `start_line` is provided",
    );
  });

  it("2020-12: dependentRequired, prefixItems with items: false, unevaluatedProperties", () => {
    const schema = {
      type: "object",
      properties: {
        pair: { type: "array", prefixItems: [{ type: "string" }], items: false },
        opts: { type: "object", properties: { a: {} }, unevaluatedProperties: false },
      },
      dependentRequired: { start_line: ["end_line"] },
    };
    const input = { start_line: 1, pair: ["a", "b"], opts: { b: 1 } };
    expect(formatIssues("Read", ajvIssues(schema, input, "2020-12", true), OFF)).toBe(
      "Read failed due to the following issues:\nAn unexpected parameter `opts.b` was provided\nThe parameter `pair` must have at most 1 item but has 2\nThe parameter `end_line` is required when `start_line` is provided",
    );
  });
});

// The same tool as a JSON Schema and as zod objects, for the side-by-side comparison.
