import { readFileSync } from "node:fs";
import { createToolCatalog } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { callTools, thirdMistakeMessage, truncatedText } from "./support/call-tools.js";

// Example 8 of docs/pipeline.md ("The call"), one to one: the code between the `// example`
// markers is the code on the page.

describe("docs/pipeline.md, The call", () => {
  it("example 8: a misspelled name, empty arguments, an unknown name, text cut off", () => {
    // example
    const catalog = createToolCatalog([
      {
        name: "read_text_file",
        inputSchema: {
          type: "object",
          properties: { path: { type: "string" }, head: { type: "number" } },
          required: ["path"],
        },
      },
      { name: "read_multiple_files", inputSchema: { type: "object" } },
      { name: "list_allowed_directories", inputSchema: { type: "object", properties: {} } },
    ]);

    const renamed = catalog.checkCall({
      name: "readTextFile",
      arguments: '{"path":"a.txt","head":"5"}',
    });
    // { ok: true, tool: <read_text_file>, value: { path: "a.txt", head: 5 }, coercions: [
    //   { path: [], rule: "tool-name", from: "readTextFile", to: "read_text_file" },
    //   { path: ["head"], rule: "number", from: "5", to: 5 } ] }

    const empty = catalog.checkCall({ name: "list_allowed_directories", arguments: "" });
    // { ok: true, value: {}, coercions: [{ path: [], rule: "empty", from: "", to: {} }], … }

    const unknown = catalog.checkCall({ name: "read_files", arguments: "{}" });
    // unknown.message: There is no tool named `read_files` (did you mean `read_multiple_files`?)

    const cut = catalog.checkCall({ name: "read_text_file", arguments: '{"path":"a.txt","he' });
    // cut.message:
    // read_text_file failed due to the following issue:
    // The arguments text ends before the JSON object is complete (at character 19 of 19); send the whole call again
    // example

    expect(renamed).toMatchObject({
      ok: true,
      tool: { name: "read_text_file" },
      value: { path: "a.txt", head: 5 },
      coercions: [
        { path: [], rule: "tool-name", from: "readTextFile", to: "read_text_file" },
        { path: ["head"], rule: "number", from: "5", to: 5 },
      ],
    });
    expect(empty).toMatchObject({
      ok: true,
      value: {},
      coercions: [{ path: [], rule: "empty", from: "", to: {} }],
    });
    expect(unknown.ok ? "" : unknown.message).toBe(
      "There is no tool named `read_files` (did you mean `read_multiple_files`?)",
    );
    expect(cut.ok ? "" : cut.message).toBe(
      "read_text_file failed due to the following issue:\nThe arguments text ends before the JSON object is complete (at character 19 of 19); send the whole call again",
    );
  });
});

describe("docs/messages.md, The call as a whole: the sentences on the page are the library's", () => {
  const page = readFileSync(new URL("../docs/messages.md", import.meta.url), "utf8");
  const tool = (name: string) => ({ name, inputSchema: { type: "object" } });

  it.each([
    [[tool("read_multiple_files"), tool("write_file")], "read_files"],
    [callTools, "read_files"],
    [[tool("read_file"), tool("readFile")], "READ_FILE"],
    [[tool("alpha"), tool("beta")], "zzz"],
    [[tool("alpha"), tool("beta")], ""],
    [Array.from({ length: 11 }, (_, i) => tool(`tool_${i}`)), "zzz"],
  ])("an unknown name (%#)", (tools, name) => {
    const result = createToolCatalog(tools).checkCall({ name });
    expect(page).toContain(result.ok ? "(accepted)" : result.message);
  });

  it("arguments text and repeats", () => {
    const catalog = createToolCatalog(callTools);
    for (const text of [truncatedText, '{"path":"/home/user/a.txt"} I will now read the file.']) {
      const result = catalog.checkCall({ name: "read_text_file", arguments: text });
      expect(page).toContain(result.ok ? "(accepted)" : result.message);
    }
    expect(page).toContain(thirdMistakeMessage);
  });

  it("a number that would lose digits, named at its parameter", () => {
    const getIssue = {
      name: "get_issue",
      inputSchema: {
        type: "object",
        properties: { owner: { type: "string" }, issue_number: { type: "integer" } },
      },
    };
    const result = createToolCatalog([getIssue]).checkCall({
      name: "get_issue",
      arguments: '{"owner":"o","issue_number":12345678901234567890}',
    });
    expect(result.ok).toBe(false);
    expect(page).toContain(result.ok ? "(accepted)" : `\`\`\`text\n${result.message}\n\`\`\``);
  });
});
