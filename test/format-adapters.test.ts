// Both adapters over the real libraries: Ajv draft-07 and 2020-12 (verbose, as
// @tool-input/validate runs it, and without verbose), zod 3 and zod 4, on the same mistakes.

import { readFileSync } from "node:fs";
import {
  type FormatOptions,
  formatIssues,
  type Issue,
  issuesFromAjv,
  issuesFromZod,
  type PathSegment,
  pathFromPointer,
  renderPath,
} from "@tool-input/format";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";

// zod 3 and zod 4 share the builder calls used here; their types do not unify.
// biome-ignore lint/suspicious/noExplicitAny: one builder for both zod majors
type AnyZod = any;

type Dialect = "draft-07" | "2020-12";

function ajvIssues(
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

const AJVS: { name: string; dialect: Dialect; verbose: boolean }[] = [
  { name: "Ajv draft-07 verbose", dialect: "draft-07", verbose: true },
  { name: "Ajv draft-07", dialect: "draft-07", verbose: false },
  { name: "Ajv 2020-12 verbose", dialect: "2020-12", verbose: true },
  { name: "Ajv 2020-12", dialect: "2020-12", verbose: false },
];

const OFF: FormatOptions = { hints: false };

const KIND_ORDER = ["missing", "unexpected", "type"];

/** Issues in the order formatIssues prints them: by kind, stable within a kind. */
function byKind(issues: readonly Issue[]): Issue[] {
  const rank = (issue: Issue) => {
    const index = KIND_ORDER.indexOf(issue.kind);
    return index < 0 ? KIND_ORDER.length : index;
  };
  return [...issues].sort((a, b) => rank(a) - rank(b));
}

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

const grepZod = (z: AnyZod) =>
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

const editZod = (z: AnyZod) =>
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
const kitchenSchema = {
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

const kitchen: { name: string; input: unknown; text: string; plain?: string }[] = [
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
const searchSchema = {
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

const searchZod = (z: AnyZod) =>
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

const sideBySide: { name: string; input: unknown; text: string }[] = [
  {
    name: "every kind at once, hints on",
    input: {
      query: "ab",
      limit: 0,
      mode: "Count",
      paths: '["a.txt"]',
      target: 5,
      flag: "off",
      tags: [1, 2, 3],
      "my key": 1,
      "a.b": "x",
      nested: { "x-y": "true", x_y: 1 },
    },
    text: `Search failed due to the following issues:
An unexpected parameter \`nested.x_y\` was provided
The parameter \`paths\` type is expected as \`array\` but provided as \`string\` (it looks like JSON; send the value itself, not a string)
The parameter \`target\` type is expected as \`string or array\` but provided as \`number\`
The parameter \`my key\` type is expected as \`string\` but provided as \`number\`
The parameter \`["a.b"]\` type is expected as \`number\` but provided as \`string\`
The parameter \`nested.x-y\` type is expected as \`boolean\` but provided as \`string\`
The parameter \`query\` must have at least 3 characters but has 2 (\`ab\`)
The parameter \`limit\` must be at least \`1\` but was \`0\`
The parameter \`mode\` must be one of \`content\`, \`files_with_matches\`, \`count\` but was \`Count\` (did you mean \`count\`?)
The parameter \`flag\` must be \`on\` but was \`off\`
The parameter \`tags\` must have at most 2 items but has 3`,
  },
  {
    name: "a misspelt required key gets a did-you-mean",
    input: { qeury: "abc" },
    text: "Search failed due to the following issues:\nThe required parameter `query` is missing\nAn unexpected parameter `qeury` was provided (did you mean `query`?)",
  },
  {
    name: "a JSON string of the wrong structure gets no JSON hint",
    input: { query: "abc", paths: '{"a": 1}', limit: 101 },
    text: "Search failed due to the following issues:\nThe parameter `paths` type is expected as `array` but provided as `string`\nThe parameter `limit` must be at most `100` but was `101`",
  },
];

describe("the same text from Ajv and zod for the same mistakes", () => {
  for (const { name, input, text } of sideBySide) {
    describe(name, () => {
      it.each(AJVS.filter((ajv) => ajv.verbose))("$name", ({ dialect, verbose }) => {
        expect(formatIssues("Search", ajvIssues(searchSchema, input, dialect, verbose))).toBe(text);
      });
      it.each([
        { name: "zod 3", z: z3 },
        { name: "zod 4", z: z4 },
      ])("$name, given the input", ({ z }) => {
        const error = zodIssues(searchZod(z), input);
        expect(formatIssues("Search", issuesFromZod(error, input))).toBe(text);
        expect(byKind(issuesFromZod(error, input))).toEqual(
          byKind(ajvIssues(searchSchema, input, "2020-12", false)),
        );
      });
    });
  }
});

// docs/messages.md 'Adapters' (issuesFromZod) and packages/format/README.md (issuesFromZod):
// the text is the same from both adapters except where zod's errors carry less of the schema.
describe("where zod and Ajv differ, given the input (docs/messages.md 'Adapters')", () => {
  const readme = readFileSync(new URL("../packages/format/README.md", import.meta.url), "utf8");
  const messages = readFileSync(new URL("../docs/messages.md", import.meta.url), "utf8");
  const zods: { name: string; z: AnyZod }[] = [
    { name: "zod 3", z: z3 },
    { name: "zod 4", z: z4 },
  ];
  const ajvText = (schema: object, input: unknown) =>
    formatIssues("T", ajvIssues(schema, input, "2020-12", true));
  const zodText = (schema: AnyZod, input: unknown) =>
    formatIssues("T", issuesFromZod(zodIssues(schema, input), input));
  const H = "T failed due to the following issue:\n";

  it.each(zods)("$name: no did-you-mean toward a declared key that is not missing", ({ z }) => {
    const input = { pattern: "TODO", n: true };
    expect(formatIssues("Grep", issuesFromZod(zodIssues(grepZod(z), input), input))).toBe(
      "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided",
    );
    expect(formatIssues("Grep", ajvIssues(grepSchema, input, "2020-12", true))).toBe(
      "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided (did you mean `-n`?)",
    );
    const misspelt = { patern: "TODO" };
    const both =
      "Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `patern` was provided (did you mean `pattern`?)";
    expect(formatIssues("Grep", issuesFromZod(zodIssues(grepZod(z), misspelt), misspelt))).toBe(
      both,
    );
    expect(formatIssues("Grep", ajvIssues(grepSchema, misspelt, "2020-12", true))).toBe(both);
  });

  it.each(zods)("$name: zod's type names for nullable and int", ({ z }) => {
    const note = { note: 5 };
    expect(zodText(z.object({ note: z.string().nullable() }), note)).toBe(
      `${H}The parameter \`note\` type is expected as \`string\` but provided as \`number\``,
    );
    expect(
      ajvText({ type: "object", properties: { note: { type: ["string", "null"] } } }, note),
    ).toBe(
      `${H}The parameter \`note\` type is expected as \`string or null\` but provided as \`number\``,
    );
    const intSchema = { type: "object", properties: { n: { type: "integer" } } };
    expect(zodText(z.object({ n: z.number().int() }), { n: "5" })).toBe(
      `${H}The parameter \`n\` type is expected as \`number\` but provided as \`string\``,
    );
    expect(ajvText(intSchema, { n: "5" })).toBe(
      `${H}The parameter \`n\` type is expected as \`integer\` but provided as \`string\``,
    );
    const fraction = `${H}The parameter \`n\` type is expected as \`integer\` but provided as \`number\``;
    expect(zodText(z.object({ n: z.number().int() }), { n: 1.5 })).toBe(fraction);
    expect(ajvText(intSchema, { n: 1.5 })).toBe(fraction);
  });

  it("the pages say so, and no longer claim the same text unconditionally", () => {
    const flat = (text: string) => text.replace(/\s+/g, " ");
    for (const page of [readme, messages].map(flat)) {
      expect(page).toContain("except where zod's errors carry less of the schema than Ajv's:");
      expect(page).toContain("`unrecognized_keys` does not list the declared keys");
      expect(page).not.toContain("giving the same text as `issuesFromAjv`");
      expect(page).not.toContain("the same as `issuesFromAjv` gives for the same mistakes.");
    }
    expect(flat(readme)).toContain(
      '`string` for `5` sent to `.nullable()` string (Ajv: `string or null`), and `number` for `"5"` sent to `.int()` (Ajv: `integer`)',
    );
    expect(flat(messages)).toContain(
      '`string` for `5` sent to a `.nullable()` string (Ajv: `string or null`), `number` for `"5"` sent to `.int()` (Ajv: `integer`; `1.5` reads `integer` from both)',
    );
    expect(flat(messages)).toContain(
      'gets ``An unexpected parameter `n` was provided`` with no hint (Ajv, with `verbose`: ``(did you mean `-n`?)``), while `{"patern":"TODO"}` gets ``(did you mean `pattern`?)`` from both',
    );
  });
});

describe("hints over real Ajv and zod", () => {
  const grep = (input: unknown, options?: FormatOptions) =>
    formatIssues("Grep", ajvIssues(grepSchema, input, "2020-12", true), options);

  it("suggests a declared key for a near unexpected one (`n` → `-n`) (docs/messages.md 'Hints')", () => {
    expect(grep({ pattern: "TODO", n: true })).toBe(
      "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided (did you mean `-n`?)",
    );
  });

  it("suggests `path` for `file_path` (docs/messages.md 'Hints')", () => {
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: { path: { type: "string" }, pattern: { type: "string" } },
    };
    const issues = ajvIssues(schema, { file_path: "/a" }, "draft-07", true);
    expect(formatIssues("Grep", issues)).toBe(
      "Grep failed due to the following issue:\nAn unexpected parameter `file_path` was provided (did you mean `path`?)",
    );
  });

  it("suggests nothing when the near key is already in the input (docs/messages.md 'Hints')", () => {
    expect(grep({ pattern: "TODO", n: true, "-n": true })).toBe(
      "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided",
    );
  });

  it("suggests nothing for a key near no declared one, or near two", () => {
    expect(grep({ pattern: "TODO", query: "x", B: 1, b: 2 })).toBe(
      "Grep failed due to the following issues:\nAn unexpected parameter `query` was provided\nAn unexpected parameter `B` was provided (did you mean `-B`?)\nAn unexpected parameter `b` was provided (did you mean `-B`?)",
    );
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: { file_path: { type: "string" }, file_name: { type: "string" } },
    };
    expect(formatIssues("Read", ajvIssues(schema, { file: "a" }, "2020-12", true))).toBe(
      "Read failed due to the following issue:\nAn unexpected parameter `file` was provided",
    );
  });

  it("suggests an allowed enum value only when the choice is clear (docs/messages.md 'Hints')", () => {
    expect(grep({ pattern: "x", output_mode: "files-with-matches" })).toBe(
      "Grep failed due to the following issue:\nThe parameter `output_mode` must be one of `content`, `files_with_matches`, `count` but was `files-with-matches` (did you mean `files_with_matches`?)",
    );
    expect(grep({ pattern: "x", output_mode: "cont" })).toBe(
      "Grep failed due to the following issue:\nThe parameter `output_mode` must be one of `content`, `files_with_matches`, `count` but was `cont`",
    );
    documented("(`cont` suggests nothing between `content` and `count`)");
    expect(grep({ pattern: "x", output_mode: "lines" })).toBe(
      "Grep failed due to the following issue:\nThe parameter `output_mode` must be one of `content`, `files_with_matches`, `count` but was `lines`",
    );
  });

  it("gives the JSON-text hint only for JSON of the expected structure (docs/messages.md 'Hints')", () => {
    const edit = (input: unknown) =>
      formatIssues("Edit", ajvIssues(editSchema, input, "draft-07", true));
    const edits = JSON.stringify([{ old_string: "a", new_string: "b" }]);
    expect(edit({ file_path: "/a", edits })).toBe(
      "Edit failed due to the following issue:\nThe parameter `edits` type is expected as `array` but provided as `string` (it looks like JSON; send the value itself, not a string)",
    );
    expect(edit({ file_path: "/a", edits: "a, b" })).toBe(
      "Edit failed due to the following issue:\nThe parameter `edits` type is expected as `array` but provided as `string`",
    );
    expect(edit({ file_path: "/a", edits: "[1," })).toBe(
      "Edit failed due to the following issue:\nThe parameter `edits` type is expected as `array` but provided as `string`",
    );
  });

  it("shows no hint at all with hints: false", () => {
    const edits = JSON.stringify([{ old_string: "a", new_string: "b" }]);
    const issues = ajvIssues(
      editSchema,
      { file_path: "/a", edits, filePath: "/a" },
      "draft-07",
      true,
    );
    expect(formatIssues("Edit", issues, OFF)).toBe(
      "Edit failed due to the following issues:\nAn unexpected parameter `filePath` was provided\nThe parameter `edits` type is expected as `array` but provided as `string`",
    );
    expect(formatIssues("Edit", issues)).toBe(
      "Edit failed due to the following issues:\nAn unexpected parameter `filePath` was provided\nThe parameter `edits` type is expected as `array` but provided as `string` (it looks like JSON; send the value itself, not a string)",
    );
  });

  it("zod without the input: did-you-mean only toward a missing key", () => {
    for (const z of [z3, z4]) {
      const error = zodIssues(grepZod(z), { pattern: "TODO", n: true });
      expect(formatIssues("Grep", issuesFromZod(error))).toBe(
        "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided",
      );
      const misspelt = zodIssues(grepZod(z), { patern: "TODO" });
      expect(formatIssues("Grep", issuesFromZod(misspelt))).toBe(
        "Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `patern` was provided (did you mean `pattern`?)",
      );
    }
  });
});

describe("hostile names and long messages through the adapters", () => {
  const open = {
    type: "object",
    additionalProperties: false,
    properties: { a: { type: "string" } },
  };

  it("escapes a key with a backtick and a newline", () => {
    const issues = ajvIssues(open, { "x`y\nz": 1 }, "2020-12", true);
    expect(formatIssues("T", issues)).toBe(
      'T failed due to the following issue:\nAn unexpected parameter `["x\\u0060y\\nz"]` was provided',
    );
  });

  it("caps a 10,000-character key (docs/messages.md 'Escaping and long names')", () => {
    const key = "k".repeat(10_000);
    const issues = ajvIssues(open, { [key]: 1 }, "2020-12", true);
    expect(formatIssues("T", issues)).toBe(
      `T failed due to the following issue:\nAn unexpected parameter \`${"k".repeat(99)}…\` was provided`,
    );
  });

  it("caps 25 mistakes at 20 lines and counts the rest", () => {
    const input = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`extra${i}`, i]));
    const text = formatIssues("T", ajvIssues(open, input, "draft-07", true));
    const printed = text.split("\n");
    expect(printed).toHaveLength(22);
    expect(printed[20]).toBe("An unexpected parameter `extra19` was provided");
    expect(printed[21]).toBe("…and 5 more issues");
  });
});

