import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Issue } from "../types.js";
import { formatIssues, NO_ISSUES_LINE, toolUseError } from "./format-issues.js";

const H = "Grep failed due to the following issue:\n";
const HS = "Grep failed due to the following issues:\n";
const off = { hints: false } as const;

describe("the curated sentences (byte-identical to Claude Code with hints off)", () => {
  it.each<{ name: string; issue: Issue; text: string }>([
    {
      name: "missing",
      issue: { kind: "missing", path: ["pattern"] },
      text: "The required parameter `pattern` is missing",
    },
    {
      name: "unexpected",
      issue: { kind: "unexpected", path: ["n"] },
      text: "An unexpected parameter `n` was provided",
    },
    {
      name: "type mismatch",
      issue: { kind: "type", path: ["pattern"], expected: "string", received: "number" },
      text: "The parameter `pattern` type is expected as `string` but provided as `number`",
    },
    {
      name: "type mismatch with several types",
      issue: { kind: "type", path: ["note"], expected: "string or null", received: "number" },
      text: "The parameter `note` type is expected as `string or null` but provided as `number`",
    },
    {
      name: "missing in an array item",
      issue: { kind: "missing", path: ["edits", 0, "old_string"] },
      text: "The required parameter `edits[0].old_string` is missing",
    },
  ])("$name", ({ issue, text }) => {
    expect(formatIssues("Grep", [issue], off)).toBe(H + text);
  });
});

describe("the other sentences", () => {
  it.each<{ name: string; issue: Issue; text: string }>([
    {
      name: "enum",
      issue: {
        kind: "enum",
        path: ["output_mode"],
        allowed: ["content", "files_with_matches", "count"],
        received: "bogus",
      },
      text: "The parameter `output_mode` must be one of `content`, `files_with_matches`, `count` but was `bogus`",
    },
    {
      name: "a missing tag names the values it may take",
      issue: { kind: "missing", path: ["shape", "kind"], allowed: ["circle", "square"] },
      text: "The required parameter `shape.kind` is missing (it must be one of `circle`, `square`)",
    },
    {
      name: "a missing tag with one value, of another type than string",
      issue: { kind: "missing", path: ["v"], allowed: [2] },
      text: "The required parameter `v` is missing (it must be `2`)",
    },
    {
      name: "a missing tag sent under another name, hints off: the values only",
      issue: { kind: "missing", path: ["kind"], allowed: ["a", "b"], sentAs: "Kind" },
      text: "The required parameter `kind` is missing (it must be one of `a`, `b`)",
    },
    {
      name: "enum with one allowed value (const)",
      issue: { kind: "enum", path: ["c"], allowed: ["x"], received: "y" },
      text: "The parameter `c` must be `x` but was `y`",
    },
    {
      name: "enum of mixed values prints JSON",
      issue: { kind: "enum", path: ["level"], allowed: [1, "high", null], received: '"low"' },
      text: 'The parameter `level` must be one of `1`, `"high"`, `null` but was `"low"`',
    },
    {
      name: "enum without the value sent",
      issue: { kind: "enum", path: ["mode"], allowed: ["a", "b"] },
      text: "The parameter `mode` must be one of `a`, `b`",
    },
    {
      name: "enum with more than 20 values",
      issue: {
        kind: "enum",
        path: ["n"],
        allowed: Array.from({ length: 22 }, (_, i) => i),
        received: "99",
      },
      text: `The parameter \`n\` must be one of ${Array.from({ length: 20 }, (_, i) => `\`${i}\``).join(", ")} (and 2 more) but was \`99\``,
    },
    {
      name: "other with a message",
      issue: { kind: "other", path: ["count"], message: "must be at least `1` but was `0`" },
      text: "The parameter `count` must be at least `1` but was `0`",
    },
    {
      name: "other with expected and received only",
      // A JavaScript caller is not held to the types: such an issue is read as well as it can be.
      issue: {
        kind: "other",
        path: ["a"],
        expected: "a date",
        received: "soon",
      } as unknown as Issue,
      text: "The parameter `a` must be `a date` but was `soon`",
    },
    {
      name: "an allowed empty string reads as words, never as an empty code span",
      issue: { kind: "enum", path: ["sep"], allowed: ["", ",", ";"], received: "|" },
      text: "The parameter `sep` must be one of an empty string, `,`, `;` but was `|`",
    },
    {
      name: "a const empty string",
      issue: { kind: "enum", path: ["mode"], allowed: [""], received: "fast" },
      text: "The parameter `mode` must be an empty string but was `fast`",
    },
    {
      name: "an empty string sent to a typed enum names no type",
      issue: { kind: "enum", path: ["n"], allowed: [1, 2], received: "", receivedType: "string" },
      text: "The parameter `n` must be one of the numbers `1`, `2` but was an empty string",
    },
    {
      name: "a missing tag that may be an empty string",
      issue: { kind: "missing", path: ["t"], allowed: ["", "x"] },
      text: "The required parameter `t` is missing (it must be one of an empty string, `x`)",
    },
    {
      name: "other expecting an empty string",
      issue: { kind: "other", path: ["x"], expected: "", received: "y" } as unknown as Issue,
      text: "The parameter `x` must be an empty string but was `y`",
    },
    {
      name: "other with nothing to say",
      issue: { kind: "other", path: ["a"] } as unknown as Issue,
      text: "The parameter `a` is not valid",
    },
    {
      name: "a type mismatch at the root",
      issue: { kind: "type", path: [], expected: "object", received: "string" },
      text: "The input type is expected as `object` but provided as `string`",
    },
    {
      name: "other at the root",
      issue: { kind: "other", path: [], message: "must have at least 1 property but has 0" },
      text: "The input must have at least 1 property but has 0",
    },
  ])("$name", ({ issue, text }) => {
    expect(formatIssues("Grep", [issue], off)).toBe(H + text);
  });
});

