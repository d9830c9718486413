import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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
