// Shared fixtures of the format tests over the real libraries: Ajv draft-07 and 2020-12 (verbose,
// as @tool-input/validate runs it, and without verbose), zod 3 and zod 4, on the same mistakes.

import { readFileSync } from "node:fs";
import { type FormatOptions, type Issue, issuesFromAjv } from "@tool-input/format";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import { expect } from "vitest";

// zod 3 and zod 4 share the builder calls used here; their types do not unify.
// biome-ignore lint/suspicious/noExplicitAny: one builder for both zod majors
export type AnyZod = any;

export type Dialect = "draft-07" | "2020-12";

export function ajvIssues(
  schema: object,
  input: unknown,
  dialect: Dialect,
  verbose: boolean,
): readonly Issue[] {
  const options = { allErrors: true, strict: false, verbose };
  const ajv = dialect === "draft-07" ? new Ajv(options) : new Ajv2020(options);
  ajvFormats.default(ajv);
  const validate = ajv.compile(schema);
  expect(validate(input)).toBe(false);
  return issuesFromAjv(validate.errors, input);
}

export const AJVS: { name: string; dialect: Dialect; verbose: boolean }[] = [
  { name: "Ajv draft-07 verbose", dialect: "draft-07", verbose: true },
  { name: "Ajv draft-07", dialect: "draft-07", verbose: false },
  { name: "Ajv 2020-12 verbose", dialect: "2020-12", verbose: true },
  { name: "Ajv 2020-12", dialect: "2020-12", verbose: false },
];

export const OFF: FormatOptions = { hints: false };

export const KIND_ORDER = ["missing", "unexpected", "type"];

/** Issues in the order formatIssues prints them: by kind, stable within a kind. */
export function byKind(issues: readonly Issue[]): Issue[] {
  const rank = (issue: Issue) => {
    const index = KIND_ORDER.indexOf(issue.kind);
    return index < 0 ? KIND_ORDER.length : index;
  };
  return [...issues].sort((a, b) => rank(a) - rank(b));
}

export function lines(text: string): string[] {
  return text.split("\n").slice(1);
}

