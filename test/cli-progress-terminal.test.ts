import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The progress bar of `tool-input replay` in a real pseudo-terminal of 40 and 120 columns
// (docs/cli.md, "tool-input replay"): util-linux `script` gives the bin a terminal for stdout
// and stderr, `stty` sets its width, and what the terminal received is played back below.
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-tty-"));
const log = join(dir, "calls.jsonl");
const hasScript = spawnSync("script", ["--version"]).status === 0;

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  const lines: string[] = [];
  for (let i = 0; i < 20_000; i += 1) {
    lines.push(JSON.stringify({ tool: "view_file", input: { path: `${"a".repeat(50)}${i}` } }));
  }
  writeFileSync(log, `${lines.join("\n")}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the replay in a terminal `columns` wide; returns every byte the terminal received. */
function inTerminal(columns: number): string {
  const command = `stty cols ${columns} rows 24 && exec "${process.execPath}" "${bin}" replay --tools sample "${log}"`;
  const run = spawnSync("script", ["-q", "-e", "-c", command, "/dev/null"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 1 << 22,
  });
  expect(run.status).toBe(0);
  return run.stdout;
}

/**
 * What a terminal does with `output`: the rows it ends with (long rows kept whole, not wrapped),
 * and the furthest column written; throws when `columns` is given and a character lands in the
 * last column, where the terminal would wrap.
 */
function play(output: string, columns = Number.POSITIVE_INFINITY) {
  const rows: string[][] = [[]];
  let column = 0;
  let widest = 0;
  for (const char of output) {
    const row = rows[rows.length - 1] as string[];
    if (char === "\r") column = 0;
    else if (char === "\n") {
      rows.push([]);
      column = 0;
    } else {
      row[column] = char;
      column += 1;
      widest = Math.max(widest, column);
      if (column === columns) {
        throw new Error("the cursor reached the last column: the line would wrap");
      }
    }
  }
  return {
    rows: rows.map((row) =>
      Array.from(row, (c) => c ?? " ")
        .join("")
        .trimEnd(),
    ),
    widest,
  };
}

describe.skipIf(!hasScript)("tool-input replay's progress bar in a terminal", () => {
  it.each([
    { columns: 40, widest: 39, first: "[#-------------------]   6% 1,000 calls" },
    { columns: 120, widest: 50, first: "[##----------------------------]   6% 1,000 calls" },
  ])(
    "$columns columns: one line, redrawn in place, never wrapped, erased before the report",
    ({ columns, widest, first }) => {
      const output = inTerminal(columns);
      const [bar, report] = [
        output.slice(0, output.indexOf("Replayed")),
        output.slice(output.indexOf("Replayed")),
      ];
      // Every draw starts with `\r` on the same line: no line feed until the report.
      expect(bar).not.toContain("\n");
      const draws = bar.split("\r").filter((draw) => draw.trim() !== "");
      expect(draws.length).toBeGreaterThan(10);
      expect(draws[0]).toBe(first);
      expect(draws.at(-1)?.trimEnd()).toMatch(/^\[#+\] 100% [0-9,]+ calls$/);
      expect(play(bar, columns).widest).toBe(widest);
      // The bar's line was erased: the report's heading is what the first row shows.
      expect(play(output).rows[0]).toBe(
        `Replayed 20,000 calls from ${log} against 8 tools from sample.`,
      );
      expect(report).toContain("view_file    20,000  20,000         0         0");
    },
  );

  it("draws nothing when stderr is not a terminal", () => {
    const run = spawnSync(process.execPath, [bin, "replay", "--tools", "sample", log], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});

describe.runIf(!hasScript)("tool-input replay's progress bar in a terminal", () => {
  it.skip("needs util-linux `script` to make a pseudo-terminal", () => {});
});
