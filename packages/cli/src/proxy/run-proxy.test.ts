import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../terminal/cli-io.js";
import { runProxy, say } from "./run-proxy.js";

// A stdio server that lists one tool and answers each call with the line it got, under the id
// text it got: it keeps the id's digits as they came, as a server in a language with big
// integers would.
const server = `
const tools = [{ name: "tag_note", inputSchema: { type: "object",
  properties: { id: { type: "number" }, ref: { type: "number" }, ratio: { type: "number" } },
  required: ["id"], additionalProperties: false } }];
let buffer = "";
process.stdin.on("data", (chunk) => {
  buffer += chunk;
  let newline;
  while ((newline = buffer.indexOf("\\n")) !== -1) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    const id = /"id":(-?[0-9]+|"[^"]*")/.exec(line)[1];
    const result = line.includes('"tools/list"')
      ? JSON.stringify({ tools })
      : JSON.stringify({ content: [{ type: "text", text: line }] });
    process.stdout.write('{"jsonrpc":"2.0","id":' + id + ',"result":' + result + "}\\n");
  }
});
`;

/** A stdio server that lists one tool, `any`, and runs `then` on each other message it reads. */
const listingServer = (then: string) => `
let buffer = "";
process.stdin.on("data", (chunk) => {
  buffer += chunk;
  let newline;
  while ((newline = buffer.indexOf("\\n")) !== -1) {
    const message = JSON.parse(buffer.slice(0, newline));
    buffer = buffer.slice(newline + 1);
    if (message.method === "tools/list") {
      const tools = [{ name: "any", inputSchema: { type: "object" } }];
      process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result: { tools } }) + "\\n");
    } else {
${then}
    }
  }
});
`;

// On a call, this server asks the client to sample, and answers the call with what it got.
const asking = listingServer(`
      if (message.method === "tools/call") {
        process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: "s1", method: "sampling/createMessage", params: {} }) + "\\n");
      } else if (message.id === "s1") {
        const text = JSON.stringify(message.error);
        process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: 2, result: { content: [{ type: "text", text }] } }) + "\\n");
      }`);

const io: CliIo = {
  writeOut: () => {},
  writeErr: () => {},
  stderrIsTTY: false,
  readStdin: async () => "",
};

describe("say", () => {
  it("writes a line whose control characters are escaped, so a server's error text cannot move the terminal", () => {
    let written = "";
    say(
      { ...io, writeErr: (text) => (written += text) },
      "from the server: \u001b[31mred\nforged: 1",
    );
    expect(written).toBe("from the server: \\u001b[31mred\\nforged: 1\n");
  });
});

