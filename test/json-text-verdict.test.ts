import { coerce, decodeRejectedInput } from "@tool-input/coerce";
import { formatIssues, issuesFromAjv } from "@tool-input/format";
import { createValidator } from "@tool-input/validate";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { documented } from "./support/format-fixtures.js";

// One verdict on JSON text (issue 18): the reason the model is told is the reason coercion
// refused the text; and a syntax problem reads as a clean code span with its position (issue 25).
const tool = {
  name: "T",
  inputSchema: {
    type: "object",
    properties: {
      ids: { type: "array", items: { type: "integer" } },
      a: { type: "array" },
      b: { type: "array" },
      c: { type: "array" },
    },
  },
};
const message = (input: unknown, options?: { python: "ignore" }) => {
  const result = createValidator().validateToolInput(tool, input, options);
  return result.ok ? "" : result.message;
};
const line = (name: string, hint: string) =>
  `The parameter \`${name}\` type is expected as \`array\` but provided as \`string\` (${hint})`;

// Past MAX_SAFE_INTEGER an integer loses digits even where a double spells it back (`1e23` is
// 99999999999999991611392), as the number rule refuses it.
describe.each(["9007199254740993", "9007199254740994", "100000000000000000000000"])(
  "JSON text whose number would lose digits: [%s]",
  (number) => {
    const ids = `[${number}]`;

    it("is not decoded by coercion, nor by the retry after a rejection", () => {
      const input = { ids };
      expect(coerce(input, tool.inputSchema).value).toBe(input);
      expect(decodeRejectedInput(input, "ids: Expected array, received string")).toBeUndefined();
    });

    it("is explained as precision, never as 'it looks like JSON; send the value itself'", () => {
      const text = message({ ids });
      expect(text).toBe(
        `T failed due to the following issue:\n${line("ids", `it is JSON text with the number \`${number}\`, which would lose digits, so it is not decoded`)}`,
      );
      if (number === "9007199254740993") documented(text.split("\n")[1] as string);
    });

    it("gets no JSON hint from the format package alone, which does not know coercion ran", () => {
      const validate = new Ajv2020({ allErrors: true, verbose: true, strict: false }).compile(
        tool.inputSchema,
      );
      expect(validate({ ids })).toBe(false);
      expect(formatIssues("T", issuesFromAjv(validate.errors, { ids }))).toBe(
        "T failed due to the following issue:\nThe parameter `ids` type is expected as `array` but provided as `string`",
      );
    });
  },
);

describe("a JSON syntax problem in a message", () => {
  it("names an unexpected character in a clean code span with its position", () => {
    // Rule python would decode `['a']` (and explain a Python-like text by its own reason): off here.
    const text = message({ a: "['a']", b: "[`]", c: "[1, \u2028]" }, { python: "ignore" });
    expect(text).toBe(
      [
        "T failed due to the following issues:",
        line(
          "a",
          "it looks like JSON text, but it is not valid JSON: unexpected `'` at character 2",
        ),
        line(
          "b",
          "it looks like JSON text, but it is not valid JSON: unexpected `\\u0060` at character 2",
        ),
        line(
          "c",
          "it looks like JSON text, but it is not valid JSON: unexpected `\\u2028` at character 5",
        ),
      ].join("\n"),
    );
    for (const sentence of text.split("\n")) documented(sentence);
  });

  it.each([
    ["NEL", "[\u0085]", "`\\u0085`"],
    ["ESC", "[\u001b[2J]", "`\\u001b`"],
    ["NUL", "[\u0000]", "`\\u0000`"],
    ["a paragraph separator", "[\u2029]", "`\\u2029`"],
  ])("writes %s as an escape", (_, a, span) => {
    expect(message({ a })).toBe(
      `T failed due to the following issue:\n${line("a", `it looks like JSON text, but it is not valid JSON: unexpected ${span} at character 2`)}`,
    );
  });

  it("never carries V8's echo of the text, however long or broken over lines", () => {
    const a = `["${"x".repeat(80)}",\n\u2028 '${"y".repeat(80)}']`;
    const text = message({ a });
    expect(text).toBe(
      `T failed due to the following issue:\n${line("a", "it looks like JSON text, but it is not valid JSON: unexpected `\\u2028` at character 86")}`,
    );
    expect(text.split("\n")).toHaveLength(2);
  });
});
