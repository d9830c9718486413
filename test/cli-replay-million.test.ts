import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A report over a log of more than a million calls keeps its columns aligned and separates
// thousands (docs/cli.md, "tool-input replay"). The log is written gzipped, as a stream, and
// replayed by the built bin, which reads gzip directly.
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-million-"));
const log = join(dir, "calls.jsonl.gz");

const CYCLE = [
  { tool: "view_file", input: { path: "a.ts" } },
  { tool: "view_file", input: { path: "a.ts", first: "20" } },
  { tool: "grep_code", input: { pattern: "x", n: true } },
  { tool: "ghost", input: {} },
].map((record) => `${JSON.stringify(record)}\n`);
const CALLS = 1_000_004;

beforeAll(async () => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  const gzip = createGzip({ level: 1 });
  const done = new Promise<void>((resolve, reject) => {
    gzip.pipe(createWriteStream(log)).on("finish", resolve).on("error", reject);
  });
  // Written 4,000 lines at a time (a whole number of cycles), waiting when the compressor is behind.
  const batch = CYCLE.join("").repeat(1000);
  for (let written = 0; written < CALLS; ) {
    const count = Math.min(4000, CALLS - written);
    const lines = count === 4000 ? batch : tail(count);
    written += count;
    if (!gzip.write(lines))
      await new Promise<void>((resolve) => gzip.once("drain", () => resolve()));
  }
  gzip.end();
  await done;
}, 120_000);

/** The first `count` lines of the cycle, repeated. */
function tail(count: number): string {
  let text = "";
  for (let i = 0; i < count; i += 1) text += CYCLE[i % CYCLE.length];
  return text;
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("tool-input replay of 1,000,004 calls", () => {
  it("aligns every column to its widest figure and separates thousands", {
    timeout: 120_000,
  }, () => {
    const run = spawnSync(process.execPath, [bin, "replay", "--tools", "sample", log], {
      encoding: "utf8",
      maxBuffer: 1 << 20,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      [
        `Replayed 1,000,004 calls from ${log} against 8 tools from sample.`,
        "",
        "tool             calls    valid  repaired  rejected  repairs",
        "view_file      500,002  250,001   250,001         0  number 250,001",
        "grep_code      250,001        0         0   250,001",
        "ghost          250,001        -         -         -  not in the catalog",
        "total        1,000,004  250,001   250,001   250,001  number 250,001",
        "",
        "Most frequent messages:",
        "  250,001× grep_code: An unexpected parameter `n` was provided (did you mean `-n`?)",
        "",
      ].join("\n"),
    );
    const problems = run.stderr.split("\n");
    expect(problems.slice(0, 2)).toEqual([
      `${log}:4: unknown tool "ghost"`,
      `${log}:8: unknown tool "ghost"`,
    ]);
    expect(problems.slice(-2)).toEqual([`${log}: 249,981 more problems not shown`, ""]);
    // Every figure ends where its header ends.
    const [header, ...rows] = run.stdout.split("\n").slice(2, 7) as [string, ...string[]];
    for (const column of ["calls", "valid", "repaired", "rejected"]) {
      const end = header.indexOf(column) + column.length;
      for (const row of rows) {
        expect(row[end - 1]).not.toBe(" ");
        expect(row[end] ?? " ").toBe(" ");
      }
    }
  });
});
