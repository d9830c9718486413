import { existsSync, readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { LineTransport } from "../../packages/cli/src/proxy/line-transport.js";
import { runProxy } from "../../packages/cli/src/proxy/run-proxy.js";
import { canCollect } from "../heap.js";
import {
  echo,
  faultServer,
  heapAt,
  median,
  open,
  proxyFromSource,
  roundTrips,
  stdio,
} from "../proxy-calls.js";
import { summary, verdict } from "../report.js";
import type { Table } from "../table.js";
import { bytes, num } from "../table.js";
import { httpRows } from "./proxy-http.js";

const server = faultServer;
const proxy = [...proxyFromSource, "--", ...server];

const latencyTarget = 1; // ms added at the median
const throughputTarget = 0.05; // at most 5% fewer calls per second
const heapTarget = 1024 * 1024; // growth between 10,000 and the last call
const calls = Number(process.env.BENCH_PROXY_CALLS ?? 100_000);

/** Calls per second over `total` calls, `width` in flight at a time. */
async function throughput(client: Client, total: number, width: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < total) {
        next++;
        await echo(client, next);
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

/** CPU time a process has used, in ms, from /proc (Linux); `undefined` elsewhere. */
function cpuOf(pid: number | null): number | undefined {
  if (pid === null || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Heap after `marks` calls through an in-process proxy (the server a child process), repaired each time. */
async function heapOverCalls(marks: readonly number[]): Promise<number[]> {
  const toProxy = new PassThrough();
  const toClient = new PassThrough();
  const io = {
    writeOut: () => {},
    writeErr: (text: string) => process.stderr.write(text),
    stderrIsTTY: false,
    readStdin: async () => "",
  };
  const [command, ...args] = server;
  const running = runProxy(
    { server: { kind: "command", command: command as string, args }, answer: false },
    { input: toProxy, output: toClient },
    io,
  );
  const client = await open(new LineTransport(toClient, toProxy));
  const heaps = await heapAt(client, marks);
  await client.close();
  await running;
  return heaps;
}

/** Scenario 7: `tool-input proxy` against the same server direct. */
export async function proxyScenario(): Promise<Table> {
  const direct = await open(stdio(server));
  const proxyTransport = stdio(proxy) as StdioClientTransport;
  const proxied = await open(proxyTransport);
  const directTimes: number[] = [];
  const proxiedTimes: number[] = [];
  await roundTrips(direct, 500);
  await roundTrips(proxied, 500);
  for (let round = 0; round < 5; round++) {
    directTimes.push(...(await roundTrips(direct, 400)));
    proxiedTimes.push(...(await roundTrips(proxied, 400)));
  }
  const added = median(proxiedTimes) - median(directTimes);
  const directRates: number[] = [];
  const proxiedRates: number[] = [];
  let proxyCpu = 0;
  for (let round = 0; round < 5; round++) {
    directRates.push(await throughput(direct, 10_000, 50));
    const before = cpuOf(proxyTransport.pid);
    proxiedRates.push(await throughput(proxied, 10_000, 50));
    proxyCpu += (cpuOf(proxyTransport.pid) ?? Number.NaN) - (before ?? Number.NaN);
  }
  // The proxy's own CPU time per call, in µs: what it costs wherever it runs.
  const cpuPerCall = (proxyCpu * 1000) / 50_000;
  const loss = 1 - median(proxiedRates) / median(directRates);
  await Promise.all([direct.close(), proxied.close()]);

  const marks = [10_000, Math.round(calls / 2), calls];
  const heaps = canCollect ? await heapOverCalls(marks) : [];
  const growth = (heaps.at(-1) ?? 0) - (heaps[0] ?? 0);

  const remote = await httpRows();

  summary.push(
    {
      scenario: "7 proxy",
      check: `added median round trip ≤ ${latencyTarget} ms`,
      value: `${num(added * 1000)} µs`,
      pass: added <= latencyTarget,
    },
    {
      scenario: "7 proxy",
      check: `throughput loss ≤ ${throughputTarget * 100}%`,
      value: `${num(loss * 100)}%`,
      pass: loss <= throughputTarget,
    },
  );
  if (canCollect) {
    summary.push({
      scenario: "7 proxy",
      check: `heap growth 10,000 → ${num(calls)} calls ≤ ${bytes(heapTarget)}`,
      value: bytes(growth),
      pass: growth <= heapTarget,
    });
  }
  return {
    title: "7. tool-input proxy against the same server direct",
    head: ["measure", "direct", "proxy", "difference", "target", "result"],
    rows: [
      [
        "median tools/call round trip (2,000 calls)",
        `${num(median(directTimes) * 1000)} µs`,
        `${num(median(proxiedTimes) * 1000)} µs`,
        `+${num(added * 1000)} µs`,
        `≤ ${latencyTarget} ms`,
        verdict(added <= latencyTarget),
      ],
      [
        "calls per second (10,000 calls, 50 in flight, median of 5)",
        num(median(directRates)),
        num(median(proxiedRates)),
        `${num(-loss * 100)}%`,
        `≥ -${throughputTarget * 100}%`,
        verdict(loss <= throughputTarget),
      ],
      [
        "proxy process CPU time per call (the 50,000 calls above)",
        "",
        Number.isNaN(cpuPerCall) ? "n/a" : `${num(cpuPerCall)} µs`,
        "",
        "",
        "",
      ],
      ...(canCollect
        ? [
            [
              `heap after ${marks.map((m) => num(m)).join(" / ")} calls (in-process proxy)`,
              "",
              heaps.map((h) => bytes(h)).join(" / "),
              bytes(growth),
              `≤ ${bytes(heapTarget)}`,
              verdict(growth <= heapTarget),
            ],
          ]
        : []),
      ...remote,
    ],
    notes: [
      "The server is test/fixtures/fault-server.mjs (the SDK's low-level Server); the client is the SDK's Client over StdioClientTransport, both ways. Round trips are sequential valid calls, in alternating rounds of 400 after 500 warm-up calls each; throughput is the median of 5 alternating rounds.",
      "On a machine with fewer free cores than the three processes (client, proxy, server), the proxy's CPU time comes out of the others' and throughput drops by about its share; the CPU time per call, read from /proc, is the figure that does not depend on the load.",
      "Heap: the proxy runs in the benchmark's process (runProxy over in-memory streams, the server a child), each call repaired (`n` sent as text); the figure includes the SDK client's own state. BENCH_PROXY_CALLS sets the number of calls.",
      "--url: the SDK's Client over StdioClientTransport through `tool-input proxy --url`, against the same Client over StreamableHTTPClientTransport straight to the server (test/fixtures/http-echo-server.mjs, the SDK's Node.js Streamable HTTP server transport on 127.0.0.1). --listen: the Client over StreamableHTTPClientTransport through `tool-input proxy --listen 127.0.0.1:0` in front of the fault server (stdio), against the same Client straight to the HTTP server. The benchmark's HTTP clients use the proxy's per-request-signal fetch, as the proxy's own does. Heap: after 10,000 and 20,000 repaired calls, 50 in flight, with runProxy (--url) or runListen (--listen) in the benchmark's process.",
    ],
  };
}