// Each example of docs/messages.md, checked against the library and found verbatim in the page.
const docs = readFileSync(new URL("../docs/messages.md", import.meta.url), "utf8");

function documented(text: string): void {
  expect(docs).toContain(text);
}

describe("docs/messages.md examples", () => {
  const grep = (input: unknown, options?: FormatOptions) =>
    formatIssues("Grep", ajvIssues(grepSchema, input, "2020-12", true), options);

  it.each(curated.filter((example) => example.name !== "mistakes in several array items"))(
    "docs/messages.md 'The shape': $name",
    ({ tool, input, text }) => {
      const schema = tool === "Grep" ? grepSchema : editSchema;
      expect(formatIssues(tool, ajvIssues(schema, input, "draft-07", true), OFF)).toBe(text);
      documented(`\`\`\`text\n${text}\n\`\`\``);
      if (tool === "Grep") documented(`\`${JSON.stringify(input)}\`:\n\n\`\`\`text\n${text}`);
    },
  );

  it("docs/messages.md 'Type mismatch': type lists of two and three names", () => {
    const schema = {
      type: "object",
      properties: { a: { type: ["string", "null"] }, b: { type: ["string", "number", "null"] } },
    };
    expect(
      lines(formatIssues("T", ajvIssues(schema, { a: 1, b: true }, "2020-12", false))),
    ).toEqual([
      "The parameter `a` type is expected as `string or null` but provided as `number`",
      "The parameter `b` type is expected as `string, number or null` but provided as `boolean`",
    ]);
    documented("a type list reads\n`string or null`, three read `string, number or null`");
  });

  it("docs/messages.md 'Paths': the root, and keys that need quoting", () => {
    const root =
      "Kitchen failed due to the following issue:\nThe input type is expected as `object` but provided as `string`";
    expect(formatIssues("Kitchen", ajvIssues(kitchenSchema, "pattern=x", "2020-12", true))).toBe(
      root,
    );
    documented(root);
    const quoted = formatIssues("T", [
      { kind: "missing", path: ["a.b"] },
      { kind: "missing", path: ["x", "a.b", "c"] },
      { kind: "missing", path: ["a", ""] },
      { kind: "missing", path: ["-n"] },
      { kind: "missing", path: ["my key"] },
      { kind: "missing", path: ["nested", "x-y"] },
    ]);
    const paths = [...quoted.matchAll(/`([^`]*)`/g)].map((match) => match[1]);
    expect(paths).toEqual(['["a.b"]', 'x["a.b"].c', 'a[""]', "-n", "my key", "nested.x-y"]);
    for (const path of paths) documented(`\`${path}\``);
  });

  it("docs/messages.md 'Paths': renderPath, the exported renderer", () => {
    const cases: { call: string; path: PathSegment[]; text: string }[] = [
      {
        call: 'renderPath(["edits", 0, "old_string"])',
        path: ["edits", 0, "old_string"],
        text: "edits[0].old_string",
      },
      { call: 'renderPath(["c", "d.e"])', path: ["c", "d.e"], text: 'c["d.e"]' },
    ];
    for (const { call, path, text } of cases) {
      expect(renderPath(path)).toBe(text);
      documented(`\`${call}\``);
      documented(`is \`${text}\``);
    }
    expect(renderPath([])).toBe("");
    documented("`renderPath([])` is the empty\nstring");
    expect(renderPath(["m", "0"])).toBe("m.0");
    expect(renderPath(["m", 0])).toBe("m[0]");
    documented(
      "A numeric\nstring key stays a key (`m.0`); only an array index prints in brackets (`m[0]`).",
    );
    const long = "k".repeat(300);
    expect(renderPath([long])).toBe(long);
    documented("It never cuts a path short; `formatIssues` caps paths at `maxNameLength`.");
  });

  it("docs/messages.md 'Adapters': the key `0` of an object prints `a.0`, an array's first item `a[0]` (pathFromPointer)", () => {
    const schema = {
      type: "object",
      properties: {
        a: { type: "object", additionalProperties: { type: "number" } },
        b: { type: "array", items: { type: "number" } },
      },
    };
    const input = { a: { 0: "x" }, b: ["y"] };
    for (const { dialect, verbose } of AJVS) {
      expect(lines(formatIssues("T", ajvIssues(schema, input, dialect, verbose), OFF))).toEqual([
        "The parameter `a.0` type is expected as `number` but provided as `string`",
        "The parameter `b[0]` type is expected as `number` but provided as `string`",
      ]);
    }
    expect(pathFromPointer("/a/0", { a: { 0: 1 } })).toEqual(["a", "0"]);
    expect(pathFromPointer("/a/0", { a: [1] })).toEqual(["a", 0]);
    documented("so the key `0` of an\nobject prints `a.0` and the first item of an array `a[0]`");
    documented('`pathFromPointer("/a/0", { a: { 0: 1 } })` is `["a", "0"]`');
  });

  it("docs/messages.md 'Enum and const': the enum example, const, mixed values", () => {
    const text =
      "Grep failed due to the following issue:\nThe parameter `output_mode` must be one of `content`, `files_with_matches`, `count` but was `bogus`";
    expect(grep({ pattern: "x", output_mode: "bogus" }, OFF)).toBe(text);
    documented(text);
    expect(formatIssues("K", ajvIssues(kitchenSchema, { mode: "slow" }, "2020-12", true))).toBe(
      "K failed due to the following issue:\nThe parameter `mode` must be `fast` but was `slow`",
    );
    documented("``must be `fast` but was `slow` ``");
    const mixed = { type: "object", properties: { level: { enum: [1, "high", null] } } };
    expect(lines(formatIssues("K", ajvIssues(mixed, { level: "low" }, "draft-07", true)))).toEqual([
      'The parameter `level` must be one of `1`, `"high"`, `null` but was `"low"`',
    ]);
    documented('``must be one of `1`, `"high"`, `null` ``');
  });

  it.each(kitchen)(
    "docs/messages.md 'Every other keyword': $name",
    ({ name, input, text, plain }) => {
      const block = `# ${name}\ninput:  ${JSON.stringify(input)}\nline:   ${text}\n${plain === undefined ? "" : `plain:  ${plain}\n`}`;
      documented(block);
      expect(
        lines(formatIssues("K", ajvIssues(kitchenSchema, input, "2020-12", true), OFF)),
      ).toEqual([text]);
      expect(
        lines(formatIssues("K", ajvIssues(kitchenSchema, input, "2020-12", false), OFF)),
      ).toEqual([plain ?? text]);
    },
  );

  it("docs/messages.md 'Every other keyword': the schema shown is the one tested", () => {
    const section = docs.slice(docs.indexOf("### Every other keyword"));
    const block = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(JSON.parse(block ?? "null")).toEqual(kitchenSchema);
  });

  it("docs/messages.md 'Every other keyword': the dialect-specific lines and a custom keyword", () => {
    documented(
      "# draft-07 dependencies, additionalItems: false\nThe parameter `end_line` is required when `start_line` is provided\nThe parameter `pair` must have at most 1 item but has 2",
    );
    documented(
      "# 2020-12 dependentRequired, prefixItems with items: false, unevaluatedProperties: false\nAn unexpected parameter `opts.b` was provided",
    );
    const custom = issuesFromAjv(
      [
        {
          keyword: "x-custom",
          instancePath: "/a",
          schemaPath: "#/properties/a/x-custom",
          params: {},
          message: 'must pass "x-custom" keyword validation',
        },
      ],
      { a: 1 },
    );
    const line = lines(formatIssues("T", custom))[0] as string;
    expect(line).toBe('The parameter `a` must pass "x-custom" keyword validation');
    documented(`\`\`${line}\`\``);
  });

  it("docs/messages.md 'Hints': each hint example", () => {
    const key =
      "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided (did you mean `-n`?)";
    expect(grep({ pattern: "TODO", n: true })).toBe(key);
    documented(key.replace("\n", "\n  "));
    const misspelt =
      "Search failed due to the following issues:\nThe required parameter `query` is missing\nAn unexpected parameter `qeury` was provided (did you mean `query`?)";
    expect(
      formatIssues("Search", ajvIssues(searchSchema, { qeury: "abc" }, "draft-07", false)),
    ).toBe(misspelt);
    expect(formatIssues("Search", issuesFromZod(zodIssues(searchZod(z4), { qeury: "abc" })))).toBe(
      misspelt,
    );
    documented(misspelt.replaceAll("\n", "\n  "));
    const value =
      "Grep failed due to the following issue:\nThe parameter `output_mode` must be one of `content`, `files_with_matches`, `count` but was `files-with-matches` (did you mean `files_with_matches`?)";
    expect(grep({ pattern: "x", output_mode: "files-with-matches" })).toBe(value);
    documented(value.replace("\n", "\n  "));
    const json =
      "Edit failed due to the following issue:\nThe parameter `edits` type is expected as `array` but provided as `string` (it looks like JSON; send the value itself, not a string)";
    const edits = JSON.stringify([{ old_string: "a", new_string: "b" }]);
    expect(
      formatIssues("Edit", ajvIssues(editSchema, { file_path: "/a", edits }, "draft-07", true)),
    ).toBe(json);
    documented(json.replace("\n", "\n  "));
  });

  it("docs/messages.md 'Escaping and long names', 'The cap', 'No issues'", () => {
    const open = { type: "object", additionalProperties: false, properties: { a: {} } };
    const escaped =
      'T failed due to the following issue:\nAn unexpected parameter `["x\\u0060y\\nz"]` was provided';
    expect(formatIssues("T", ajvIssues(open, { "x`y\nz": 1 }, "2020-12", true))).toBe(escaped);
    documented(escaped.replace("\n", "\n  "));
    const input = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`extra${i}`, i]));
    const capped = formatIssues("T", ajvIssues(open, input, "draft-07", true)).split("\n");
    expect(capped.at(-1)).toBe("…and 5 more issues");
    documented(`\`\`\`text\n${capped.at(-1)}\n\`\`\``);
    const empty =
      "Grep failed due to the following issue:\nThe input was rejected, but no details were given";
    expect(formatIssues("Grep", [])).toBe(empty);
    documented(empty);
  });
});

