import { describe, expect, it } from "vitest";
import { createToolCatalog, validateToolInput } from "../index.js";
import { argumentsTextEnd } from "./arguments-text-end.js";
import { jsonTextEnd } from "./json-text-end.js";
import { wantsObject } from "./wants-object.js";

const read = {
  name: "read",
  inputSchema: {
    type: "object",
    properties: { path: { type: "string" } },
    required: ["path"],
    additionalProperties: false,
  },
};
const none = { name: "now", inputSchema: { type: "object", properties: {} } };

describe("validateToolInput: the input as a whole is text or empty", () => {
  it.each([[""], ["  "], ["null"], [null], [undefined]])("reads %j as {} (rule empty)", (input) => {
    expect(validateToolInput(none, input)).toEqual({
      ok: true,
      status: "accepted",
      value: {},
      coercions: [{ path: [], rule: "empty", from: input, to: {} }],
    });
  });

  it("leaves text alone where the root takes strings or is not an object", () => {
    const text = { name: "t", inputSchema: { type: ["object", "string"] } };
    expect(validateToolInput(text, "")).toEqual({
      ok: true,
      status: "accepted",
      value: "",
      coercions: [],
    });
    const array = { name: "a", inputSchema: { type: "array" } };
    expect(validateToolInput(array, null).ok).toBe(false);
  });

  it("decodes JSON text of JSON text (double encoding)", () => {
    const input = JSON.stringify(JSON.stringify({ path: "a" }));
    expect(validateToolInput(read, input)).toEqual({
      ok: true,
      status: "accepted",
      value: { path: "a" },
      coercions: [{ path: [], rule: "json", from: input, to: { path: "a" } }],
    });
  });

  it("rejects truncated text with the position, the same inside double encoding", () => {
    const truncated = '{"path":"a.txt"';
    const line =
      "read failed due to the following issue:\nThe arguments text ends before the JSON object is complete (at character 15 of 15); send the whole call again";
    expect(validateToolInput(read, truncated)).toMatchObject({
      ok: false,
      status: "rejected",
      message: line,
    });
    expect(validateToolInput(read, JSON.stringify(truncated))).toMatchObject({ message: line });
  });

  it("rejects a second object after the first (two calls run together)", () => {
    expect(validateToolInput(read, '{"path":"a"}{"path":"b"}')).toMatchObject({
      message:
        "read failed due to the following issue:\nThe arguments text holds a JSON object followed by other text at character 13; send only the JSON object",
    });
  });

  // The seam for Python and fenced text (docs/pipeline.md, "Arguments text"): the text reaches
  // coercion unchanged, whose `python` and fenced `json` rules decode it; it is never taken for
  // text cut off or followed by prose, whatever coercion makes of it.
  it.each([
    ["a Python dict", "{'path': 'a}b', 'n': None}"],
    ["a Python dict cut off", "{'path': 'a"],
    ["a fenced block", '```json\n{"path":"a"}\n```'],
  ])("hands %s to coercion, never to the arguments-text sentences", (_case, text) => {
    const result = validateToolInput(read, text);
    if (result.ok) expect(result.value).toMatchObject({ path: expect.any(String) });
    else expect(result.message).not.toContain("The arguments text");
  });

  it("names the parameter holding a number that would lose digits, as it is, fenced or double-encoded", () => {
    const tool = {
      name: "get",
      inputSchema: {
        type: "object",
        properties: {
          id: { type: "string" },
          n: { type: "integer" },
          deep: { type: "object", properties: { m: { type: "array", items: { type: "number" } } } },
        },
      },
    };
    const lossy = (path: string, number: string, advice: string) =>
      `get failed due to the following issue:\nThe parameter \`${path}\` holds the number \`${number}\`, which would lose digits as a JavaScript number, so the arguments text is not decoded; ${advice}`;
    const big = "12345678901234567890";
    const message = (text: string) => {
      const result = validateToolInput(tool, text);
      return result.ok ? "(accepted)" : result.message;
    };
    expect(message(`{"id":${big}}`)).toBe(lossy("id", big, "send it as a string"));
    expect(message(`\`\`\`json\n{"deep":{"m":[1,${big}]}}\n\`\`\``)).toBe(
      lossy("deep.m[1]", big, "send it with fewer digits"),
    );
    expect(message(JSON.stringify(`{"n":0.10000000000000000001}`))).toBe(
      lossy("n", "0.10000000000000000001", "send it with fewer digits"),
    );
    expect(message(`{"other":${big}}`)).toBe(
      lossy("other", big, "send it as a string if it is an identifier, or with fewer digits"),
    );
    // An array's text says what it holds, as before: it has no parameter.
    expect(message(`[${big}]`)).toBe(
      `get failed due to the following issue:\nThe input type is expected as \`object\` but provided as \`string\` (it is JSON text with the number \`${big}\`, which would lose digits, so it is not decoded)`,
    );
  });

  it("says where a fenced object or a double-encoded one was cut off, or followed by prose", () => {
    const header = "read failed due to the following issue:\n";
    const cut = (n: number) =>
      `${header}The arguments text ends before the JSON object is complete (at character ${n} of ${n}); send the whole call again`;
    expect(validateToolInput(read, '```json\n{"path":"a.tx')).toMatchObject({ message: cut(21) });
    expect(validateToolInput(read, '"{\\"path\\":\\"a.tx')).toMatchObject({ message: cut(17) });
    expect(validateToolInput(read, '```json\n{"path":"a"}\n```\nDone.')).toMatchObject({
      message: `${header}The arguments text holds a JSON object followed by other text at character 26; send only the JSON object`,
    });
    expect(validateToolInput(read, ' ```json\n{"path":"a"}\n')).toMatchObject({
      message: `${header}The arguments text holds a JSON object in a fenced block opened at character 2 and never closed; send only the JSON object`,
    });
  });

  it.each([
    ["[]", "array"],
    ["[42]", "array"],
    [" [1, 2] ", "array"],
    ["```json\n[1]\n```", "array"],
    ["42", "number"],
    ["true", "boolean"],
  ])("tells text %j that it holds %s, as the value sent itself is told", (text, received) => {
    const message = `read failed due to the following issue:\nThe input type is expected as \`object\` but provided as \`${received}\``;
    const asText = validateToolInput(read, text);
    expect(asText.ok ? "" : asText.message).toBe(message);
    const asValue = validateToolInput(read, JSON.parse(text.replace(/```(json)?/g, "")));
    expect(asValue.ok ? "" : asValue.message).toBe(message);
    const catalog = createToolCatalog([read]);
    const called = catalog.checkCall({ name: "read", arguments: text });
    expect(called.ok ? "" : called.message).toBe(message);
  });

  it("keeps the JSON syntax explanation for other broken text", () => {
    expect(validateToolInput(read, '{"path" "a"}')).toMatchObject({
      message:
        "read failed due to the following issue:\nThe input type is expected as `object` but provided as `string` (it looks like JSON text, but it is not valid JSON: expected `:` after property name at character 9)",
    });
  });
});

describe("jsonTextEnd", () => {
  it.each([
    ['{"a":1', { kind: "truncated", length: 6 }],
    ['{"a":"x', { kind: "truncated", length: 7 }],
    ['{"a":[1,{"b":', { kind: "truncated", length: 13 }],
    ['{"a":tr', { kind: "truncated", length: 7 }],
    ['{"a":1}  \n', undefined],
    ['{"a":1} ok', { kind: "trailing", at: 8 }],
    ['\ufeff {"a":"}"} x', { kind: "trailing", at: 12 }],
    ['{"a" 1', undefined],
    ['{"a":1]', undefined],
    ['{"a":1,} x', undefined],
    ["[1,", undefined],
    ["plain", undefined],
  ])("%j", (text, expected) => {
    expect(jsonTextEnd(text)).toEqual(expected);
  });

  it("takes linear time and no stack on 100,000-deep text", () => {
    expect(jsonTextEnd(`{"a":${"[".repeat(100_000)}`)).toEqual({
      kind: "truncated",
      length: 100_005,
    });
  });
});

describe("argumentsTextEnd", () => {
  it.each([
    ['{"a":1', { kind: "truncated", length: 6 }],
    ['```json\n{"a":1', { kind: "truncated", length: 14 }],
    ['  ```\n{"a":[1,', { kind: "truncated", length: 14 }],
    ['```json\n{"a":1} ok\n```', { kind: "trailing", at: 16 }],
    ['```json\n{"a":1}\n```\n\nDone', { kind: "trailing", at: 21 }],
    ['```json\n{"a":1}\n```\n', undefined],
    ['```json\n{"a":1\n```', undefined], // the block closes on a cut object: no clear end
    ['```json\n{"a":1}', { kind: "unclosed", at: 0 }],
    // Fences inside a string close nothing (a file's Markdown sent as a value).
    ['```json\n{"a":"```x```"}\n```\nDone', { kind: "trailing", at: 28 }],
    ['```json\n{"a":"```x```"}', { kind: "unclosed", at: 0 }],
    ['```json\n{"a":"```x', { kind: "truncated", length: 18 }],
    ['  ```\n{"a":1}\n', { kind: "unclosed", at: 2 }],
    ["```json\n[1]", undefined], // an array: the type line says what the text holds
    ["```json\n[1,", undefined],
    ['```json{"a":1', undefined],
    ['"{\\"a\\":1', { kind: "truncated", length: 9 }],
    [' "{', { kind: "truncated", length: 3 }],
    ['"{\\"a\\":1}"', undefined],
    ['"plain', undefined],
  ])("%j", (text, expected) => {
    expect(argumentsTextEnd(text)).toEqual(expected);
  });
});

describe("wantsObject", () => {
  it.each([
    [{ type: "object" }, true],
    [{ type: ["object", "null"] }, true],
    [{ type: ["object", "string"] }, false],
    [{ properties: {} }, true],
    [{}, false],
    [true, false],
    [{ type: "string" }, false],
  ])("%j → %s", (schema, expected) => {
    expect(wantsObject(schema)).toBe(expected);
  });
});
