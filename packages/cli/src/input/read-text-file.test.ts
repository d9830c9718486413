import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../terminal/cli-io.js";
import { MAX_FILE_BYTES, readTextFile } from "./read-text-file.js";

const dir = mkdtempSync(join(tmpdir(), "tool-input-text-"));
function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const io = (stdin: string): CliIo => ({
  writeOut: () => {},
  writeErr: () => {},
  stderrIsTTY: false,
  readStdin: async () => stdin,
});

describe("readTextFile", () => {
  it("reads a file, without its byte-order mark", async () => {
    expect(await readTextFile(file("a.json", '\uFEFF{"a":1}'), "a.json")).toEqual({
      ok: true,
      value: '{"a":1}',
    });
  });

  it("refuses a file that is not UTF-8, rather than read it with replacement characters", async () => {
    const latin1 = file("latin1.json", Buffer.from('{"path":"caf\xe9.txt"}', "latin1"));
    expect(await readTextFile(latin1, "latin1.json")).toEqual({
      ok: false,
      error: "latin1.json: not UTF-8 text",
    });
    const packed = file("latin1.json.gz", gzipSync(Buffer.from("caf\xe9", "latin1")));
    expect(await readTextFile(packed, "latin1.json.gz")).toEqual({
      ok: false,
      error: "latin1.json.gz: not UTF-8 text",
    });
  });

  it("reads a gzipped file directly, whatever its name", async () => {
    const packed = gzipSync(Buffer.from('{"é":"€"}', "utf8"));
    expect(await readTextFile(file("tools.json.gz", packed))).toEqual({
      ok: true,
      value: '{"é":"€"}',
    });
    expect(await readTextFile(file("tools.json", packed))).toEqual({
      ok: true,
      value: '{"é":"€"}',
    });
  });

  it("reads standard input for -", async () => {
    expect(await readTextFile("-", "stdin", io("[1]"))).toEqual({ ok: true, value: "[1]" });
  });

  it.each([
    { what: "a missing file", path: join(dir, "nope.json"), error: "t.json: no such file" },
    { what: "a directory", path: dir, error: "t.json: is a directory, not a file" },
    {
      what: "a gzip file cut short",
      path: file("cut.gz", gzipSync("x".repeat(10_000)).subarray(0, 30)),
      error: "t.json: not a valid gzip file (unexpected end of file)",
    },
  ])("names the file when it cannot be read: $what", async ({ path, error }) => {
    expect(await readTextFile(path, "t.json")).toEqual({ ok: false, error });
  });

  it("refuses a file past the bound, counted after gunzip, before holding more of it", async () => {
    expect(
      await readTextFile(file("big.json", "x".repeat(101)), "big.json", undefined, 100),
    ).toEqual({
      ok: false,
      error: "big.json: larger than 100 bytes, not read",
    });
    const bomb = file("bomb.gz", gzipSync(Buffer.alloc(1000)));
    expect(await readTextFile(bomb, "bomb.gz", undefined, 100)).toEqual({
      ok: false,
      error: "bomb.gz: larger than 100 bytes, not read",
    });
    expect(await readTextFile(file("exact.json", "x".repeat(100)), "e", undefined, 100)).toEqual({
      ok: true,
      value: "x".repeat(100),
    });
  });

  it("stops reading a device that never ends at 64 MiB", async () => {
    expect(MAX_FILE_BYTES).toBe(67_108_864);
    expect(await readTextFile("/dev/zero")).toEqual({
      ok: false,
      error: "/dev/zero: larger than 67108864 bytes (64 MiB), not read",
    });
  });
});
