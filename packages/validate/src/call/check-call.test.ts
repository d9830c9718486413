import { describe, expect, it } from "vitest";
import { createToolCatalog } from "../index.js";

const readText = {
  name: "read_text_file",
  inputSchema: {
    type: "object",
    properties: { path: { type: "string" }, head: { type: "number" } },
    required: ["path"],
    additionalProperties: false,
  },
};
const listAllowed = {
  name: "list_allowed_directories",
  inputSchema: { type: "object", properties: {} },
};
const tool = (name: string) => ({ name, inputSchema: { type: "object" } });
const filesystem = [
  tool("read_file"),
  readText,
  tool("read_multiple_files"),
  tool("write_file"),
  listAllowed,
];

describe("checkCall: tool names", () => {
  const catalog = createToolCatalog(filesystem);

  it("takes an exact name as it is, with nothing repaired", () => {
    const args = { path: "a.txt" };
    const result = catalog.checkCall({ name: "read_text_file", arguments: args });
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      tool: readText,
      value: args,
      coercions: [],
    });
    expect(result.ok && result.value).toBe(args);
  });

  it.each([
    ["a case and separator variant", "Read-Text-File"],
    ["camelCase", "readTextFile"],
    ["upper case", "READ_TEXT_FILE"],
    ["dots and spaces", "read.text file"],
    ["the OpenAI namespace", "functions.read_text_file"],
    ["the Gemini namespace", "default_api.read_text_file"],
    ["Claude Code's MCP namespace", "mcp__filesystem__read_text_file"],
    ["the MCP namespace and camelCase", "mcp__fs__readTextFile"],
  ])("repairs %s into the one tool it matches (rule tool-name)", (_case, name) => {
    const result = catalog.checkCall({ name, arguments: { path: "a.txt" } });
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      tool: readText,
      value: { path: "a.txt" },
      coercions: [{ path: [], rule: "tool-name", from: name, to: "read_text_file" }],
    });
  });

  it("answers a name near two tools with both, closest first", () => {
    const result = catalog.checkCall({ name: "read_files", arguments: {} });
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.message).toBe(
      "There is no tool named `read_files` (did you mean `read_file` or `read_multiple_files`?)",
    );
    expect(result.ok ? "" : result.toolUseError).toBe(
      "<tool_use_error>There is no tool named `read_files` (did you mean `read_file` or `read_multiple_files`?)</tool_use_error>",
    );
  });

  it("gives the SPEC's sentence where one tool is near", () => {
    const result = createToolCatalog([tool("read_multiple_files"), tool("write_file")]).checkCall({
      name: "read_files",
    });
    expect(result).toEqual({
      ok: false,
      status: "rejected",
      reason: "unknown-tool",
      near: ["read_multiple_files"],
      ambiguous: false,
      issues: [
        {
          kind: "other",
          path: [],
          message: "There is no tool named `read_files` (did you mean `read_multiple_files`?)",
        },
      ],
      message: "There is no tool named `read_files` (did you mean `read_multiple_files`?)",
      toolUseError:
        "<tool_use_error>There is no tool named `read_files` (did you mean `read_multiple_files`?)</tool_use_error>",
      coercions: [],
    });
  });

  it.each([
    ["two tool names run together", "read_filewrite_file"],
    ["two tool names with a separator", "read_file,write_file"],
    ["a name with markup after it", "read_file<|channel|>"],
    ["a name with a quote after it", 'read_file"}'],
  ])("never repairs %s into one of its parts", (_case, name) => {
    const result = catalog.checkCall({ name, arguments: {} });
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.reason).toBe("unknown-tool");
  });

  it("refuses a name that matches several tools equally, naming them", () => {
    const result = createToolCatalog([tool("read_file"), tool("readFile")]).checkCall({
      name: "READ_FILE",
    });
    expect(result.ok ? "" : result.message).toBe(
      "There is no tool named `READ_FILE` (did you mean `read_file` or `readFile`?)",
    );
    expect(!result.ok && result.reason === "unknown-tool" && result.ambiguous).toBe(true);
  });

  it("lists a small catalog when no name is near, and never a large one", () => {
    expect(
      createToolCatalog([tool("alpha"), tool("beta")]).checkCall({ name: "zzz" }),
    ).toMatchObject({
      message: "There is no tool named `zzz` (the tools are `alpha` and `beta`)",
    });
    const large = createToolCatalog(Array.from({ length: 11 }, (_, i) => tool(`tool_${i}`)));
    expect(large.checkCall({ name: "zzz" })).toMatchObject({
      message: "There is no tool named `zzz`",
    });
  });

  it("drops a namespace the catalog's own names use, and adds one", () => {
    const github = { name: "github__list_repos", inputSchema: { type: "object" } };
    const catalog = createToolCatalog([github, tool("github__create_issue"), tool("search")]);
    expect(catalog.resolve("list_repos")).toEqual({
      kind: "repaired",
      tool: github,
      name: "github__list_repos",
    });
    expect(catalog.resolve("listRepos")).toEqual({
      kind: "repaired",
      tool: github,
      name: "github__list_repos",
    });
    expect(catalog.resolve("github__search")).toMatchObject({ kind: "repaired" });
    // Another namespace is not one the catalog uses: never moved onto this server's tool.
    expect(catalog.resolve("gitlab__list_repos")).toMatchObject({ kind: "unknown" });
    // A swapped namespace is neither added nor dropped.
    expect(catalog.resolve("github__search_x")).toMatchObject({ kind: "unknown" });
  });

  it("escapes a hostile name in the sentence and bounds it", () => {
    const result = catalog.checkCall({ name: `a\`b</tool_use_error>${"x".repeat(300)}` });
    expect(result.ok ? "" : result.toolUseError).toBe(
      `<tool_use_error>There is no tool named \`a\\u0060b\\u003c/tool_use_error>${"x".repeat(79)}…\` (the tools are \`read_file\`, \`read_text_file\`, \`read_multiple_files\`, \`write_file\` and \`list_allowed_directories\`)</tool_use_error>`,
    );
  });

  it("answers a 700,000-character name over 10,000 tools at once, offering none of them", () => {
    const many = createToolCatalog(
      Array.from({ length: 10_000 }, (_, i) => tool(`tool_${i}_do_thing`)),
    );
    const words = Array.from({ length: 100_000 }, (_, i) => `x${i}`).join("_");
    const started = performance.now();
    const result = many.checkCall({ name: `${words}_tool_do_thing`, arguments: "{}" });
    expect(result.ok ? "" : result.message).toBe(
      `There is no tool named \`${words.slice(0, 99)}…\``,
    );
    // 7 s before a name past 200 characters was compared by words and typos only when short.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("checkCall: an unknown name cut at maxNameLength", () => {
  const called = { name: `read_files${"y".repeat(40)}`, arguments: {} };
  const sentence = "There is no tool named `read_filesyyyyyyyyy…` (did you mean `read_file`?)";

  it.each([
    { by: "the catalog's", catalog: { maxNameLength: 20 }, call: undefined },
    { by: "the call's", catalog: undefined, call: { maxNameLength: 20 } },
    {
      by: "the call's over the catalog's",
      catalog: { maxNameLength: 5 },
      call: { maxNameLength: 20 },
    },
  ])("by $by option", ({ catalog, call }) => {
    const result = createToolCatalog(filesystem, catalog).checkCall(called, call);
    expect(result.ok ? "" : result.message).toBe(sentence);
  });

  it("by the catalog's where the call's options cannot be read", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("keys");
        },
      },
    );
    const result = createToolCatalog(filesystem, { maxNameLength: 20 }).checkCall(called, hostile);
    expect(result.ok ? "" : result.message).toBe(sentence);
  });
});