// The tool of the brief: Claude Code's Grep, strict.
export const grepSchema = {
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

export const grepZod = (z: AnyZod) =>
  z
    .object({
      pattern: z.string(),
      "-i": z.boolean().optional(),
      "-n": z.boolean().optional(),
      head_limit: z.number().optional(),
      "-B": z.number().optional(),
      output_mode: z.enum(["content", "files_with_matches", "count"]).optional(),
    })
    .strict();

export const editSchema = {
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

export const editZod = (z: AnyZod) =>
  z
    .object({
      file_path: z.string(),
      edits: z.array(
        (z as AnyZod)
          .object({
            old_string: z.string(),
            new_string: z.string(),
            replace_all: z.boolean().optional(),
          })
          .strict(),
      ),
    })
    .strict();

export function zodIssues(
  schema: { safeParse(input: unknown): { error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  expect(result.error).toBeDefined();
  return result.error;
}

export const kitchenSchema = {
  type: "object",
  properties: {
    pattern: { type: "string", pattern: "^[a-z]+$" },
    email: { type: "string", format: "email" },
    count: { type: "integer", minimum: 1, maximum: 10 },
    ratio: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
    name: { type: "string", minLength: 3, maxLength: 5 },
    tags: { type: "array", minItems: 1, maxItems: 2, uniqueItems: true },
    meta: { type: "object", minProperties: 1, maxProperties: 2 },
    step: { type: "number", multipleOf: 5 },
    target: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
    range: {
      anyOf: [
        { type: "object", required: ["start"], properties: { start: { type: "integer" } } },
        { type: "object", required: ["end"], properties: { end: { type: "integer" } } },
      ],
    },
    choice: {
      anyOf: [
        { type: "string" },
        { type: "object", required: ["id"], properties: { id: { type: "string" } } },
      ],
    },
    size: { oneOf: [{ type: "number" }, { type: "integer" }] },
    note: { type: ["string", "null"] },
    other: { not: { type: "null" } },
    env: { type: "object", propertyNames: { pattern: "^[A-Z_]+$" } },
    lines: { type: "array", contains: { type: "integer" } },
    legacy: false,
    kind: { enum: ["file", "dir"] },
    mode: { const: "fast" },
    limit: { anyOf: [{ const: "auto" }, { type: "integer", minimum: 1 }] },
    paths: { type: "array", items: { type: "string" } },
    filter: { type: ["object", "null"] },
  },
  if: { properties: { kind: { const: "file" } }, required: ["kind"] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
  then: { required: ["path"] },
};

export const searchSchema = {
  type: "object",
  additionalProperties: false,
  required: ["query"],
  properties: {
    query: { type: "string", minLength: 3 },
    limit: { type: "number", minimum: 1, maximum: 100 },
    mode: { enum: ["content", "files_with_matches", "count"] },
    paths: { type: "array", items: { type: "string" } },
    target: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
    flag: { const: "on" },
    tags: { type: "array", maxItems: 2 },
    "my key": { type: "string" },
    "a.b": { type: "number" },
    nested: {
      type: "object",
      additionalProperties: false,
      properties: { "x-y": { type: "boolean" } },
    },
  },
};

export const searchZod = (z: AnyZod) =>
  z
    .object({
      query: z.string().min(3),
      limit: z.number().min(1).max(100).optional(),
      mode: z.enum(["content", "files_with_matches", "count"]).optional(),
      paths: z.array(z.string()).optional(),
      target: z.union([z.string(), z.array(z.string())]).optional(),
      flag: z.literal("on").optional(),
      tags: z.array(z.unknown()).max(2).optional(),
      "my key": z.string().optional(),
      "a.b": z.number().optional(),
      nested: (z as AnyZod).object({ "x-y": z.boolean().optional() }).strict().optional(),
    })
    .strict();

export const docs = readFileSync(new URL("../../docs/messages.md", import.meta.url), "utf8");

export function documented(text: string): void {
  expect(docs).toContain(text);
}

export const curated: { name: string; tool: "Grep" | "Edit"; input: unknown; text: string }[] = [
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

export const kitchen: { name: string; input: unknown; text: string; plain?: string }[] = [
  {
    name: "pattern",
    input: { pattern: "ABC" },
    text: "The parameter `pattern` must match the pattern `^[a-z]+$` but was `ABC`",
  },
  {
    name: "format",
    input: { email: "nope" },
    text: "The parameter `email` must be a valid `email` but was `nope`",
  },
  {
    name: "minimum",
    input: { count: 0 },
    text: "The parameter `count` must be at least `1` but was `0`",
  },
  {
    name: "maximum",
    input: { count: 11 },
    text: "The parameter `count` must be at most `10` but was `11`",
  },
  {
    name: "integer stays integer, received number",
    input: { count: 1.5 },
    text: "The parameter `count` type is expected as `integer` but provided as `number`",
  },
  {
    name: "exclusiveMinimum",
    input: { ratio: 0 },
    text: "The parameter `ratio` must be greater than `0` but was `0`",
  },
  {
    name: "exclusiveMaximum",
    input: { ratio: 1 },
    text: "The parameter `ratio` must be less than `1` but was `1`",
  },
  {
    name: "minLength",
    input: { name: "ab" },
    text: "The parameter `name` must have at least 3 characters but has 2 (`ab`)",
  },
  {
    name: "minLength, an empty string",
    input: { name: "" },
    text: "The parameter `name` must have at least 3 characters but was an empty string",
  },
  {
    name: "maxLength, with the value shortened",
    input: { name: "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz" },
    text: "The parameter `name` must have at most 5 characters but has 52 (`abcdefghijklmnopqrstuvwxyzabcdefghijklm…`)",
  },
  {
    name: "minItems",
    input: { tags: [] },
    text: "The parameter `tags` must have at least 1 item but has 0",
  },
  {
    name: "maxItems",
    input: { tags: [1, 2, 3] },
    text: "The parameter `tags` must have at most 2 items but has 3",
  },
  {
    name: "uniqueItems",
    input: { tags: ["a", "a"] },
    text: "The parameter `tags` must not contain duplicate items but items [0] and [1] are equal",
  },
  {
    name: "minProperties",
    input: { meta: {} },
    text: "The parameter `meta` must have at least 1 property but has 0",
  },
  {
    name: "maxProperties",
    input: { meta: { a: 1, b: 2, c: 3 } },
    text: "The parameter `meta` must have at most 2 properties but has 3",
  },
  {
    name: "multipleOf",
    input: { step: 7 },
    text: "The parameter `step` must be a multiple of `5` but was `7`",
  },
  {
    name: "anyOf of types: one type line",
    input: { target: 5 },
    text: "The parameter `target` type is expected as `string or array` but provided as `number`",
  },
  {
    name: "anyOf with no branch taking the value: one shapes line",
    input: { range: {} },
    text: "The parameter `range` does not match any of the allowed shapes (`object with start` or `object with end`) but was `{}`",
    plain: "The parameter `range` does not match any of the 2 allowed shapes but was `{}`",
  },
  {
    name: "anyOf with one branch taking the value's type: that branch's own error",
    input: { choice: {} },
    text: "The required parameter `choice.id` is missing",
  },
  {
    name: "anyOf whose branch rejects by value does not hide the others",
    input: { limit: true },
    text: 'The parameter `limit` does not match any of the allowed shapes (`"auto"` or `integer`) but was `true`',
    plain: "The parameter `limit` does not match any of the 2 allowed shapes but was `true`",
  },
  {
    name: "oneOf matching two branches",
    input: { size: 1 },
    text: "The parameter `size` matches more than one of the allowed shapes (`number` and `integer`) but must match exactly one",
    plain: "The parameter `size` matches 2 of the allowed shapes but must match exactly one",
  },
  {
    name: "a type list reads `string or null`",
    input: { note: 5 },
    text: "The parameter `note` type is expected as `string or null` but provided as `number`",
  },
  {
    name: "not",
    input: { other: null },
    text: "The parameter `other` must not match the disallowed shape `null`",
    plain: "The parameter `other` must not match the disallowed shape",
  },
  {
    name: "propertyNames",
    input: { env: { lower: "x" } },
    text: "The parameter `env.lower` has a name that is not allowed (names must match the pattern `^[A-Z_]+$`)",
    plain: "The parameter `env.lower` has a name that is not allowed",
  },
  {
    name: "contains",
    input: { lines: ["a"] },
    text: "The parameter `lines` must contain at least 1 item matching `integer`",
    plain: "The parameter `lines` must contain at least 1 item matching the required shape",
  },
  {
    name: "a false schema",
    input: { legacy: 1 },
    text: "An unexpected parameter `legacy` was provided",
  },
  {
    name: "enum",
    input: { kind: "folder" },
    text: "The parameter `kind` must be one of `file`, `dir` but was `folder`",
  },
  {
    name: "const",
    input: { mode: "slow" },
    text: "The parameter `mode` must be `fast` but was `slow`",
  },
  {
    name: "if/then: the then-branch's error, not the if",
    input: { kind: "file" },
    text: "The required parameter `path` is missing",
  },
  {
    name: "the root is not an object",
    input: "pattern=x",
    text: "The input type is expected as `object` but provided as `string`",
  },
];
