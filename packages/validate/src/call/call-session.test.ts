import { describe, expect, it } from "vitest";
import { createToolCatalog } from "../index.js";

const editFile = {
  name: "edit_file",
  inputSchema: {
    type: "object",
    properties: {
      path: { type: "string" },
      edits: {
        type: "array",
        items: {
          type: "object",
          properties: { oldText: { type: "string" }, newText: { type: "string" } },
          required: ["oldText", "newText"],
        },
      },
      dryRun: { type: "boolean" },
    },
    required: ["path", "edits"],
    additionalProperties: false,
  },
};
const other = { name: "write_file", inputSchema: { type: "object", required: ["path"] } };
const bad = { name: "edit_file", arguments: '{"path":"a.txt","edit":[]}' };

const first =
  "edit_file failed due to the following issues:\nThe required parameter `edits` is missing\nAn unexpected parameter `edit` was provided (did you mean `edits`?)";
const parameters =
  "edit_file takes `path` (string, required), `edits` (array of objects with `oldText`, `newText`, required), `dryRun` (boolean)";

describe("catalog.createSession()", () => {
  it("answers the first mistake as checkCall does, the second with the parameters line, the third on with the repeat line", () => {
    const session = createToolCatalog([editFile, other]).createSession();
    const messages = [1, 2, 3, 4].map((n) => {
      const result = session.checkCall(bad);
      expect(!result.ok && result.reason === "input" && result.repeats).toBe(n);
      return result.ok ? "" : result.message;
    });
    expect(messages[0]).toBe(first);
    expect(messages[1]).toBe(`${first}\n${parameters}`);
    expect(messages[2]).toBe(
      `${first}\n${parameters}\nThe previous 2 calls to \`edit_file\` made the same mistake; change the arguments as described above instead of sending the same call again`,
    );
    expect(messages[3]).toBe(
      `${first}\n${parameters}\nThe previous 3 calls to \`edit_file\` made the same mistake; change the arguments as described above instead of sending the same call again`,
    );
    const result = session.checkCall(bad);
    expect(result.ok ? "" : result.toolUseError).toBe(
      `<tool_use_error>InputValidationError: ${result.ok ? "" : result.message}</tool_use_error>`,
    );
  });

  it("cuts the tool's name at maxNameLength in the parameters and repeat lines, the catalog's or the call's", () => {
    const long = { ...editFile, name: `edit_${"x".repeat(150)}` };
    const call = { ...bad, name: long.name };
    const cut = `edit_${"x".repeat(14)}…`;
    const lines = (message: string) => message.split("\n").slice(-2);
    const expected = [
      `${cut} takes \`path\` (string, required), \`edits\` (array of objects with \`oldText\`, \`newText\`, required), \`dryRun\` (boolean)`,
      `The previous 2 calls to \`${cut}\` made the same mistake; change the arguments as described above instead of sending the same call again`,
    ];
    const byCatalog = createToolCatalog([long], { maxNameLength: 20 }).createSession();
    const byCall = createToolCatalog([long]).createSession();
    for (const session of [byCatalog, byCall]) {
      const options = session === byCall ? { maxNameLength: 20 } : undefined;
      let message = "";
      for (let n = 0; n < 3; n++) {
        const result = session.checkCall(call, options);
        message = result.ok ? "" : result.message;
      }
      expect(lines(message)).toEqual(expected);
    }
  });

  it("starts again after a different mistake, or after the tool was called right", () => {
    const session = createToolCatalog([editFile]).createSession();
    session.checkCall(bad);
    const different = session.checkCall({ name: "edit_file", arguments: { path: "a.txt" } });
    expect(!different.ok && different.reason === "input" && different.repeats).toBe(1);
    session.checkCall(bad);
    const ok = session.checkCall({ name: "edit_file", arguments: { path: "a", edits: [] } });
    expect(ok.ok).toBe(true);
    const again = session.checkCall(bad);
    expect(again.ok ? "" : again.message).toBe(first);
  });

  it("counts a repaired name's mistakes under the real tool", () => {
    const session = createToolCatalog([editFile]).createSession();
    session.checkCall(bad);
    const result = session.checkCall({ ...bad, name: "editFile" });
    expect(result.ok ? "" : result.message).toBe(`${first}\n${parameters}`);
  });

  it("keeps nothing between sessions, nor in checkCall itself", () => {
    const catalog = createToolCatalog([editFile]);
    catalog.checkCall(bad);
    catalog.checkCall(bad);
    expect(catalog.checkCall(bad)).toMatchObject({ message: first });
    const one = catalog.createSession();
    one.checkCall(bad);
    expect(catalog.createSession().checkCall(bad)).toMatchObject({ message: first });
  });

  it("remembers at most maxTools tools, forgetting the least recently rejected", () => {
    const tools = Array.from({ length: 3 }, (_, i) => ({
      name: `tool_${i}`,
      inputSchema: { type: "object", required: ["x"] },
    }));
    const session = createToolCatalog(tools).createSession({ maxTools: 2 });
    const call = (i: number) => session.checkCall({ name: `tool_${i}`, arguments: {} });
    call(0);
    call(1);
    call(2); // tool_0 is forgotten
    expect(call(0)).toMatchObject({ repeats: 1 });
    expect(call(2)).toMatchObject({ repeats: 2 });
  });

  it("takes the default maxTools where reading the option throws", () => {
    const options = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    const session = createToolCatalog([editFile]).createSession(options as never);
    expect(session.checkCall(bad)).toMatchObject({ ok: false, message: first });
    expect(session.checkCall(bad)).toMatchObject({ repeats: 2 });
  });

  it("answers a repeat without the parameters line where the tool's schema cannot be read, and names the tool as the catalog read it", () => {
    const trap = () => {
      throw new Error("trap");
    };
    const unreadableSchema = {
      name: "edit_file",
      get inputSchema() {
        return trap();
      },
    };
    const proxySchema = {
      name: "edit_file",
      inputSchema: new Proxy(
        {},
        {
          get: trap,
          has: trap,
          ownKeys: trap,
          getOwnPropertyDescriptor: trap,
          getPrototypeOf: trap,
        },
      ),
    };
    let reads = 0;
    const nameThrowsLater = {
      get name() {
        reads += 1;
        return reads === 1 ? "edit_file" : trap();
      },
      inputSchema: editFile.inputSchema,
    };
    for (const tool of [unreadableSchema, proxySchema, nameThrowsLater]) {
      const session = createToolCatalog([tool], { onSchemaError: "reject" }).createSession();
      const once = session.checkCall(bad);
      expect(once.ok).toBe(false);
      const message = once.ok ? "" : once.message;
      const twice = session.checkCall(bad);
      const thrice = session.checkCall(bad);
      expect(twice).toMatchObject({ ok: false, repeats: 2 });
      expect(thrice).toMatchObject({ ok: false, repeats: 3 });
      expect(thrice.ok ? "" : thrice.message.split("\n").slice(0, -1).join("\n")).toBe(
        tool === nameThrowsLater ? `${first}\n${parameters}` : message,
      );
    }
  });

  it("keeps its count by the tool, and reads no name after the catalog is made", () => {
    let reads = 0;
    const counted = {
      get name() {
        reads += 1;
        return "edit_file";
      },
      inputSchema: editFile.inputSchema,
    };
    const catalog = createToolCatalog([counted]);
    const session = catalog.createSession();
    const good = { name: "edit_file", arguments: '{"path":"a.txt","edits":[]}' };
    const readsOf = (check: () => unknown): number => {
      const before = reads;
      check();
      return reads - before;
    };
    expect(readsOf(() => session.checkCall(good))).toBe(0);
    expect(readsOf(() => catalog.checkCall(bad))).toBe(0);
    expect(readsOf(() => session.checkCall(bad))).toBe(0);
    expect(readsOf(() => session.checkCall(bad))).toBe(0);
    expect(session.checkCall(bad)).toMatchObject({ ok: false, repeats: 3 });
  });

  it("names the tool as the catalog read it where its name getter answers otherwise later", () => {
    let reads = 0;
    const tool = {
      get name() {
        reads += 1;
        return reads === 1 ? "read_file" : "delete_everything";
      },
      inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    };
    const session = createToolCatalog([tool]).createSession();
    session.checkCall({ name: "read_file", arguments: "{}" });
    session.checkCall({ name: "read_file", arguments: "{}" });
    expect(session.checkCall({ name: "read_file", arguments: "{}" })).toMatchObject({
      message:
        "read_file failed due to the following issue:\nThe required parameter `path` is missing\nread_file takes `path` (string, required)\nThe previous 2 calls to `read_file` made the same mistake; change the arguments as described above instead of sending the same call again",
    });
  });

  it("does not count unknown names as a tool's mistakes", () => {
    const session = createToolCatalog([editFile]).createSession();
    session.checkCall({ name: "nothing" });
    expect(session.checkCall({ name: "nothing" })).toMatchObject({
      message: "There is no tool named `nothing` (the tools are `edit_file`)",
    });
  });
});