describe("runProxy", () => {
  it("does not start when the --log file cannot be opened, saying why", async () => {
    let written = "";
    const spec = {
      server: { kind: "command" as const, command: process.execPath, args: ["-e", server] },
      answer: true,
      log: "/nonexistent/dir/calls.jsonl",
    };
    const streams = { input: new PassThrough(), output: new PassThrough() };
    const status = await runProxy(spec, streams, { ...io, writeErr: (text) => (written += text) });
    expect(status).toBe(2);
    expect(written).toBe(
      "tool-input proxy: cannot write the log /nonexistent/dir/calls.jsonl: ENOENT: no such file or directory, open '/nonexistent/dir/calls.jsonl'\n",
    );
  });

  it("keeps an integer id past 2^53 exactly, in a repaired call and in its own answer", async () => {
    const lines = await throughProxy(
      [
        '{"jsonrpc":"2.0","id":12345678901234567891,"method":"tools/call","params":{"name":"tag_note","arguments":{"id":"7"}}}',
        '{"jsonrpc":"2.0","id":98765432109876543211,"method":"tools/call","params":{"name":"tag_note","arguments":{"id":7,"bogus":1}}}',
      ],
      2,
    );
    const repaired =
      '{"jsonrpc":"2.0","id":12345678901234567891,"method":"tools/call","params":{"name":"tag_note","arguments":{"id":7}}}';
    // The proxy's own answer and the server's, in whichever order they came.
    expect(lines.sort()).toEqual(
      [
        `{"jsonrpc":"2.0","id":98765432109876543211,"result":{"content":[{"type":"text","text":"tag_note failed due to the following issue:\\nAn unexpected parameter \`bogus\` was provided"}],"isError":true}}`,
        `{"jsonrpc":"2.0","id":12345678901234567891,"result":${JSON.stringify({ content: [{ type: "text", text: repaired }] })}}`,
      ].sort(),
    );
  });

  it("keeps the numbers of a repaired call's other arguments exactly as the client wrote them", async () => {
    // A snowflake id past 2^53 and a fraction with more digits than a double keeps: a server with
    // exact numbers (Python's json) reads them as sent; the repair of `id` must not change them.
    const [answer] = await throughProxy(
      [
        '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tag_note","arguments":{"id":"7","ref":1234567890123456789,"ratio":0.1000000000000000055511151231257827}}}',
      ],
      1,
    );
    const received =
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tag_note","arguments":{"id":7,"ref":1234567890123456789,"ratio":0.1000000000000000055511151231257827}}}';
    expect(answer).toBe(
      `{"jsonrpc":"2.0","id":2,"result":${JSON.stringify({ content: [{ type: "text", text: received }] })}}`,
    );
  });

  it("answers every request a client sent before its input ended, then ends", async () => {
    const { lines, status } = await endedAtOnce(server, [
      '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}',
      // Repaired, so sent on only after the wrapper's own listing.
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tag_note","arguments":{"id":"7"}}}',
    ]);
    expect(status).toBe(0);
    expect(lines.map((line) => JSON.parse(line).id).sort()).toEqual([1, 2]);
  });

  it("answers the server's own request with an error once the client's input has ended", async () => {
    const { lines, status } = await endedAtOnce(asking, [
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"any","arguments":{}}}',
    ]);
    expect(status).toBe(0);
    expect(lines).toEqual([
      JSON.stringify({
        jsonrpc: "2.0",
        id: 2,
        result: {
          content: [
            {
              type: "text",
              text: '{"code":-32000,"message":"The client has closed its input (tool-input proxy)"}',
            },
          ],
        },
      }),
    ]);
  });

  it("does not wait for a request the client cancelled before its input ended", async () => {
    // Never answers a call.
    const silent = listingServer("");
    const started = Date.now();
    const { lines, status } = await endedAtOnce(silent, [
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"any","arguments":{}}}',
      '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}',
    ]);
    expect(status).toBe(0);
    expect(lines).toEqual([]);
    // Well within the 30 seconds a request that is still waited for would take.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("answers with an error the server's request the client left unanswered when its input ended", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let text = "";
    const spec = {
      server: { kind: "command" as const, command: process.execPath, args: ["-e", asking] },
      answer: true,
    };
    const done = runProxy(spec, { input, output }, io);
    const asked = new Promise<void>((resolve) => {
      output.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
        if (text.includes("sampling/createMessage")) resolve();
      });
    });
    input.write(
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"any","arguments":{}}}\n',
    );
    await asked;
    input.end();
    expect(await done).toBe(0);
    const lines = text.split("\n").filter((line) => line !== "");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { jsonrpc: "2.0", id: "s1", method: "sampling/createMessage", params: {} },
      {
        jsonrpc: "2.0",
        id: 2,
        result: {
          content: [
            {
              type: "text",
              text: '{"code":-32000,"message":"The client has closed its input (tool-input proxy)"}',
            },
          ],
        },
      },
    ]);
  });
});

/** What the proxy writes back when a client writes `messages` and ends its input at once. */
async function endedAtOnce(
  serverSource: string,
  messages: readonly string[],
): Promise<{ lines: string[]; status: number }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = "";
  output.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
  });
  const spec = {
    server: { kind: "command" as const, command: process.execPath, args: ["-e", serverSource] },
    answer: true,
  };
  const done = runProxy(spec, { input, output }, io);
  input.end(messages.map((message) => `${message}\n`).join(""));
  const status = await done;
  return { lines: text.split("\n").filter((line) => line !== ""), status };
}

/** The lines the proxy writes back for `calls`, sent after a listing, once `count` have come. */
async function throughProxy(calls: readonly string[], count: number): Promise<string[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  const lines: string[] = [];
  let buffered = "";
  output.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts);
  });
  const spec = {
    server: { kind: "command" as const, command: process.execPath, args: ["-e", server] },
    answer: true,
  };
  const done = runProxy(spec, { input, output }, io);
  const answered = async (total: number) => {
    for (let i = 0; i < 5_000 && lines.length < total; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
  input.write('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}\n');
  await answered(1);
  for (const call of calls) input.write(`${call}\n`);
  await answered(1 + count);
  input.end();
  expect(await done).toBe(0);
  return lines.slice(1);
}
