import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `tool-input replay` reads its log as a stream: the built bin in a child process whose heap is
// capped far below the log's size (docs/cli.md, replay).
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-stream-"));

const tools = join(dir, "tools.json");
writeFileSync(
  tools,
  JSON.stringify({
    tools: [
      {
        name: "read",
        inputSchema: {
          type: "object",
          properties: { path: { type: "string" }, head: { type: "number" } },
          required: ["path"],
        },
      },
    ],
  }),
);

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writeLog(name: string, lines: Iterable<string>): Promise<string> {
  const path = join(dir, name);
  const out = createWriteStream(path);
  for (const line of lines) {
    if (!out.write(line)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return path;
}

function* manyCalls(count: number): Generator<string> {
  const padding = "x".repeat(200);
  for (let i = 0; i < count; i += 1) {
    const input = i % 2 === 0 ? { path: `${padding}${i}`, head: "5" } : { path: `${padding}${i}` };
    yield `${JSON.stringify({ tool: "read", input })}\n`;
  }
}

describe("tool-input replay streams its log", () => {
  it("replays a log several times larger than the heap it may use, and skips a line past 16 Mi characters", async () => {
    // 240,000 calls (about 55 MB) plus one 17 Mi-character line: read whole, the log alone
    // would not fit in a 48 MB heap.
    const huge = `{"tool":"read","input":{"path":"${"y".repeat(17 * 1024 * 1024)}"}}\n`;
    const log = await writeLog(
      "big.jsonl",
      (function* () {
        yield* manyCalls(120_000);
        yield huge;
        yield* manyCalls(120_000);
      })(),
    );
    const run = spawnSync(
      process.execPath,
      ["--max-old-space-size=48", bin, "replay", "--tools", tools, log, "--json"],
      { encoding: "utf8", maxBuffer: 1 << 20 },
    );
    expect(run.stderr).toBe(`${log}:120001: longer than 16777216 characters, not read\n`);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.total).toEqual({
      calls: 240_000,
      valid: 120_000,
      repaired: 120_000,
      rejected: 0,
      unknown: 0,
      repairs: { number: 120_000 },
    });
    expect(report.problemCount).toBe(1);
  }, 60_000);

  it("keeps 1,000 problems for --json, counts them all, and prints 20", async () => {
    const log = await writeLog(
      "unknown.jsonl",
      (function* () {
        for (let i = 0; i < 1500; i += 1) yield `${JSON.stringify({ tool: `t${i}`, input: {} })}\n`;
      })(),
    );
    const run = spawnSync(process.execPath, [bin, "replay", "--tools", tools, log, "--json"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.problemCount).toBe(1500);
    expect(report.problems).toHaveLength(1000);
    expect(report.problems[999]).toEqual({ line: 1000, message: 'unknown tool "t999"' });
    const stderr = run.stderr.split("\n");
    expect(stderr).toHaveLength(22);
    expect(stderr[19]).toBe(`${log}:20: unknown tool "t19"`);
    expect(stderr[20]).toBe(`${log}: 1,480 more problems not shown`);
  });
});

describe("tool-input replay bounds what unknown tool names hold (docs/cli.md, replay)", () => {
  const call = (tool: string): string => `${JSON.stringify({ tool, input: {} })}\n`;

  it("gives 100 distinct unknown names a row each, the rest one row, and cuts names at 100 characters", async () => {
    const long = `n${"y".repeat(149)}`;
    const names = [
      long,
      ...Array.from({ length: 102 }, (_, i) => `u${String(i).padStart(3, "0")}`),
    ];
    const log = await writeLog("names.jsonl", [
      `${JSON.stringify({ tool: "read", input: { path: "a" } })}\n`,
      ...names.map(call),
      call(long),
    ]);
    const run = spawnSync(process.execPath, [bin, "replay", "--tools", tools, log], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    const cut = `n${"y".repeat(98)}…`;
    const stderr = run.stderr.split("\n");
    expect(stderr[0]).toBe(`${log}:2: unknown tool "${cut}"`);
    expect(stderr[1]).toBe(`${log}:3: unknown tool "u000"`);
    expect(stderr[20]).toBe(`${log}: 84 more problems not shown`);
    const row = (name: string, calls: number): string =>
      `${name.padEnd(102)}  ${String(calls).padStart(5)}      -         -         -  not in the catalog`;
    expect(run.stdout).toBe(
      [
        `Replayed 105 calls from ${log} against 1 tool from ${tools}.`,
        "",
        `${"tool".padEnd(102)}  calls  valid  repaired  rejected  repairs`,
        `${"read".padEnd(102)}      1      1         0         0`,
        row(cut, 2),
        ...names.slice(1, 100).map((name) => row(name, 1)),
        row("(other unknown tools)", 3),
        `${"total".padEnd(102)}    105      1         0         0`,
        "",
      ].join("\n"),
    );
  });

  it("replays many distinct unknown names, and long ones, in a small heap", async () => {
    const padding = "x".repeat(300);
    const many = await writeLog(
      "many-names.jsonl",
      (function* () {
        for (let i = 0; i < 100_000; i += 1) yield call(`t${i}${padding}`);
      })(),
    );
    const long = await writeLog(
      "long-names.jsonl",
      (function* () {
        for (let i = 0; i < 20; i += 1) yield call(`t${i}${"x".repeat(4_000_000)}`);
      })(),
    );
    // Kept whole, the names would take 30 MB and 80 MB. A 4 Mi-character line needs some room of
    // its own while it is read: in 32 MB, Node.js 24 runs out about one time in two.
    for (const [log, calls, heapMb] of [
      [many, 100_000, 32],
      [long, 20, 48],
    ] as const) {
      const run = spawnSync(
        process.execPath,
        [`--max-old-space-size=${heapMb}`, bin, "replay", "--tools", tools, log, "--json"],
        { encoding: "utf8", maxBuffer: 1 << 24 },
      );
      expect(run.signal).toBe(null);
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout);
      expect(report.total.unknown).toBe(calls);
      const rows = report.tools.map((row: { tool: string; calls: number }) => row.calls);
      expect(rows).toEqual(
        calls > 100 ? [...Array(100).fill(1), calls - 100] : Array(calls).fill(1),
      );
      if (calls > 100) expect(report.tools[100].tool).toBe("(other unknown tools)");
      expect(report.problems[0]).toEqual({
        line: 1,
        message: `unknown tool "t0${"x".repeat(97)}…"`,
      });
    }
  }, 120_000);
});