describe("combinators inside arrays, and large inputs", () => {
  it("an if/then failing in one array item is explained by that item's errors only", () => {
    const schema = {
      type: "object",
      properties: {
        list: {
          type: "array",
          items: {
            type: "object",
            if: { required: ["a"] },
            // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
            then: { required: ["b"] },
          },
        },
      },
    };
    for (const { dialect, verbose } of AJVS) {
      const issues = ajvIssues(
        schema,
        { list: [{ a: 1 }, { a: 1, b: 2 }, { a: 1 }] },
        dialect,
        verbose,
      );
      expect(formatIssues("T", issues)).toBe(
        "T failed due to the following issues:\nThe required parameter `list[0].b` is missing\nThe required parameter `list[2].b` is missing",
      );
    }
  });

  it("then: false forbids the value, not a key (docs/messages.md 'How the combinators read')", () => {
    const schema = {
      type: "object",
      properties: {
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
        opts: { if: { type: "object" }, then: false },
      },
    };
    expect(formatIssues("T", ajvIssues(schema, { opts: {} }, "2020-12", true))).toBe(
      "T failed due to the following issue:\nThe parameter `opts` is not allowed",
    );
    documented("``The parameter `opts` is not allowed``");
  });

  it("contains with minContains and maxContains names both bounds (docs/messages.md 'How the combinators read')", () => {
    const schema = {
      type: "object",
      properties: {
        ids: { type: "array", contains: { type: "integer" }, minContains: 1, maxContains: 2 },
      },
    };
    expect(formatIssues("T", ajvIssues(schema, { ids: [1, 2, 3] }, "2020-12", true))).toBe(
      "T failed due to the following issue:\nThe parameter `ids` must contain at least 1 and at most 2 items matching `integer`",
    );
    documented("``must contain at least 1 and at most 2 items matching `integer` ``");
  });

  it("a zod discriminated union with an unknown tag reads as an enum, v3 and v4 (docs/messages.md 'Adapters')", () => {
    for (const z of [z3, z4] as AnyZod[]) {
      const schema = z.object({
        d: z.discriminatedUnion("type", [
          z.object({ type: z.literal("a"), x: z.string() }),
          z.object({ type: z.literal("b") }),
        ]),
      });
      const input = { d: { type: "c" } };
      expect(formatIssues("T", issuesFromZod(zodIssues(schema, input), input))).toBe(
        "T failed due to the following issue:\nThe parameter `d.type` must be one of `a`, `b` but was `c`",
      );
    }
    documented("``The parameter `d.type` must be one of `a`, `b` but was `c` ``");
  });

  it("10,000 array items each failing an anyOf give 20 lines and a count", () => {
    const schema = {
      type: "object",
      properties: {
        values: { type: "array", items: { anyOf: [{ type: "string" }, { type: "number" }] } },
      },
    };
    const input = { values: Array.from({ length: 10_000 }, () => true) };
    const text = formatIssues("T", ajvIssues(schema, input, "2020-12", true));
    const printed = text.split("\n");
    expect(printed).toHaveLength(22);
    expect(printed[1]).toBe(
      "The parameter `values[0]` type is expected as `string or number` but provided as `boolean`",
    );
    expect(printed[21]).toBe("…and 9980 more issues");
  });

  it("10,000 unexpected keys give 20 lines and a count", () => {
    const schema = { type: "object", additionalProperties: false, properties: { key1: {} } };
    const input = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    const printed = formatIssues("T", ajvIssues(schema, input, "draft-07", true)).split("\n");
    expect(printed).toHaveLength(22);
    expect(printed[1]).toBe("An unexpected parameter `k0` was provided");
    expect(printed[21]).toBe("…and 9980 more issues");
  });

  it("docs/messages.md 'Where the text differs': a nested unexpected key prints its full path", () => {
    const text = curated.find(
      (example) => example.name === "mistakes in several array items",
    )?.text;
    expect(text).toContain("An unexpected parameter `edits[1].oldString` was provided");
    documented("(`edits[1].oldString`); Claude Code prints\n  the bare key (`oldString`)");
  });
});