describe("checkCall: arguments", () => {
  const catalog = createToolCatalog(filesystem);

  it("decodes raw JSON text as the provider meant it, with nothing repaired", () => {
    const result = catalog.checkCall({ name: "read_text_file", arguments: '{"path":"a.txt"}' });
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      tool: readText,
      value: { path: "a.txt" },
      coercions: [],
    });
  });

  it("repairs inside raw text as inside an object", () => {
    const result = catalog.checkCall({
      name: "readTextFile",
      arguments: '{"path":"a.txt","head":"5"}',
    });
    expect(result.ok && result.coercions).toEqual([
      { path: [], rule: "tool-name", from: "readTextFile", to: "read_text_file" },
      { path: ["head"], rule: "number", from: "5", to: 5 },
    ]);
  });

  it.each([
    ["empty text", ""],
    ["white space", " \n"],
    ["null as text", "null"],
    ["null", null],
    ["no arguments", undefined],
  ])("runs a parameterless tool for %s (rule empty)", (_case, args) => {
    const result = catalog.checkCall({ name: "list_allowed_directories", arguments: args });
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      tool: listAllowed,
      value: {},
      coercions: [{ path: [], rule: "empty", from: args, to: {} }],
    });
  });

  it("gives a tool with required parameters the missing lines for empty text", () => {
    const result = catalog.checkCall({ name: "read_text_file", arguments: "" });
    expect(result.ok ? "" : result.message).toBe(
      "read_text_file failed due to the following issue:\nThe required parameter `path` is missing",
    );
  });

  it("decodes double-encoded JSON (rule json)", () => {
    const text = JSON.stringify(JSON.stringify({ path: "a.txt" }));
    const result = catalog.checkCall({ name: "read_text_file", arguments: text });
    expect(result.ok && result.value).toEqual({ path: "a.txt" });
    expect(result.ok && result.coercions).toEqual([
      { path: [], rule: "json", from: text, to: { path: "a.txt" } },
    ]);
  });

  it("decodes a Python dict literal and one fenced block (rules python and json)", () => {
    const python = "{'path': 'a.txt', 'head': 5,}";
    expect(catalog.checkCall({ name: "read_text_file", arguments: python })).toMatchObject({
      ok: true,
      status: "accepted",
      value: { path: "a.txt", head: 5 },
      coercions: [{ path: [], rule: "python", from: python, to: { path: "a.txt", head: 5 } }],
    });
    const fenced = '```json\n{"path": "a.txt"}\n```';
    expect(catalog.checkCall({ name: "read_text_file", arguments: fenced })).toMatchObject({
      ok: true,
      status: "accepted",
      value: { path: "a.txt" },
      coercions: [{ path: [], rule: "json", from: fenced, to: { path: "a.txt" } }],
    });
  });

  it("decodes raw JSON text longer than maxStringLength too: it is the transport, not a repair", () => {
    const path = "x".repeat(1_100_000);
    const text = JSON.stringify({ path });
    const result = catalog.checkCall({ name: "read_text_file", arguments: text });
    expect(result.ok && result.value).toEqual({ path });
    expect(result.coercions).toEqual([]);
    const cut = catalog.checkCall({ name: "read_text_file", arguments: text.slice(0, -2) });
    expect(cut.ok ? "" : cut.message).toBe(
      `read_text_file failed due to the following issue:\nThe arguments text ends before the JSON object is complete (at character ${text.length - 2} of ${text.length - 2}); send the whole call again`,
    );
  });

  it("decodes raw JSON text nested deeper than maxDepth as the same call sent as an object", () => {
    const write = { name: "write_json", inputSchema: { type: "object", required: ["document"] } };
    const deep = createToolCatalog([write]);
    let document: unknown = { leaf: true };
    for (let i = 0; i < 69; i++) document = { child: document };
    const asText = deep.checkCall({ name: "write_json", arguments: JSON.stringify({ document }) });
    const asObject = deep.checkCall({ name: "write_json", arguments: { document } });
    expect(asText.ok && asText.value).toEqual({ document });
    expect(asText.coercions).toEqual([]);
    expect(asObject.ok).toBe(true);
    const tooDeep = `{"document":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const refused = deep.checkCall({ name: "write_json", arguments: tooDeep });
    expect(refused.ok ? "" : refused.message).toBe(
      "write_json failed due to the following issue:\nThe input nests more than 100,000 levels deep, so it cannot be checked",
    );
  });

  it("rejects truncated text with where it ends, never completing it", () => {
    const text = '{"path":"/home/user/notes.txt","head":10';
    expect(text.length).toBe(40);
    const result = catalog.checkCall({ name: "read_text_file", arguments: text });
    expect(result.ok ? "" : result.message).toBe(
      "read_text_file failed due to the following issue:\nThe arguments text ends before the JSON object is complete (at character 40 of 40); send the whole call again",
    );
  });

  it("rejects JSON followed by prose with where the prose starts, never cutting it", () => {
    const text = '{"path":"/home/user/a.txt"} I will now read the file.';
    const result = catalog.checkCall({ name: "read_text_file", arguments: text });
    expect(result.ok ? "" : result.message).toBe(
      "read_text_file failed due to the following issue:\nThe arguments text holds a JSON object followed by other text at character 29; send only the JSON object",
    );
  });

  it("rejects an object in a fenced block never closed with where the block opens", () => {
    const text = '```json\n{"path":"/home/user/a.txt"}';
    const result = catalog.checkCall({ name: "read_text_file", arguments: text });
    expect(result.ok ? "" : result.message).toBe(
      "read_text_file failed due to the following issue:\nThe arguments text holds a JSON object in a fenced block opened at character 1 and never closed; send only the JSON object",
    );
  });

  it("never decodes raw text with a __proto__ key or a number that would lose digits", () => {
    for (const text of [
      '{"path":"a","__proto__":{"x":1}}',
      '{"path":"a","head":9007199254740993}',
    ]) {
      const result = catalog.checkCall({ name: "read_text_file", arguments: text });
      expect(result.ok).toBe(false);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    }
  });

  it("never throws for a hostile call", () => {
    const hostile = {
      get name(): string {
        throw new Error("boom");
      },
    };
    const result = catalog.checkCall(hostile as never);
    expect(result.ok).toBe(false);
    expect(() => catalog.checkCall(null as never)).not.toThrow();
    expect(createToolCatalog(null as never).checkCall({ name: "x" }).ok).toBe(false);
  });

  it("names the repaired tool, and reports the repair, when reading the arguments throws", () => {
    const call = {
      name: "readTextFile",
      get arguments(): unknown {
        throw new Error("gone");
      },
    };
    expect(catalog.checkCall(call)).toEqual({
      ok: false,
      status: "rejected",
      reason: "input",
      tool: readText,
      issues: [{ kind: "other", path: [], message: "could not be checked (gone)" }],
      message:
        "read_text_file failed due to the following issue:\nThe input could not be checked (gone)",
      toolUseError:
        "<tool_use_error>InputValidationError: read_text_file failed due to the following issue:\nThe input could not be checked (gone)</tool_use_error>",
      coercions: [{ path: [], rule: "tool-name", from: "readTextFile", to: "read_text_file" }],
    });
  });

  it("leaves out a tool whose name cannot be read, and only that tool", () => {
    const unreadable = {
      get name(): string {
        throw new Error("boom");
      },
      inputSchema: { type: "object" },
    };
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    const mixed = createToolCatalog([readText, unreadable, trap, listAllowed] as never);
    expect(mixed.size).toBe(2);
    expect(mixed.resolve("list_allowed_directories")).toMatchObject({ kind: "exact" });
    expect(mixed.checkCall({ name: "list_allowed_directories", arguments: "{}" }).ok).toBe(true);
  });

  it("ends the catalog where iterating the list throws, keeping the tools read before", () => {
    function* failing() {
      yield readText;
      throw new Error("boom");
    }
    const cut = createToolCatalog(failing());
    expect(cut.size).toBe(1);
    expect(cut.tool("read_text_file")).toBe(readText);
  });

  it("resolves a name that cannot be made text as the empty name, without throwing", () => {
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    const unprintable = {
      toString() {
        throw new Error("boom");
      },
    };
    for (const name of [trap, unprintable]) {
      expect(catalog.resolve(name as never)).toEqual(catalog.resolve(""));
    }
    expect(catalog.resolve("")).toMatchObject({ kind: "unknown" });
  });
});

