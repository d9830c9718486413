import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { settledHeap } from "./heap.js";

/** The repository's root. */
export const root: string = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The proxy's server in these benchmarks: test/fixtures/fault-server.mjs. */
export const faultServer: readonly string[] = [
  process.execPath,
  join(root, "test/fixtures/fault-server.mjs"),
];

/** `tool-input proxy` from source, as `pnpm tool-input proxy` would run it once built. */
export const proxyFromSource: readonly string[] = [
  process.execPath,
  "--import",
  "tsx",
  "--conditions=@tool-input/source",
  join(root, "packages/cli/src/bin.ts"),
  "proxy",
];

// What the proxy benchmarks share: a client, a valid call, sequential round trips.

/** An SDK client connected over `transport`. */
export async function open(transport: Transport): Promise<Client> {
  const client = new Client({ name: "bench", version: "0.0.0" });
  await client.connect(transport);
  return client;
}

/** A stdio transport that starts `command`. */
export function stdio([command, ...args]: readonly string[]): Transport {
  return new StdioClientTransport({ command: command as string, args, cwd: root });
}

/** One valid `echo` call (a string `n` is repaired behind the proxy). */
export function echo(client: Client, n: number | string): Promise<unknown> {
  return client.callTool({ name: "echo", arguments: { n } });
}

/** Round-trip times of `count` sequential calls, in ms. */
export async function roundTrips(client: Client, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await echo(client, i);
    times.push(performance.now() - start);
  }
  return times;
}

/** The median of `values`. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Heap at each mark of `marks` calls, 50 in flight, each repaired (`n` sent as text). */
export async function heapAt(client: Client, marks: readonly number[]): Promise<number[]> {
  const heaps: number[] = [];
  let done = 0;
  for (const mark of marks) {
    let next = done;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < mark) {
          next++;
          await echo(client, String(next));
        }
      }),
    );
    done = mark;
    heaps.push(settledHeap());
  }
  return heaps;
}
