import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { LineTransport } from "./line-transport.js";

async function feed(chunks: readonly (string | Buffer)[], maxLineBytes?: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = new LineTransport(input, output, true, maxLineBytes);
  const messages: unknown[] = [];
  const errors: string[] = [];
  transport.onmessage = (message) => messages.push(message);
  transport.onerror = (error) => errors.push(error.message);
  await transport.start();
  for (const chunk of chunks) input.write(chunk);
  await new Promise((resolve) => setImmediate(resolve));
  return { messages, errors, transport, output };
}

describe("LineTransport", () => {
  it("reads one message per line, whatever the chunks", async () => {
    const { messages } = await feed([
      '{"id":1,"m',
      'ethod":"a"}\n{"id":2}\r\n\n{"id"',
      Buffer.from(":3}\n"),
    ]);
    expect(messages).toEqual([{ id: 1, method: "a" }, { id: 2 }, { id: 3 }]);
  });

  it("keeps multi-byte characters split across chunks", async () => {
    const bytes = Buffer.from('{"text":"adiós ✓"}\n');
    const { messages } = await feed([bytes.subarray(0, 14), bytes.subarray(14)]);
    expect(messages).toEqual([{ text: "adiós ✓" }]);
  });

  it("drops a line that is not JSON, or not an object, and goes on", async () => {
    const { messages, errors } = await feed(['not json\n3\n{"id":4}\n']);
    expect(messages).toEqual([{ id: 4 }]);
    expect(errors).toEqual([
      "a line that is not JSON was dropped: not json",
      "a line that is not a JSON-RPC message was dropped: 3",
    ]);
  });

  it("relays a message it read as the same bytes", async () => {
    const line = '{ "id" : 6,\t"method":"x" }';
    const { messages, transport, output } = await feed([`${line}\n`]);
    await transport.send(messages[0] as never);
    await new Promise((resolve) => setImmediate(resolve));
    expect(output.read()?.toString()).toBe(`${line}\n`);
  });

  it("drops a line longer than the bound whole, and reads the next", async () => {
    const { messages, errors } = await feed(
      [`{"a":"${"x".repeat(50)}`, `${"y".repeat(50)}"}\n{"id":5}\n`],
      64,
    );
    expect(messages).toEqual([{ id: 5 }]);
    expect(errors).toEqual(["a message longer than 64 bytes was dropped"]);
  });

  it("writes one line per message, and refuses to send once closed", async () => {
    const { transport, output } = await feed([]);
    await transport.send({ jsonrpc: "2.0", id: 1, method: "ping" });
    await transport.send({ jsonrpc: "2.0", id: 2, method: "ping" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(output.read()?.toString()).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n',
    );
    let closed = 0;
    transport.onclose = () => closed++;
    await transport.close();
    await transport.close();
    expect(closed).toBe(1);
    await expect(transport.send({ jsonrpc: "2.0", id: 2, method: "ping" })).rejects.toThrow(
      "the transport is closed",
    );
  });
});
