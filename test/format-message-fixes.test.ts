// The messages issue #10 asked for, each pinned over the real libraries (docs/messages.md).

import { formatIssues, issuesFromAjv, issuesFromZod, toolUseError } from "@tool-input/format";
import { createValidator } from "@tool-input/validate";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";
import { corpusAvailable, loadMcpTools } from "./support/corpus.js";
import { documented } from "./support/format-fixtures.js";

const H = (tool: string) => `${tool} failed due to the following issue:\n`;

function ajvText(schema: object, input: unknown, draft2020 = false): string {
  const options = { allErrors: true, verbose: true, strict: false };
  const validate = (draft2020 ? new Ajv2020(options) : new Ajv(options)).compile(schema);
  expect(validate(input)).toBe(false);
  return formatIssues("T", issuesFromAjv(validate.errors, input));
}

describe("unevaluatedItems: false (Ajv 8.20 reports params.limit)", () => {
  it("counts the items allowed, never NaN", () => {
    const schema = {
      type: "object",
      properties: {
        pair: { type: "array", prefixItems: [{ type: "number" }], unevaluatedItems: false },
      },
    };
    const line = "The parameter `pair` must have at most 1 item but has 3";
    expect(ajvText(schema, { pair: [1, 2, 3] }, true)).toBe(H("T") + line);
    documented(line);
  });
});

describe("patterns read the same from Ajv and zod 4", () => {
  const line = "The parameter `name` must match the pattern `^[a-z]+$` but was `A1`";
  it("Ajv names the pattern as written", () => {
    const schema = {
      type: "object",
      properties: { name: { type: "string", pattern: "^[a-z]+$" } },
    };
    expect(ajvText(schema, { name: "A1" })).toBe(H("T") + line);
  });

  it("zod 4's `/…/` form is read as the pattern itself; a flag keeps the slashes", () => {
    const input = { name: "A1" };
    const plain = z4.object({ name: z4.string().regex(/^[a-z]+$/) }).safeParse(input).error;
    expect(formatIssues("T", issuesFromZod(plain, input))).toBe(H("T") + line);
    const flagged = z4.object({ name: z4.string().regex(/^[a-z]+$/i) }).safeParse({ name: "1" });
    expect(formatIssues("T", issuesFromZod(flagged.error, { name: "1" }))).toBe(
      `${H("T")}The parameter \`name\` must match the pattern \`/^[a-z]+$/i\` but was \`1\``,
    );
    documented("`/^[a-z]+$/` reads `^[a-z]+$`");
  });

  it("zod 3 keeps no pattern in its issue: the sentence says so", () => {
    const input = { name: "A1" };
    const error = z3.object({ name: z3.string().regex(/^[a-z]+$/) }).safeParse(input).error;
    expect(formatIssues("T", issuesFromZod(error, input))).toBe(
      `${H("T")}The parameter \`name\` must match the required pattern but was \`A1\``,
    );
  });
});

describe("const and enum when the value's type differs", () => {
  it.each([
    {
      name: "const string given a number",
      schema: { type: "object", properties: { a: { const: "5" } } },
      input: { a: 5 },
      line: 'The parameter `a` must be the string `"5"` but was the number `5`',
    },
    {
      name: "enum of strings given a number",
      schema: { type: "object", properties: { b: { enum: ["1", "2"] } } },
      input: { b: 2 },
      line: 'The parameter `b` must be one of the strings `"1"`, `"2"` but was the number `2`',
    },
    {
      name: "const number given a string",
      schema: { type: "object", properties: { c: { const: 5 } } },
      input: { c: "5" },
      line: 'The parameter `c` must be the number `5` but was the string `"5"`',
    },
    {
      name: "a value of an allowed type reads as before",
      schema: { type: "object", properties: { d: { enum: ["x", 1] } } },
      input: { d: 2 },
      line: 'The parameter `d` must be one of `"x"`, `1` but was `2`',
    },
  ])("$name", ({ schema, input, line }) => {
    expect(ajvText(schema, input)).toBe(H("T") + line);
  });

  it("zod 4 gives the same text", () => {
    const input = { a: 5 };
    const error = z4.object({ a: z4.literal("5") }).safeParse(input).error;
    expect(formatIssues("T", issuesFromZod(error, input))).toBe(
      `${H("T")}The parameter \`a\` must be the string \`"5"\` but was the number \`5\``,
    );
    documented('must be the string `"5"` but was the number `5`');
  });
});