describe("header and order", () => {
  it("is singular for one printed line and plural for two", () => {
    expect(formatIssues("Grep", [{ kind: "missing", path: ["a"] }])).toBe(
      `${H}The required parameter \`a\` is missing`,
    );
    expect(
      formatIssues("Grep", [
        { kind: "missing", path: ["a"] },
        { kind: "missing", path: ["b"] },
      ]),
    ).toBe(`${HS}The required parameter \`a\` is missing\nThe required parameter \`b\` is missing`);
  });

  it("prints missing, then unexpected, then type, then the rest, each in the order given", () => {
    const issues: Issue[] = [
      { kind: "other", path: ["z"], message: "must be at least `1` but was `0`" },
      { kind: "type", path: ["-i"], expected: "boolean", received: "number" },
      { kind: "unexpected", path: ["n"] },
      { kind: "enum", path: ["mode"], allowed: ["a"], received: "b" },
      { kind: "missing", path: ["pattern"] },
      { kind: "unexpected", path: ["m"] },
      { kind: "missing", path: ["path"] },
    ];
    expect(formatIssues("Grep", issues, off)).toBe(
      `${HS}The required parameter \`pattern\` is missing
The required parameter \`path\` is missing
An unexpected parameter \`n\` was provided
An unexpected parameter \`m\` was provided
The parameter \`-i\` type is expected as \`boolean\` but provided as \`number\`
The parameter \`z\` must be at least \`1\` but was \`0\`
The parameter \`mode\` must be \`a\` but was \`b\``,
    );
  });

  it("prints a clear line for an empty issue list, under the singular header", () => {
    expect(formatIssues("Grep", [])).toBe(`${H}${NO_ISSUES_LINE}`);
    expect(NO_ISSUES_LINE).toBe("The input was rejected, but no details were given");
  });

  it("wraps the text for toolUseError without adding spaces or newlines", () => {
    expect(toolUseError("Grep", [{ kind: "unexpected", path: ["n"] }], off)).toBe(
      "<tool_use_error>InputValidationError: Grep failed due to the following issue:\nAn unexpected parameter `n` was provided</tool_use_error>",
    );
  });
});

