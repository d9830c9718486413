import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { runListen } from "../../packages/cli/src/proxy/http/listen-proxy.js";
import { LineTransport } from "../../packages/cli/src/proxy/line-transport.js";
import { runProxy } from "../../packages/cli/src/proxy/run-proxy.js";
import { requestSignalFetch } from "../../packages/cli/src/proxy/upstream/request-signal-fetch.js";
import { canCollect } from "../heap.js";
import {
  faultServer,
  heapAt,
  median,
  open,
  proxyFromSource,
  root,
  roundTrips,
  stdio,
} from "../proxy-calls.js";
import { summary, verdict } from "../report.js";
import { bytes, num } from "../table.js";

// Scenario 7's HTTP rows: `tool-input proxy --url` and `--listen` on loopback.

const latencyTarget = 1; // ms added at the median
const heapTarget = 1024 * 1024; // growth between 10,000 and 20,000 calls
const cli = proxyFromSource;

/** A child process that says `listening on URL` on stderr, and that URL. */
async function listening(
  command: readonly string[],
): Promise<{ child: ChildProcess; url: string }> {
  const [file, ...args] = command;
  const child = spawn(file as string, args, { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
  let text = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const found = /listening on (\S+)/.exec(text)?.[1];
      if (found !== undefined) resolve(found);
    });
    child.once("exit", () => reject(new Error(`[bench] ${command.join(" ")} exited: ${text}`)));
  });
  return { child, url };
}

// The benchmark's own HTTP clients get the proxy's fetch too, so that the SDK client's abort
// listeners (docs/performance.md, "7. The proxy") weigh on neither side.
const http = (url: string) =>
  new StreamableHTTPClientTransport(new URL(url), { fetch: requestSignalFetch() });

/** Sequential round trips in alternating rounds after a warm-up, as the stdio row does. */
async function compare(
  direct: Client,
  proxied: Client,
): Promise<{ direct: number; proxied: number }> {
  const directTimes: number[] = [];
  const proxiedTimes: number[] = [];
  await roundTrips(direct, 500);
  await roundTrips(proxied, 500);
  for (let round = 0; round < 5; round++) {
    directTimes.push(...(await roundTrips(direct, 400)));
    proxiedTimes.push(...(await roundTrips(proxied, 400)));
  }
  return { direct: median(directTimes), proxied: median(proxiedTimes) };
}

const quiet = {
  writeOut: () => {},
  writeErr: () => {},
  stderrIsTTY: false,
  readStdin: async () => "",
};

/** `--url` in the benchmark's own process, over in-memory streams, to `url`. */
async function urlHeap(url: string, marks: readonly number[]): Promise<number[]> {
  const toProxy = new PassThrough();
  const toClient = new PassThrough();
  const server = { kind: "url", url: new URL(url), headers: {} } as const;
  const running = runProxy({ server, answer: false }, { input: toProxy, output: toClient }, quiet);
  const client = await open(new LineTransport(toClient, toProxy));
  const heaps = await heapAt(client, marks);
  await client.close();
  await running;
  return heaps;
}

/** `--listen` in the benchmark's own process, in front of the fault server. */
async function listenHeap(marks: readonly number[]): Promise<number[]> {
  let said = "";
  const io = {
    ...quiet,
    writeErr: (text: string) => {
      said += text;
    },
  };
  const [command, ...args] = faultServer;
  const server = { kind: "command", command: command as string, args } as const;
  const stop = new AbortController();
  const running = runListen(
    { server, answer: false },
    { host: "127.0.0.1", port: 0, origins: [], signal: stop.signal },
    io,
    {},
  );
  while (!/listening on (\S+)/.test(said)) await new Promise((resolve) => setTimeout(resolve, 10));
  const client = await open(http(/listening on (\S+)/.exec(said)?.[1] as string));
  const heaps = await heapAt(client, marks);
  await client.close();
  stop.abort();
  await running;
  return heaps;
}

/** The `--url` and `--listen` rows of scenario 7, and their checks in the summary. */
export async function httpRows(): Promise<string[][]> {
  const echoServer = await listening([
    process.execPath,
    join(root, "test/fixtures/http-echo-server.mjs"),
  ]);
  const listen = await listening([...cli, "--listen", "127.0.0.1:0", ...faultServer]);
  const rows: string[][] = [];
  // The first 10,000 calls warm up (compiled code, the SDK's caches), as in the stdio row.
  const marks = [10_000, 20_000];
  const row = (name: string, times: { direct: number; proxied: number }, heaps: number[]): void => {
    const added = times.proxied - times.direct;
    const growth = (heaps.at(-1) ?? 0) - (heaps[0] ?? 0);
    summary.push({
      scenario: "7 proxy",
      check: `${name}: added median round trip ≤ ${latencyTarget} ms`,
      value: `${num(added * 1000)} µs`,
      pass: added <= latencyTarget,
    });
    rows.push([
      `${name}: median tools/call round trip (2,000 calls)`,
      `${num(times.direct * 1000)} µs`,
      `${num(times.proxied * 1000)} µs`,
      `${added < 0 ? "" : "+"}${num(added * 1000)} µs`,
      `≤ ${latencyTarget} ms`,
      verdict(added <= latencyTarget),
    ]);
    if (!canCollect) return;
    summary.push({
      scenario: "7 proxy",
      check: `${name}: heap growth 10,000 → 20,000 calls ≤ ${bytes(heapTarget)}`,
      value: bytes(growth),
      pass: growth <= heapTarget,
    });
    rows.push([
      `${name}: heap after ${marks.map((m) => num(m)).join(" / ")} calls (in-process proxy)`,
      "",
      heaps.map((h) => bytes(h)).join(" / "),
      bytes(growth),
      `≤ ${bytes(heapTarget)}`,
      verdict(growth <= heapTarget),
    ]);
  };
  try {
    // --url: a stdio client through the proxy, against an HTTP client to the same server.
    const httpDirect = await open(http(echoServer.url));
    const viaUrl = await open(stdio([...cli, "--url", echoServer.url]));
    const urlTimes = await compare(httpDirect, viaUrl);
    await Promise.all([httpDirect.close(), viaUrl.close()]);
    row("--url", urlTimes, canCollect ? await urlHeap(echoServer.url, marks) : []);
    // --listen: an HTTP client through the proxy to the stdio server, against the same client
    // straight to the HTTP server that has the same tool.
    const httpDirectAgain = await open(http(echoServer.url));
    const viaListen = await open(http(listen.url));
    const listenTimes = await compare(httpDirectAgain, viaListen);
    await Promise.all([httpDirectAgain.close(), viaListen.close()]);
    row("--listen", listenTimes, canCollect ? await listenHeap(marks) : []);
  } finally {
    echoServer.child.kill();
    listen.child.kill("SIGTERM");
  }
  return rows;
}
