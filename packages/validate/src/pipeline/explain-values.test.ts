import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import type { ToolDefinition } from "../types.js";

// The hint for text that reads as Python and that the Python-literal decoder refuses
// (docs/messages.md, "Hints"), through the whole pipeline.
const tool: ToolDefinition = {
  name: "t",
  inputSchema: { type: "object", properties: { opts: { type: "object" } }, required: ["opts"] },
};
const head = "t failed due to the following issue:\n";
const message = (input: unknown): string => {
  const result = createValidator().validateToolInput(tool, input);
  return result.ok ? "(accepted)" : result.message;
};

describe("a Python literal's reason", () => {
  it("is given for a key position followed by 100,000 u's, the text as a parameter or the input", () => {
    const u = "u".repeat(100_000);
    expect(message({ opts: `{'a': 1, ${u}'` })).toBe(
      `${head}The parameter \`opts\` type is expected as \`object\` but provided as \`string\` (it looks like a Python literal, but it is not one that can be read: expected a string key at character 10 but found \`u\`)`,
    );
    expect(message(`{${u}'a': 1}`)).toBe(
      `${head}The input type is expected as \`object\` but provided as \`string\` (it looks like a Python literal, but it is not one that can be read: expected a string key at character 2 but found \`u\`)`,
    );
  });
});

const lists: ToolDefinition = {
  name: "t",
  inputSchema: {
    type: "object",
    properties: { opts: { type: "object" }, tags: { type: "array" } },
  },
};
const line = (subject: string, expected: string, hint: string) =>
  `${head}${subject} type is expected as \`${expected}\` but provided as \`string\` (${hint})`;
const opts = "The parameter `opts`";
const tags = "The parameter `tags`";
const prototype =
  "it is JSON text with a `__proto__` key (or `constructor.prototype`), which is not decoded";
const tuples = (levels: number) => `['a', ${"(".repeat(levels)}1,${")".repeat(levels)}]`;

describe("a Python literal refused for a reason other than its syntax", () => {
  it.each([
    {
      name: "a __proto__ key",
      input: { opts: "{'__proto__': {'x': 1}}" },
      text: line(opts, "object", prototype),
    },
    {
      name: "an escaped __proto__ key",
      input: { opts: "{u'\\x5f_proto__': 1}" },
      text: line(opts, "object", prototype),
    },
    {
      name: "constructor.prototype",
      input: { opts: "{'constructor': {'prototype': {}}}" },
      text: line(opts, "object", prototype),
    },
    {
      name: "a __proto__ key in the arguments text",
      input: "{'__proto__': 1}",
      text: line("The input", "object", prototype),
    },
    {
      name: "tuples nested past coercion's depth there",
      input: { tags: tuples(70) },
      text: line(
        tags,
        "array",
        "it is JSON text nested deeper than 63 levels, which is not decoded",
      ),
    },
    {
      name: "tuples nested past coercion's maxDepth there",
      input: { tags: tuples(20) },
      options: { maxDepth: 10 },
      text: line(
        tags,
        "array",
        "it is JSON text nested deeper than 9 levels, which is not decoded",
      ),
    },
  ])("$name gets the sentence JSON text gets for that reason", ({ input, options, text }) => {
    const result = createValidator().validateToolInput(lists, input, options);
    expect(result.ok ? "(accepted)" : result.message).toBe(text);
  });

  it("reads numbers as rule python does: 16 digits that a double holds are not the reason", () => {
    const result = createValidator().validateToolInput(lists, {
      tags: "['a', 1234567890123456, foo]",
    });
    expect(result.ok ? "(accepted)" : result.message).toBe(
      line(
        tags,
        "array",
        "it looks like a Python literal, but it is not one that can be read: `foo` at character 25 is a name, not a literal",
      ),
    );
  });
});