describe("hints", () => {
  const unexpected: Issue = { kind: "unexpected", path: ["n"], suggestion: "-n" };
  const json: Issue = {
    kind: "type",
    path: ["paths"],
    expected: "array",
    received: "string",
    jsonText: { ok: true },
  };

  it("appends did-you-mean and the JSON-text hint by default", () => {
    expect(formatIssues("Grep", [unexpected])).toBe(
      `${H}An unexpected parameter \`n\` was provided (did you mean \`-n\`?)`,
    );
    expect(formatIssues("Grep", [json])).toBe(
      `${H}The parameter \`paths\` type is expected as \`array\` but provided as \`string\` (it looks like JSON; send the value itself, not a string)`,
    );
  });

  it("reads the fields of earlier versions, looksLikeJson and jsonProblem, as the verdict", () => {
    const { jsonText: _verdict, ...rest } = json;
    const older = [
      { ...rest, looksLikeJson: true },
      { ...rest, jsonProblem: { reason: "nesting", limit: 3 } },
    ] as unknown as Issue[];
    expect(formatIssues("Grep", older)).toBe(
      `Grep failed due to the following issues:\nThe parameter \`paths\` type is expected as \`array\` but provided as \`string\` (it looks like JSON; send the value itself, not a string)\nThe parameter \`paths\` type is expected as \`array\` but provided as \`string\` (it is JSON text nested deeper than 3 levels, which is not decoded)`,
    );
  });

  it("appends none with hints: false", () => {
    expect(formatIssues("Grep", [unexpected, json], off)).toBe(
      `${HS}An unexpected parameter \`n\` was provided\nThe parameter \`paths\` type is expected as \`array\` but provided as \`string\``,
    );
  });
});

describe("the cap", () => {
  const many = (n: number): Issue[] =>
    Array.from({ length: n }, (_, i) => ({ kind: "missing", path: [`p${i}`] }));

  it("prints 20 lines by default, then counts the rest", () => {
    const lines = formatIssues("Grep", many(23)).split("\n");
    expect(lines).toHaveLength(22);
    expect(lines[20]).toBe("The required parameter `p19` is missing");
    expect(lines[21]).toBe("…and 3 more issues");
  });

  it("prints exactly 20 issues without a count line", () => {
    expect(formatIssues("Grep", many(20)).split("\n")).toHaveLength(21);
  });

  it("takes maxLines and says 1 more issue in the singular", () => {
    expect(formatIssues("Grep", many(3), { maxLines: 2 })).toBe(
      `${HS}The required parameter \`p0\` is missing\nThe required parameter \`p1\` is missing\n…and 1 more issue`,
    );
  });

  it("keeps the plural header when one line and the count line are printed", () => {
    expect(formatIssues("Grep", many(3), { maxLines: 1 })).toBe(
      `${HS}The required parameter \`p0\` is missing\n…and 2 more issues`,
    );
  });
});

