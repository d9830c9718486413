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
