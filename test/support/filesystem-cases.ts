import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

// The 30 malformed calls models really send to @modelcontextprotocol/server-filesystem
// (../shared/corpus/mcp-rejections.json holds the server's answers to the same mistakes), on a
// folder the tests make; each case checks the successful outcome, on disk where it can.

/** `n` numbered lines. */
export const lines = (n: number): string =>
  Array.from({ length: n }, (_, i) => `line ${i + 1}`).join("\n");

/** Writes the files the cases read and edit into `root`. */
export function writeFilesystemFixtures(root: string): void {
  const at = (...parts: string[]): string => join(root, ...parts);
  writeFileSync(at("a.txt"), lines(7));
  writeFileSync(at("b.txt"), "hello\nworld");
  writeFileSync(at("c.txt"), "alpha\nbeta\ngamma\n");
  mkdirSync(at("sub"));
  writeFileSync(at("sub", "x.js"), "export const x = 1;\nexport const y = 2;\n");
  writeFileSync(at("sub", "y.md"), "# notes\n");
  mkdirSync(at("node_modules", "dep"), { recursive: true });
  writeFileSync(at("node_modules", "dep", "z.js"), "module.exports = 1;\n");
  for (let i = 1; i <= 8; i++) writeFileSync(at(`e${i}.txt`), `hello ${i}\nkeep\n`);
}

/** What a tool call returned, as far as these tests read it. */
export interface CallOutcome {
  readonly isError: boolean;
  readonly text: string;
}

/** One malformed call. */
export interface FilesystemCase {
  /** What the model got wrong. */
  readonly name: string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  /** Checks the successful outcome where the content says something. */
  readonly check?: (outcome: CallOutcome) => void;
}