describe("hostile names cannot break the shape", () => {
  it("escapes backticks and newlines in tool and parameter names", () => {
    expect(formatIssues("Gr`ep\nX", [{ kind: "missing", path: ["a`b\nc"] }], off)).toBe(
      'Gr\\u0060ep\\nX failed due to the following issue:\nThe required parameter `["a\\u0060b\\nc"]` is missing',
    );
  });

  it("caps a 10,000-character tool name and parameter name", () => {
    const long = "x".repeat(10_000);
    const text = formatIssues(long, [{ kind: "unexpected", path: [long] }], off);
    expect(text).toBe(
      `${"x".repeat(99)}… failed due to the following issue:\nAn unexpected parameter \`${"x".repeat(99)}…\` was provided`,
    );
  });

  it("takes maxNameLength", () => {
    expect(
      formatIssues("Grep", [{ kind: "missing", path: ["abcdefgh"] }], { maxNameLength: 5 }),
    ).toBe(`${H}The required parameter \`abcd…\` is missing`);
    expect(
      formatIssues(
        "Grep",
        [{ kind: "type", path: ["abc", "defgh"], expected: "string", received: "number" }],
        { maxNameLength: 6 },
      ),
    ).toBe(
      `${H}The parameter \`abc.d…\` type is expected as \`string\` but provided as \`number\``,
    );
    expect(
      formatIssues("Grep", [{ kind: "unexpected", path: ["ab😀cd"] }], { maxNameLength: 4 }),
    ).toBe(`${H}An unexpected parameter \`ab…\` was provided`);
  });

  it("escapes line breaks in values, messages and suggestions", () => {
    const issues: Issue[] = [
      { kind: "type", path: ["a"], expected: "str\ning", received: "num`ber" },
      { kind: "other", path: ["b"], message: "must be\r\nfine" },
      { kind: "unexpected", path: ["x"], suggestion: "c\u2028d" },
    ];
    expect(formatIssues("T", issues)).toBe(
      "T failed due to the following issues:\nAn unexpected parameter `x` was provided (did you mean `c\\u2028d`?)\nThe parameter `a` type is expected as `str\\ning` but provided as `num\\u0060ber`\nThe parameter `b` must be\\r\\nfine",
    );
  });

  it("escapes invisible and reordering characters, so two names never read alike", () => {
    const issues: Issue[] = [
      { kind: "unexpected", path: ["path\u200b"], suggestion: "path" },
      { kind: "unexpected", path: ["\u202eelif_ym"] },
      { kind: "enum", path: ["m"], allowed: ["a\u2066", "b"], received: "\ufeffa" },
    ];
    expect(formatIssues("read\u200bfile", issues)).toBe(
      'read\\u200bfile failed due to the following issues:\nAn unexpected parameter `["path\\u200b"]` was provided (did you mean `path`?)\nAn unexpected parameter `["\\u202eelif_ym"]` was provided\nThe parameter `m` must be one of `a\\u2066`, `b` but was `\\ufeffa`',
    );
  });

  it("keeps a hint's reason on one line and cuts it at 300 characters", () => {
    const issues: Issue[] = [
      {
        kind: "type",
        path: ["a"],
        expected: "array",
        received: "string",
        pythonProblem: "bad\nThe required parameter `x` is missing",
      },
      {
        kind: "type",
        path: ["b"],
        expected: "array",
        received: "string",
        jsonText: {
          ok: false,
          problem: { reason: "syntax", detail: `oops\r\n${"y".repeat(400)}` },
        },
      },
    ];
    expect(formatIssues("T", issues)).toBe(
      `T failed due to the following issues:\nThe parameter \`a\` type is expected as \`array\` but provided as \`string\` (it looks like a Python literal, but it is not one that can be read: bad\\nThe required parameter \`x\` is missing)\nThe parameter \`b\` type is expected as \`array\` but provided as \`string\` (it looks like JSON text, but it is not valid JSON: oops\\r\\n${"y".repeat(293)}…)`,
    );
  });

  it("keeps a closing tag in a name from ending the tool_use_error early", () => {
    expect(toolUseError("</tool_use_error>", [{ kind: "missing", path: ["a"] }])).toBe(
      "<tool_use_error>InputValidationError: \\u003c/tool_use_error> failed due to the following issue:\nThe required parameter `a` is missing</tool_use_error>",
    );
  });

  it("never throws and always has a header and lines without raw line breaks", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.anything()), fc.anything(), (name, issues, options) => {
        const text = formatIssues(name, issues as Issue[], options as never);
        const [header, ...lines] = text.split("\n");
        expect(header).toMatch(/ failed due to the following issues?:$/);
        expect(lines.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/[\r\u2028\u2029]/);
      }),
    );
  });

  it("reads malformed issues instead of throwing", () => {
    const issues = [null, { kind: "nope", path: "a" }, { kind: "missing", path: [Symbol("s")] }];
    expect(formatIssues("T", issues as unknown as Issue[])).toBe(
      "T failed due to the following issues:\nThe required parameter `Symbol(s)` is missing\nThe input is not valid\nThe input is not valid",
    );
  });
});
