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
