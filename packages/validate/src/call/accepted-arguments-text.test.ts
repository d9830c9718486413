import { describe, expect, it } from "vitest";
import { acceptedArgumentsText } from "./accepted-arguments-text.js";
import { createToolCatalog } from "./create-tool-catalog.js";

const inputSchema = {
  type: "object",
  properties: { path: { type: "string" }, document: { type: "array" } },
  required: ["path"],
};
const catalog = createToolCatalog([{ name: "write_json", inputSchema }]);
const depth = 5000;
const deep = `{"path":"tree.json","document":${"[".repeat(depth)}${"]".repeat(depth)}}`;

function textOf(name: string, input: string) {
  const result = catalog.checkCall({ name, arguments: input }, { maxDepth: 10_000 });
  if (!result.ok) throw new Error(result.message);
  return acceptedArgumentsText(result.tool.name, input, result, { maxDepth: 10_000 });
}

describe("acceptedArgumentsText", () => {
  it.each([
    {
      why: "text with nothing repaired, as it is",
      name: "write_json",
      input: '{"path":"a"}',
      text: '{"path":"a"}',
    },
    {
      why: "a byte-order mark dropped",
      name: "write_json",
      input: '\uFEFF{"path":"a"}',
      text: '{"path":"a"}',
    },
    {
      why: "a renamed tool's text as it is",
      name: "writeJson",
      input: '{ "path": "a" }',
      text: '{ "path": "a" }',
    },
    {
      why: "a repair as JSON",
      name: "write_json",
      input: '```json\n{"path":"a"}\n```',
      text: '{"path":"a"}',
    },
    { why: "deep text not repaired, as it is", name: "writeJson", input: deep, text: deep },
  ])("hands on $why", ({ name, input, text }) => {
    expect(textOf(name, input)).toEqual({ ok: true, text });
  });

  it("answers a repair nested too deep to write out as JSON", () => {
    const message =
      "write_json failed due to the following issue:\nThe input could not be passed on (repaired, it nests too deep to be written out as JSON)";
    expect(textOf("write_json", `\`\`\`json\n${deep}\n\`\`\``)).toEqual({
      ok: false,
      message,
      toolUseError: `<tool_use_error>InputValidationError: ${message}</tool_use_error>`,
    });
  });
});