const j = (value: unknown): string => JSON.stringify(value);
/** The 30 cases, on files under `root` (written by `writeFilesystemFixtures`). */
export function filesystemCases(root: string): FilesystemCase[] {
  const at = (...parts: string[]): string => join(root, ...parts);
  const read = (...parts: string[]): string => readFileSync(at(...parts), "utf8");
  return [
    // read_text_file / read_file: numbers sent as strings (mcp-rejections.json "string-number").
    {
      name: "head as a string",
      tool: "read_text_file",
      args: { path: at("a.txt"), head: "5" },
      check: (o) => expect(o.text).toBe(lines(5)),
    },
    {
      name: "tail as a string",
      tool: "read_text_file",
      args: { path: at("a.txt"), tail: "2" },
      check: (o) => expect(o.text).toBe("line 6\nline 7"),
    },
    {
      name: "head as a string, one line",
      tool: "read_text_file",
      args: { path: at("c.txt"), head: "1" },
      check: (o) => expect(o.text).toBe("alpha"),
    },
    {
      name: "tail as a string, one line",
      tool: "read_text_file",
      args: { path: at("b.txt"), tail: "1" },
      check: (o) => expect(o.text).toBe("world"),
    },
    {
      name: "head as a string, more lines than the file has",
      tool: "read_text_file",
      args: { path: at("c.txt"), head: "10" },
      check: (o) => expect(o.text).toBe("alpha\nbeta\ngamma"),
    },
    {
      name: "head as a string on a nested file",
      tool: "read_text_file",
      args: { path: at("sub", "x.js"), head: "1" },
      check: (o) => expect(o.text).toBe("export const x = 1;"),
    },
    {
      name: "head as a string (deprecated read_file)",
      tool: "read_file",
      args: { path: at("a.txt"), head: "3" },
      check: (o) => expect(o.text).toBe(lines(3)),
    },
    {
      name: "tail as a string (deprecated read_file)",
      tool: "read_file",
      args: { path: at("a.txt"), tail: "3" },
      check: (o) => expect(o.text).toBe("line 5\nline 6\nline 7"),
    },
    // read_multiple_files: the array sent as JSON text ("json-string-array").
    {
      name: "paths as JSON text",
      tool: "read_multiple_files",
      args: { paths: j([at("a.txt"), at("c.txt")]) },
      check: (o) =>
        expect(o.text).toBe(
          `${at("a.txt")}:\n${lines(7)}\n\n---\n${at("c.txt")}:\nalpha\nbeta\ngamma\n\n`,
        ),
    },
    {
      name: "paths as JSON text of one path",
      tool: "read_multiple_files",
      args: { paths: j([at("sub", "y.md")]) },
      check: (o) => expect(o.text).toBe(`${at("sub", "y.md")}:\n# notes\n\n`),
    },
    {
      name: "paths as pretty-printed JSON text",
      tool: "read_multiple_files",
      args: { paths: JSON.stringify([at("c.txt"), at("sub", "x.js")], null, 2) },
      check: (o) => {
        expect(o.text).toContain("alpha\nbeta\ngamma");
        expect(o.text).toContain("export const y = 2;");
      },
    },
    {
      name: "paths as JSON text of three paths",
      tool: "read_multiple_files",
      args: { paths: j([at("a.txt"), at("c.txt"), at("sub", "y.md")]) },
      check: (o) => expect(o.text.split("\n---\n")).toHaveLength(3),
    },
    // edit_file: edits as JSON text, dryRun as "false"/"true" ("json-string-array-of-objects",
    // "string-boolean").
    {
      name: 'edits as JSON text and dryRun as "false"',
      tool: "edit_file",
      args: {
        path: at("e1.txt"),
        edits: j([{ oldText: "hello 1", newText: "bye 1" }]),
        dryRun: "false",
      },
      check: () => expect(read("e1.txt")).toBe("bye 1\nkeep\n"),
    },
    {
      name: 'dryRun as "false" with a proper edits array',
      tool: "edit_file",
      args: {
        path: at("e2.txt"),
        edits: [{ oldText: "hello 2", newText: "bye 2" }],
        dryRun: "false",
      },
      check: () => expect(read("e2.txt")).toBe("bye 2\nkeep\n"),
    },
    {
      name: "edits as JSON text with dryRun true (a preview, the file is unchanged)",
      tool: "edit_file",
      args: {
        path: at("e3.txt"),
        edits: j([{ oldText: "hello 3", newText: "bye 3" }]),
        dryRun: true,
      },
      check: (o) => {
        expect(o.text).toContain("-hello 3\n+bye 3");
        expect(read("e3.txt")).toBe("hello 3\nkeep\n");
      },
    },
    {
      name: 'edits as JSON text and dryRun as "true"',
      tool: "edit_file",
      args: {
        path: at("e4.txt"),
        edits: j([{ oldText: "hello 4", newText: "bye 4" }]),
        dryRun: "true",
      },
      check: (o) => {
        expect(o.text).toContain("+bye 4");
        expect(read("e4.txt")).toBe("hello 4\nkeep\n");
      },
    },
    {
      name: "edits as JSON text, no dryRun",
      tool: "edit_file",
      args: { path: at("e5.txt"), edits: j([{ oldText: "hello 5", newText: "bye 5" }]) },
      check: () => expect(read("e5.txt")).toBe("bye 5\nkeep\n"),
    },
    {
      name: 'two edits as JSON text and dryRun as "false"',
      tool: "edit_file",
      args: {
        path: at("e6.txt"),
        edits: j([
          { oldText: "hello 6", newText: "bye 6" },
          { oldText: "keep", newText: "kept" },
        ]),
        dryRun: "false",
      },
      check: () => expect(read("e6.txt")).toBe("bye 6\nkept\n"),
    },
    {
      name: "edits as JSON text with a multi-line, non-ASCII replacement",
      tool: "edit_file",
      args: {
        path: at("e7.txt"),
        edits: j([{ oldText: "hello 7", newText: "adiós 7\nsecond line" }]),
        dryRun: "false",
      },
      check: () => expect(read("e7.txt")).toBe("adiós 7\nsecond line\nkeep\n"),
    },
    {
      name: 'dryRun as "true" with a proper edits array',
      tool: "edit_file",
      args: { path: at("e8.txt"), edits: [{ oldText: "keep", newText: "gone" }], dryRun: "true" },
      check: (o) => {
        expect(o.text).toContain("+gone");
        expect(read("e8.txt")).toBe("hello 8\nkeep\n");
      },
    },
    // directory_tree / search_files: excludePatterns as JSON text.
    {
      name: "excludePatterns as JSON text (directory_tree)",
      tool: "directory_tree",
      args: { path: root, excludePatterns: j(["node_modules"]) },
      check: (o) => {
        const names = (JSON.parse(o.text) as { name: string }[]).map((entry) => entry.name);
        expect(names).toContain("sub");
        expect(names).not.toContain("node_modules");
      },
    },
    {
      name: "excludePatterns as empty JSON text (directory_tree)",
      tool: "directory_tree",
      args: { path: at("sub"), excludePatterns: "[]" },
      check: (o) =>
        expect((JSON.parse(o.text) as { name: string }[]).map((e) => e.name).sort()).toEqual([
          "x.js",
          "y.md",
        ]),
    },
    {
      name: "excludePatterns as JSON text of a glob (directory_tree)",
      tool: "directory_tree",
      args: { path: at("sub"), excludePatterns: j(["*.md"]) },
      check: (o) =>
        expect((JSON.parse(o.text) as { name: string }[]).map((e) => e.name)).toEqual(["x.js"]),
    },
    {
      name: "excludePatterns as JSON text (search_files)",
      tool: "search_files",
      args: { path: root, pattern: "**/*.js", excludePatterns: j(["node_modules/**"]) },
      check: (o) => expect(o.text).toBe(at("sub", "x.js")),
    },
    {
      name: "excludePatterns as empty JSON text (search_files)",
      tool: "search_files",
      args: { path: root, pattern: "**/*.md", excludePatterns: "[]" },
      check: (o) => expect(o.text).toBe(at("sub", "y.md")),
    },
    {
      name: "excludePatterns as JSON text of two globs (search_files)",
      tool: "search_files",
      args: { path: root, pattern: "**/*.js", excludePatterns: j(["node_modules/**", "sub/**"]) },
      check: (o) => expect(o.text).toBe("No matches found"),
    },
    {
      name: "excludePatterns as JSON text, nothing excluded (search_files)",
      tool: "search_files",
      args: { path: at("sub"), pattern: "*.js", excludePatterns: j(["*.md"]) },
      check: (o) => expect(o.text).toBe(at("sub", "x.js")),
    },
    {
      name: "paths as JSON text after the edits",
      tool: "read_multiple_files",
      args: { paths: j([at("e1.txt")]) },
      check: (o) => expect(o.text).toBe(`${at("e1.txt")}:\nbye 1\nkeep\n\n`),
    },
    {
      name: "tail as a string after the edits",
      tool: "read_text_file",
      args: { path: at("e6.txt"), tail: "2" },
      check: (o) => expect(o.text).toBe("kept\n"),
    },
    {
      name: "excludePatterns as JSON text with a directory pattern (directory_tree)",
      tool: "directory_tree",
      args: { path: root, excludePatterns: j(["sub", "node_modules", "e*.txt"]) },
      check: (o) =>
        expect((JSON.parse(o.text) as { name: string }[]).map((e) => e.name).sort()).toEqual([
          "a.txt",
          "b.txt",
          "c.txt",
        ]),
    },
  ];
}
