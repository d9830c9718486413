// The examples of docs/messages.md against the library, and hostile names through the adapters.

import {
  type FormatOptions,
  formatIssues,
  issuesFromAjv,
  issuesFromZod,
  type PathSegment,
  pathFromPointer,
  renderPath,
} from "@tool-input/format";
import { describe, expect, it } from "vitest";
import { z as z4 } from "zod4";
import {
  AJVS,
  ajvIssues,
  curated,
  docs,
  documented,
  editSchema,
  grepSchema,
  kitchen,
  kitchenSchema,
  lines,
  OFF,
  searchSchema,
  searchZod,
  zodIssues,
} from "./support/format-fixtures.js";

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
