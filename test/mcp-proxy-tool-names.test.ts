import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect, serverEntry, textOf } from "./support/proxy.js";

// Issue 20, "Must show": @modelcontextprotocol/server-filesystem behind `tool-input proxy`. A
// case or separator variant of a real tool name reaches the server under its real name and the
// file is read; a name near two tools gets the did-you-mean sentence under --answer and the
// server's own answer without it. The session is the MCP connection.

const root = realpathSync(mkdtempSync(join(tmpdir(), "tool-input-names-")));
const file = join(root, "b.txt");
const server = [process.execPath, serverEntry("@modelcontextprotocol/server-filesystem"), root];

let forwarding: Connection;
let answering: Connection;

beforeAll(async () => {
  writeFileSync(file, "hello\nworld");
  [forwarding, answering] = await Promise.all([connect(server, []), connect(server, ["--answer"])]);
}, 30_000);

afterAll(async () => {
  await Promise.all([forwarding?.client.close(), answering?.client.close()]);
  rmSync(root, { recursive: true, force: true });
});

describe("tool names behind tool-input proxy", () => {
  it.each(["Read-Text-File", "readTextFile", "functions.read_text_file"])(
    "%s reaches the server as read_text_file and the file is read",
    async (name) => {
      for (const { client } of [forwarding, answering]) {
        const result = await client.callTool({ name, arguments: { path: file } });
        expect(result.isError ?? false).toBe(false);
        expect(textOf(result)).toBe("hello\nworld");
      }
    },
  );

  it("read_files gets the did-you-mean sentence with --answer", async () => {
    const result = await answering.client.callTool({
      name: "read_files",
      arguments: { path: file },
    });
    expect(result).toEqual({
      content: [
        {
          type: "text",
          text: "There is no tool named `read_files` (did you mean `read_file` or `read_multiple_files`?)",
        },
      ],
      isError: true,
    });
  });

  it("and the server's own answer without it", async () => {
    const result = await forwarding.client.callTool({
      name: "read_files",
      arguments: { path: file },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe("MCP error -32602: Tool read_files not found");
  });

  it("the connection's session answers the third identical mistake with the parameters line", async () => {
    const call = { name: "read_text_file", arguments: { file: "b.txt" } };
    await answering.client.callTool(call);
    await answering.client.callTool(call);
    const third = await answering.client.callTool(call);
    expect(textOf(third)).toBe(
      "read_text_file failed due to the following issue:\nThe required parameter `path` is missing\nread_text_file takes `path` (string, required), `tail` (number), `head` (number)\nThe previous 2 calls to `read_text_file` made the same mistake; change the arguments as described above instead of sending the same call again",
    );
  });
});
