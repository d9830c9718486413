// Both adapters over the real libraries: Ajv draft-07 and 2020-12 (verbose, as
// @tool-input/validate runs it, and without verbose), zod 3 and zod 4, on the same mistakes.
import { type FormatOptions, formatIssues, type Issue, issuesFromAjv, issuesFromZod } from "@tool-input/format";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";

// ajv-formats is CommonJS: its default export arrives as the module object under NodeNext.
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

type Dialect = "draft-07" | "2020-12";

function ajvIssues(schema: object, input: unknown, dialect: Dialect, verbose: boolean): Issue[] {
  const options = { allErrors: true, strict: false, verbose };
  const ajv = dialect === "draft-07" ? new Ajv(options) : new Ajv2020(options);
  addFormats(ajv as Ajv);
  const validate = ajv.compile(schema);
  expect(validate(input)).toBe(false);
  return issuesFromAjv(validate.errors, input);
}

const AJVS: { name: string; dialect: Dialect; verbose: boolean }[] = [
  { name: "Ajv draft-07 verbose", dialect: "draft-07", verbose: true },
  { name: "Ajv draft-07", dialect: "draft-07", verbose: false },
  { name: "Ajv 2020-12 verbose", dialect: "2020-12", verbose: true },
  { name: "Ajv 2020-12", dialect: "2020-12", verbose: false },
];

const OFF: FormatOptions = { hints: false };

function lines(text: string): string[] {
  return text.split("\n").slice(1);
}

// The tool of the brief: Claude Code's Grep, strict.
const grepSchema = {
  type: "object",
  additionalProperties: false,
  required: ["pattern"],
  properties: {
    pattern: { type: "string" },
    "-i": { type: "boolean" },
    "-n": { type: "boolean" },
    head_limit: { type: "number" },
    "-B": { type: "number" },
    output_mode: { enum: ["content", "files_with_matches", "count"] },
  },
};

const grepZod = (z: typeof z3 | typeof z4) =>
  // biome-ignore lint/suspicious/noExplicitAny: one builder for both zod majors
  (z as any)
    .object({
      pattern: z.string(),
      "-i": z.boolean().optional(),
      "-n": z.boolean().optional(),
      head_limit: z.number().optional(),
      "-B": z.number().optional(),
      output_mode: z.enum(["content", "files_with_matches", "count"]).optional(),
    })
    .strict();

const editSchema = {
  type: "object",
  additionalProperties: false,
  required: ["file_path", "edits"],
  properties: {
    file_path: { type: "string" },
    edits: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["old_string", "new_string"],
        properties: {
          old_string: { type: "string" },
          new_string: { type: "string" },
          replace_all: { type: "boolean" },
        },
      },
    },
  },
};

const editZod = (z: typeof z3 | typeof z4) =>
  // biome-ignore lint/suspicious/noExplicitAny: one builder for both zod majors
  (z as any)
    .object({
      file_path: z.string(),
      edits: z.array(
        // biome-ignore lint/suspicious/noExplicitAny: one builder for both zod majors
        (z as any)
          .object({
            old_string: z.string(),
            new_string: z.string(),
            replace_all: z.boolean().optional(),
          })
          .strict(),
      ),
    })
    .strict();

function zodIssues(schema: { safeParse(input: unknown): { error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.error).toBeDefined();
  return result.error;
}

const curated: { name: string; tool: "Grep" | "Edit"; input: unknown; text: string }[] = [
  {
    name: "an unexpected key",
    tool: "Grep",
    input: { pattern: "TODO", n: true },
    text: "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided",
  },
  {
    name: "a missing key",
    tool: "Grep",
    input: {},
    text: "Grep failed due to the following issue:\nThe required parameter `pattern` is missing",
  },
  {
    name: "a type mismatch",
    tool: "Grep",
    input: { pattern: 5 },
    text: "Grep failed due to the following issue:\nThe parameter `pattern` type is expected as `string` but provided as `number`",
  },
  {
    name: "all three kinds, in order",
    tool: "Grep",
    input: { "-i": 3, n: true },
    text: "Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `n` was provided\nThe parameter `-i` type is expected as `boolean` but provided as `number`",
  },
  {
    name: "a missing key in an array item",
    tool: "Edit",
    input: { file_path: "/a", edits: [{ new_string: "b" }] },
    text: "Edit failed due to the following issue:\nThe required parameter `edits[0].old_string` is missing",
  },
  {
    name: "mistakes in several array items",
    tool: "Edit",
    input: {
      file_path: 1,
      edits: [
        { old_string: "a", new_string: "b" },
        { old_string: "a", new_string: "b", replace_all: "true", oldString: "x" },
      ],
    },
    text: "Edit failed due to the following issues:\nAn unexpected parameter `edits[1].oldString` was provided\nThe parameter `file_path` type is expected as `string` but provided as `number`\nThe parameter `edits[1].replace_all` type is expected as `boolean` but provided as `string`",
  },
];

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
      });
    });
  }
});