describe("properties over real Ajv and zod", () => {
  const compiled = AJVS.flatMap(({ name, dialect, verbose }) => {
    const options = { allErrors: true, strict: false, verbose };
    const make = () => (dialect === "draft-07" ? new Ajv(options) : new Ajv2020(options));
    return [kitchenSchema, grepSchema, editSchema, searchSchema].map((schema) => {
      const ajv = make();
      ajvFormats.default(ajv);
      return { name, validate: ajv.compile(schema) };
    });
  });
  const json = fc.jsonValue({ maxDepth: 3 });
  const objects = fc.dictionary(
    fc.constantFrom(
      ...Object.keys(kitchenSchema.properties),
      ...Object.keys(searchSchema.properties),
      "pattern",
      "-n",
      "n",
      "edits",
      "file_path",
      "x",
    ),
    json,
  );

  it("a failed validation never gives an empty issue list, and every line is one line", () => {
    fc.assert(
      fc.property(fc.oneof(objects, json), (input) => {
        for (const { validate } of compiled) {
          if (validate(input)) continue;
          const issues = issuesFromAjv(validate.errors, input);
          expect(issues.length).toBeGreaterThan(0);
          const text = formatIssues("T", issues);
          expect(text.split("\n").length).toBeLessThanOrEqual(22);
          expect(text).not.toContain("undefined`");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("zod errors of any input give issues, with or without the input", () => {
    const schemas = [
      grepZod(z3),
      grepZod(z4),
      searchZod(z3),
      searchZod(z4),
      editZod(z3),
      editZod(z4),
    ];
    fc.assert(
      fc.property(fc.oneof(objects, json), (input) => {
        for (const schema of schemas) {
          const result = schema.safeParse(input);
          if (result.success) continue;
          expect(issuesFromZod(result.error).length).toBeGreaterThan(0);
          expect(issuesFromZod(result.error, input).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("declared keys of composed objects", () => {
  it("unevaluatedProperties over an allOf suggests a key declared in a branch", () => {
    const schema = {
      type: "object",
      allOf: [
        { properties: { file_path: { type: "string" } } },
        { properties: { limit: { type: "number" } } },
      ],
      unevaluatedProperties: false,
    };
    expect(formatIssues("Read", ajvIssues(schema, { filePath: "/a" }, "2020-12", true))).toBe(
      "Read failed due to the following issue:\nAn unexpected parameter `filePath` was provided (did you mean `file_path`?)",
    );
  });
});