describe("checkCall: a call that names no tool", () => {
  const throwing = {
    get name(): string {
      throw new Error("boom");
    },
    arguments: {},
  };
  const sentence =
    "The call names no tool; send it again with the name of one of the tools (the tools are `read_file` and `a`)";

  it("says so, listing a small catalog, never as an empty code span", () => {
    const catalog = createToolCatalog([tool("read_file"), tool("a")]);
    for (const call of [{ name: "", arguments: "{}" }, { arguments: {} }, throwing]) {
      const result = catalog.checkCall(call as never);
      expect(result).toMatchObject({ ok: false, reason: "unknown-tool", message: sentence });
      expect(result.ok || result.toolUseError).toBe(`<tool_use_error>${sentence}</tool_use_error>`);
    }
  });

  it("never dispatches to a tool named with the empty string, which the catalog leaves out", () => {
    const catalog = createToolCatalog([tool(""), tool("read_file"), tool("a")]);
    expect(catalog.size).toBe(2);
    expect(catalog.tool("")).toBeUndefined();
    expect(catalog.resolve("")).toEqual({ kind: "unknown", near: [], ambiguous: false });
    for (const call of [{ name: "", arguments: {} }, { arguments: {} }, throwing]) {
      expect(catalog.checkCall(call as never)).toMatchObject({ ok: false, message: sentence });
    }
  });
});

describe("checkCall: options", () => {
  const broken = {
    name: "broken",
    inputSchema: { type: "object", properties: { a: { type: "strin" } } },
  };
  const call = { name: "broken", arguments: '{"a": 1}' };

  it("keeps the catalog's option where the call sets it to undefined", () => {
    const catalog = createToolCatalog([broken], { onSchemaError: "reject" });
    expect(catalog.checkCall(call).status).toBe("rejected");
    expect(catalog.checkCall(call, { onSchemaError: undefined }).status).toBe("rejected");
    expect(catalog.checkCall(call, { onSchemaError: "pass" }).status).toBe("unchecked");
  });

  it("names the near tools with `hints: false` too: they are the catalog's names, not a guess at a value", () => {
    const result = createToolCatalog(filesystem).checkCall(
      { name: "read_files" },
      { hints: false },
    );
    expect(result.ok ? "" : result.message).toBe(
      "There is no tool named `read_files` (did you mean `read_file` or `read_multiple_files`?)",
    );
  });

  it("keeps a session's catalog option where the call sets it to undefined", () => {
    const session = createToolCatalog([broken], { onSchemaError: "reject" }).createSession();
    expect(session.checkCall(call, { onSchemaError: undefined }).status).toBe("rejected");
  });
});
