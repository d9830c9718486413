import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LearnedStore } from "../packages/mcp/src/learned/learned-store.js";
import { type Connection, cliBin, connect, fixture, textOf } from "./support/proxy.js";

// The proxy's `--learned` file and its pending requests when the server ends (issue 25, item 6;
// docs/mcp.md, "Retry and learn" and "The proxy"), with real processes: proxies started from
// the SDK's stdio client in front of real servers.

const dir = mkdtempSync(join(tmpdir(), "tool-input-learned-proxy-"));
const misAdvertising = [process.execPath, fixture("mis-advertising-server.mjs"), "--many", "60"];
const faultServer = [process.execPath, fixture("fault-server.mjs")];
const open: Connection[] = [];

afterAll(async () => {
  await Promise.allSettled(open.map((connection) => connection.client.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function proxied(flags: readonly string[]): Promise<Connection> {
  const connection = await connect(misAdvertising, flags);
  open.push(connection);
  return connection;
}

/** Calls `run_<i>` with JSON text for `args`, which the server rejects once; the proxy retries and learns. */
function run(connection: Connection, i: number): Promise<string> {
  return connection.client
    .callTool({ name: `run_${i}`, arguments: { command: "ls", args: `{"n":${i}}` } })
    .then(textOf);
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from }, (_, i) => from + i);

/** The tools the file has learned `args` for. */
function learnedTools(file: string): string[] {
  const snapshot = new LearnedStore(file).snapshot();
  return Object.keys(snapshot)
    .filter((tool) => snapshot[tool]?.args === "object")
    .sort();
}

const names = (numbers: readonly number[]): string[] => numbers.map((i) => `run_${i}`).sort();

describe("two proxies sharing one --learned file", () => {
  it("keep every correction either learned, 60 of 60", async () => {
    const file = join(dir, "shared.json");
    const [first, second] = await Promise.all([
      proxied(["--learned", file]),
      proxied(["--learned", file]),
    ]);
    const answers = await Promise.all([
      ...range(0, 30).map((i) => run(first as Connection, i)),
      ...range(30, 60).map((i) => run(second as Connection, i)),
    ]);
    expect(answers).toEqual(range(0, 60).map((i) => `ran ls with {"n":${i}}`));
    expect(learnedTools(file)).toEqual(names(range(0, 60)));
    // A third proxy starts knowing all of them: no call of its is rejected.
    const third = await proxied(["--learned", file]);
    await Promise.all(range(0, 60).map((i) => run(third, i)));
    const stats = JSON.parse(textOf(await third.client.callTool({ name: "stats", arguments: {} })));
    expect(stats.rejections).toBe(0);
  });

  it("lose nothing when one is ended by SIGTERM while both are writing", async () => {
    const file = join(dir, "terminated.json");
    const [ended, going] = await Promise.all([
      proxied(["--learned", file]),
      proxied(["--learned", file]),
    ]);
    const answered: number[] = [];
    const calls = range(0, 30).map((i) =>
      run(ended as Connection, i).then(
        () => answered.push(i),
        () => undefined,
      ),
    );
    const others = Promise.all(range(30, 60).map((i) => run(going as Connection, i)));
    // Ended as soon as its first correction is answered, with the rest in flight.
    await new Promise<void>((resolve) => {
      const wait = () => (answered.length > 0 ? resolve() : setTimeout(wait, 1));
      wait();
    });
    process.kill(ended?.transport.pid as number, "SIGTERM");
    await Promise.all(calls);
    await others;
    expect(answered.length).toBeGreaterThan(0);
    // Every correction a client saw answered is in the file, and the file reads whole.
    const learned = learnedTools(file);
    expect(learned).toEqual(expect.arrayContaining(names([...answered, ...range(30, 60)])));
  });
});

describe("a --learned file the proxy cannot keep, or an unusual one", () => {
  it("refuses a read-only file with one line, leaving its text and mode", () => {
    const file = join(dir, "read-only.json");
    const text = '{"tools":{"run":{"args":"object"}}}\n';
    writeFileSync(file, text);
    chmodSync(file, 0o444);
    const run = spawnSync(
      process.execPath,
      [cliBin, "proxy", "--learned", file, "--", ...misAdvertising],
      { input: "", encoding: "utf8" },
    );
    expect({ status: run.status, stderr: run.stderr }).toEqual({
      status: 2,
      stderr: `tool-input proxy: ${file} is read-only, so nothing learned could be kept: make it writable, or name another file\n`,
    });
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(statSync(file).mode & 0o777).toBe(0o444);
  });

  it.each([
    { name: "an empty file", text: "" },
    { name: "a file with a byte-order mark", text: '\uFEFF{"tools":{"run_1":{"args":"object"}}}' },
  ])("starts with $name, uses it and appends to it", async ({ text }) => {
    const file = join(dir, `unusual-${text.length}.json`);
    writeFileSync(file, text);
    const proxy = await proxied(["--learned", file]);
    await run(proxy, 0);
    await run(proxy, 1);
    expect(learnedTools(file)).toEqual(expect.arrayContaining(["run_0", "run_1"]));
    expect(readFileSync(file, "utf8").startsWith(text)).toBe(true);
  });
});

describe("the server ending with requests pending", () => {
  it("answers each with an error: a batch's as a batch, and two requests with one id twice", async () => {
    const child = spawn(process.execPath, [cliBin, "proxy", "--", ...faultServer], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
    const call = (id: number, name: string) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name, arguments: {} },
    });
    // The SDK's server reads no batch, so this one is never answered.
    send([
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { jsonrpc: "2.0", id: 2, method: "ping" },
    ]);
    send(call(5, "hang"));
    send(call(5, "hang"));
    send(call(9, "crash"));
    expect(await exited).toBe(3);
    const message = "The MCP server exited with code 3 before answering (tool-input proxy)";
    const error = (id: number) => ({ jsonrpc: "2.0", id, error: { code: -32000, message } });
    expect(
      stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    ).toEqual([[error(1), error(2)], error(5), error(5), error(9)]);
    expect(stderr).toContain(
      `tool-input proxy: the server (${faultServer.join(" ")}) exited with code 3 before answering 5 requests\n`,
    );
  });
});