describe("an allowed empty string reads as words, never as an empty code span", () => {
  it.each([
    {
      name: "enum",
      schema: { type: "object", properties: { sep: { enum: ["", ",", ";"] } } },
      input: { sep: "|" },
      line: "The parameter `sep` must be one of an empty string, `,`, `;` but was `|`",
    },
    {
      name: "const",
      schema: { type: "object", properties: { mode: { const: "" } } },
      input: { mode: "fast" },
      line: "The parameter `mode` must be an empty string but was `fast`",
    },
  ])("$name", ({ schema, input, line }) => {
    expect(ajvText(schema, input)).toBe(H("T") + line);
  });

  it("zod 4 gives the same text", () => {
    const input = { sep: "|" };
    const error = z4.object({ sep: z4.enum(["", ",", ";"]) }).safeParse(input).error;
    expect(formatIssues("T", issuesFromZod(error, input))).toBe(
      `${H("T")}The parameter \`sep\` must be one of an empty string, \`,\`, \`;\` but was \`|\``,
    );
  });
});

describe("format characters in a key are escaped, so it never reads as a declared key", () => {
  it("a zero-width space after `path`, and a bidi override", () => {
    const tool = {
      name: "read_file",
      inputSchema: {
        type: "object",
        properties: { path: { type: "string" } },
        required: ["path"],
        additionalProperties: false,
      },
    };
    const validator = createValidator();
    const line = 'An unexpected parameter `["path\\u200b"]` was provided (did you mean `path`?)';
    const result = validator.validateToolInput(tool, { "path\u200b": "/tmp/a" });
    expect(result.ok ? "" : result.message).toBe(
      `read_file failed due to the following issues:\nThe required parameter \`path\` is missing\n${line}`,
    );
    documented(line);
    const reversed = validator.validateToolInput(tool, { path: "/a", "\u202eelif_ym": 1 });
    expect(reversed.ok ? "" : reversed.message).toBe(
      `${H("read_file")}An unexpected parameter \`["\\u202eelif_ym"]\` was provided`,
    );
  });
});

describe("keys the model chose cannot forge or end the tool_use_error wrapper", () => {
  it.each([
    ["an opening tag", "<tool_use_error>"],
    ["an upper-case closing tag", "</TOOL_USE_ERROR>"],
    ["a closing tag with a space", "</tool_use_error >"],
    ["a closing tag with a tab", "</tool_use_error\t>"],
  ])("%s", (_name, key) => {
    const text = toolUseError("T", [{ kind: "unexpected", path: [key] }]);
    const inner = text.slice("<tool_use_error>".length, -"</tool_use_error>".length);
    expect(text.startsWith("<tool_use_error>InputValidationError: ")).toBe(true);
    expect(text.endsWith("</tool_use_error>")).toBe(true);
    expect(inner).not.toMatch(/<\s*\/?\s*tool_use_error/i);
  });

  it("escapes the tag's `<` and a lone surrogate, and keeps a pair", () => {
    expect(toolUseError("T", [{ kind: "unexpected", path: ["</Tool_Use_Error> \ud800 😀"] }])).toBe(
      '<tool_use_error>InputValidationError: T failed due to the following issue:\nAn unexpected parameter `["\\u003c/Tool_Use_Error> \\ud800 😀"]` was provided</tool_use_error>',
    );
    documented("`<` of any `tool_use_error` tag");
  });
});

