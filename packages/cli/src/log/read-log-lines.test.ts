import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../terminal/cli-io.js";
import { type LogLine, readLogLines } from "./read-log-lines.js";

const dir = mkdtempSync(join(tmpdir(), "tool-input-lines-"));

async function linesOf(content: string | Buffer): Promise<LogLine[]> {
  const path = join(dir, "log.jsonl");
  writeFileSync(path, content);
  const opened = await readLogLines(path, "log.jsonl");
  if (!opened.ok) throw new Error(opened.error);
  const lines: LogLine[] = [];
  for await (const line of opened.value) lines.push(line);
  expect(opened.value.bytesRead()).toBe(Buffer.byteLength(content));
  return lines;
}

describe("readLogLines", () => {
  it("yields each line with its number, a last line without a newline too, and drops a BOM", async () => {
    expect(await linesOf('\uFEFF{"a":1}\n\n{"b":2}\r\n{"c":3}')).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 2, text: "" },
      { line: 3, text: '{"b":2}\r' },
      { line: 4, text: '{"c":3}' },
    ]);
  });

  it("keeps a character whose bytes straddle two chunks", async () => {
    const text = `${"a".repeat(65535)}é\n€`;
    const lines = await linesOf(Buffer.from(text, "utf8"));
    expect(lines.map((l) => l.text)).toEqual([`${"a".repeat(65535)}é`, "€"]);
  });

  it.each([
    { what: "a missing file", path: join(dir, "nope.jsonl"), error: "log: no such file" },
    { what: "a directory", path: dir, error: "log: is a directory, not a file" },
  ])("names the file when it cannot be opened: $what", async ({ path, error }) => {
    expect(await readLogLines(path, "log")).toEqual({ ok: false, error });
  });
});

describe("readLogLines of gzip and standard input", () => {
  it("reads a gzipped log line by line, its progress counted in bytes as stored", async () => {
    const packed = gzipSync('{"a":1}\n{"b":2}\n');
    const path = join(dir, "log.jsonl.gz");
    writeFileSync(path, packed);
    const opened = await readLogLines(path, "log.jsonl.gz");
    if (!opened.ok) throw new Error(opened.error);
    const lines: LogLine[] = [];
    for await (const line of opened.value) lines.push(line);
    expect(lines).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 2, text: '{"b":2}' },
    ]);
    expect(opened.value.size).toBe(packed.length);
    expect(opened.value.bytesRead()).toBe(packed.length);
    expect(opened.value.failure()).toBeUndefined();
  });

  it("ends with a failure naming the file when the gzip data is broken", async () => {
    const path = join(dir, "cut.jsonl.gz");
    writeFileSync(path, gzipSync(`${'{"a":1}\n'.repeat(5000)}`).subarray(0, 40));
    const opened = await readLogLines(path, "cut.jsonl.gz");
    if (!opened.ok) throw new Error(opened.error);
    for await (const _ of opened.value) {
      // Read to the end.
    }
    expect(opened.value.failure()).toBe(
      "cut.jsonl.gz: not a valid gzip file (unexpected end of file)",
    );
  });

  it("reads standard input for -, with no size known", async () => {
    const io: CliIo = {
      writeOut: () => {},
      writeErr: () => {},
      stderrIsTTY: false,
      readStdin: async () => "x\ny",
    };
    const opened = await readLogLines("-", "stdin", io);
    if (!opened.ok) throw new Error(opened.error);
    const lines: LogLine[] = [];
    for await (const line of opened.value) lines.push(line);
    expect(lines).toEqual([
      { line: 1, text: "x" },
      { line: 2, text: "y" },
    ]);
    expect(opened.value.size).toBeUndefined();
  });
});
