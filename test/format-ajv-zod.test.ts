// The same text from Ajv and zod for the same mistakes, where they differ, and the hints over
// both.

import { readFileSync } from "node:fs";
import { type FormatOptions, formatIssues, issuesFromZod } from "@tool-input/format";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";
import {
  AJVS,
  type AnyZod,
  ajvIssues,
  byKind,
  documented,
  editSchema,
  grepSchema,
  grepZod,
  OFF,
  searchSchema,
  searchZod,
  zodIssues,
} from "./support/format-fixtures.js";

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
    // Not JSON, but it may be a list: the hint of docs/messages.md, "A list sent as text".
    expect(edit({ file_path: "/a", edits: "a, b" })).toBe(
      'Edit failed due to the following issue:\nThe parameter `edits` type is expected as `array` but provided as `string` (send an array, e.g. `["a", "b"]`)',
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