describe.skipIf(!corpusAvailable)("near-named keys on open schemas, over corpus tools", () => {
  const tools = corpusAvailable ? loadMcpTools() : [];
  const tool = (name: string) => {
    const found = tools.find((t) => t.name === name);
    if (found === undefined) throw new Error(`${name} is not in the corpus`);
    return found;
  };

  it("sequentialthinking called with thought_number", () => {
    const result = createValidator().validateToolInput(tool("sequentialthinking"), {
      thought: "First, read the file.",
      nextThoughtNeeded: true,
      thought_number: 1,
      totalThoughts: 3,
    });
    const line =
      "The required parameter `thoughtNumber` is missing (did you send it as `thought_number`?)";
    expect(result.ok ? "" : result.message).toBe(H("sequentialthinking") + line);
    documented(line);
  });

  it("read_text_file called with file_path", () => {
    const result = createValidator().validateToolInput(tool("read_text_file"), {
      file_path: "/tmp/a.txt",
    });
    expect(result.ok ? "" : result.message).toBe(
      `${H("read_text_file")}The required parameter \`path\` is missing (did you send it as \`file_path\`?)`,
    );
  });

  it("a declared key present is never taken for the missing one", () => {
    const result = createValidator().validateToolInput(tool("sequentialthinking"), {
      thought: "x",
      nextThoughtNeeded: true,
      totalThoughts: 3,
    });
    expect(result.ok ? "" : result.message).toBe(
      `${H("sequentialthinking")}The required parameter \`thoughtNumber\` is missing`,
    );
  });

  it("with zod, and no declared keys known, only a spelling of the same name counts", () => {
    const schema = z4.object({ thoughtNumber: z4.number(), path: z4.string() });
    const input = { thought_number: 1, file_path: "/a" };
    expect(formatIssues("T", issuesFromZod(schema.safeParse(input).error, input))).toBe(
      "T failed due to the following issues:\nThe required parameter `thoughtNumber` is missing (did you send it as `thought_number`?)\nThe required parameter `path` is missing",
    );
  });
});

describe("JSON text for an array or object that coercion did not decode", () => {
  const tool = {
    name: "Edit",
    inputSchema: {
      type: "object",
      properties: {
        edits: {
          type: "array",
          items: {
            type: "object",
            properties: { oldText: { type: "string" }, newText: { type: "string" } },
          },
        },
      },
      required: ["edits"],
    },
  };
  const line = (hint: string) =>
    `${H("Edit")}The parameter \`edits\` type is expected as \`array\` but provided as \`string\` (${hint})`;

  it.each([
    {
      name: "a missing `}`",
      edits: '[{"oldText": "a", "newText": "b"]',
      hint: "it looks like JSON text, but it is not valid JSON: expected `,` or `}` after property value at character 33",
    },
    {
      name: "the model's XML tags leaking after `]`",
      edits: '[{"oldText": "a", "newText": "b"}]</parameter>',
      hint: "it looks like JSON text, but it is not valid JSON: unexpected non-whitespace character after JSON at character 35",
    },
    {
      name: "nesting past the limit",
      edits: `${"[".repeat(70)}${"]".repeat(70)}`,
      hint: "it is JSON text nested deeper than 63 levels, which is not decoded",
    },
    {
      name: "a `__proto__` key",
      edits: '[{"__proto__": {"x": 1}}]',
      hint: "it is JSON text with a `__proto__` key (or `constructor.prototype`), which is not decoded",
    },
  ])("$name", ({ edits, hint }) => {
    const result = createValidator().validateToolInput(tool, { edits });
    expect(result.ok ? "" : result.message).toBe(line(hint));
  });

  it("docs/messages.md 'Hints': the three reasons in one message", () => {
    const schema = {
      type: "object",
      properties: {
        edits: { type: "array" },
        deep: { type: "array" },
        opts: { type: "object" },
      },
    };
    const result = createValidator().validateToolInput(
      { name: "Edit", inputSchema: schema },
      {
        edits: '[{"oldText": "a", "newText": "b"]',
        deep: `${"[".repeat(70)}${"]".repeat(70)}`,
        opts: '{"__proto__": {"x": 1}}',
      },
    );
    const text = result.ok ? "" : result.message;
    expect(text).toBe(
      [
        "Edit failed due to the following issues:",
        line("")
          .split("\n")[1]
          ?.replace(
            " ()",
            " (it looks like JSON text, but it is not valid JSON: expected `,` or `}` after property value at character 33)",
          ),
        "The parameter `deep` type is expected as `array` but provided as `string` (it is JSON text nested deeper than 63 levels, which is not decoded)",
        "The parameter `opts` type is expected as `object` but provided as `string` (it is JSON text with a `__proto__` key (or `constructor.prototype`), which is not decoded)",
      ].join("\n"),
    );
    documented(text.split("\n").join("\n  "));
  });
});

describe("did you mean never points to a key declared false", () => {
  it("suggests nothing for a key near one the schema forbids, on both engines", () => {
    const schema = {
      type: "object",
      properties: { pattern: { type: "string" }, legacy: false },
      additionalProperties: false,
    };
    const tool = { name: "T", inputSchema: schema };
    for (const engine of ["ajv", "interpreter"] as const) {
      const result = createValidator({ engine }).validateToolInput(tool, {
        pattern: "x",
        legac: 1,
      });
      expect(result.ok ? "" : result.message).toBe(
        `${H("T")}An unexpected parameter \`legac\` was provided`,
      );
    }
    expect(ajvText(schema, { patern: "x" })).toBe(
      `${H("T")}An unexpected parameter \`patern\` was provided (did you mean \`pattern\`?)`,
    );
  });
});

describe("JSON text at a parameter as deep as coercion reads", () => {
  it("says it is too deep to decode, never a limit of 0 or less", () => {
    for (const [levels, text] of [
      [64, "[1]"],
      [65, "[1]"],
    ] as const) {
      let schema: Record<string, unknown> = { type: "array", items: { type: "integer" } };
      let input: unknown = text;
      for (let i = 0; i < levels; i++) {
        schema = { type: "object", properties: { a: schema } };
        input = { a: input };
      }
      const result = createValidator().validateToolInput({ name: "T", inputSchema: schema }, input);
      expect(result.ok ? "" : result.message).toMatch(
        /^T failed due to the following issue:\nThe parameter `a(\.a)+…` type is expected as `array` but provided as `string` \(it is JSON text too deep in the input to be decoded\)$/,
      );
    }
  });
});

describe("a Python literal's reason is one line, whatever the character it stops at", () => {
  it.each([
    ["['a'\u2028]", "expected `,` or `]` at character 5 but found `\\u2028`"],
    ["['a'\u0085]", "expected `,` or `]` at character 5 but found `\\u0085`"],
    ["['a', \ud800]", "unexpected `\\ud800` at character 7"],
  ])("%j", (tags, reason) => {
    const tool = {
      name: "T",
      inputSchema: {
        type: "object",
        properties: { tags: { type: "array", items: { type: "string" } } },
      },
    };
    const result = createValidator().validateToolInput(tool, { tags });
    expect(result.ok ? "" : result.message).toBe(
      `${H("T")}The parameter \`tags\` type is expected as \`array\` but provided as \`string\` (it looks like a Python literal, but it is not one that can be read: ${reason})`,
    );
  });
});

describe("did-you-mean within one rejection is bounded (docs/messages.md, Bounds)", () => {
  it("compares at most 20,000 candidates in all, then suggests no more", () => {
    // 500 declared words far apart, and 1,000 unexpected keys each one of them with its last letter dropped.
    const word = (n: number) =>
      Array.from({ length: 7 }, (_, i) =>
        String.fromCharCode(97 + (Math.floor(n / 26 ** i) % 26)),
      ).join("");
    const declared = Array.from({ length: 500 }, (_, i) => word(i * 7_919 + 104_729));
    const properties = Object.fromEntries(declared.map((key) => [key, {}]));
    const schema = { type: "object", properties, additionalProperties: false };
    const input: Record<string, number> = {};
    for (let i = 0; i < 1_000; i++) input[`${(declared[i % 500] as string).slice(0, -1)}${i}`] = 1;
    const validate = new Ajv({ allErrors: true, verbose: true, strict: false }).compile(schema);
    expect(validate(input)).toBe(false);
    const issues = issuesFromAjv(validate.errors, input);
    const suggested = issues.filter((issue) => "suggestion" in issue);
    // 500 declared keys are compared for each unexpected key: 40 of them fit in 20,000.
    expect(issues).toHaveLength(1_000);
    expect(suggested).toHaveLength(40);
    expect(suggested[0]).toMatchObject({ suggestion: declared[0] });
  });
});
