import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LearnedStore } from "./learned-store.js";

const dir = mkdtempSync(join(tmpdir(), "tool-input-learned-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fileWith = (text?: string): string => {
  const file = join(dir, `learned-${files++}.json`);
  if (text !== undefined) writeFileSync(file, text);
  return file;
};

describe("LearnedStore", () => {
  it("starts empty when the file does not exist, and appends a line per new correction", () => {
    const file = fileWith();
    const store = new LearnedStore(file);
    expect(store.snapshot()).toEqual({});
    expect(store.learn("run", { args: "object" })).toEqual({ args: "object" });
    expect(store.learn("run", { args: "object" })).toBeUndefined();
    store.save("run", { args: "object" });
    store.save("edit", { edits: "array" });
    expect(readFileSync(file, "utf8")).toBe(
      '{"tools":{"run":{"args":"object"}}}\n{"tools":{"edit":{"edits":"array"}}}\n',
    );
    const again = new LearnedStore(file);
    expect(again.fieldsOf("run")).toEqual(new Map([["args", "object"]]));
    expect(again.fieldsOf("edit")).toEqual(new Map([["edits", "array"]]));
  });

  it.each([
    { name: "an empty file", text: "" },
    { name: "white space only", text: "\n \n" },
    { name: "a byte-order mark only", text: "\uFEFF" },
  ])("reads $name as nothing learned", ({ text }) => {
    expect(new LearnedStore(fileWith(text)).snapshot()).toEqual({});
  });

  it("reads a file that starts with a byte-order mark", () => {
    const store = new LearnedStore(fileWith('\uFEFF{"tools":{"run":{"args":"object"}}}'));
    expect(store.fieldsOf("run")).toEqual(new Map([["args", "object"]]));
  });

  it("reads a whole document as a person (or an earlier version) wrote it, then the lines after it", () => {
    const file = fileWith('{\n  "tools": {\n    "run": { "args": "object" }\n  }\n}');
    const store = new LearnedStore(file);
    store.learn("edit", { edits: "array" });
    store.save("edit", { edits: "array" });
    // The document did not end with a newline: the appended line starts on one of its own.
    expect(readFileSync(file, "utf8")).toBe(
      '{\n  "tools": {\n    "run": { "args": "object" }\n  }\n}\n{"tools":{"edit":{"edits":"array"}}}\n',
    );
    expect(new LearnedStore(file).snapshot()).toEqual({
      run: { args: "object" },
      edit: { edits: "array" },
    });
  });

  it("lets a later line change a field, and skips a line cut short", () => {
    const file = fileWith(
      '{"tools":{"run":{"args":"object"}}}\n{"tools":{"run":{"ar\n{"tools":{"run":{"args":"array","env":"object"}}}\n',
    );
    expect(new LearnedStore(file).snapshot()).toEqual({ run: { args: "array", env: "object" } });
  });

  it("reads 100,000 lines cut short, then a whole one, in one pass", () => {
    // Each cut line would otherwise be read to the end of the file: minutes, not milliseconds.
    const file = fileWith(
      `${'{"tools":{"a\n'.repeat(100_000)}{"tools":{"run":{"args":"object"}}}\n`,
    );
    expect(new LearnedStore(file).snapshot()).toEqual({ run: { args: "object" } });
  });

  it("keeps only array and object corrections from a file, and names like __proto__ as data", () => {
    const file = fileWith(
      '{"tools":{"__proto__":{"a":"array"},"t":{"__proto__":"object","b":"number"},"u":3}}',
    );
    const store = new LearnedStore(file);
    expect(store.fieldsOf("__proto__")).toEqual(new Map([["a", "array"]]));
    expect(store.fieldsOf("t")).toEqual(new Map([["__proto__", "object"]]));
    expect(Object.getPrototypeOf(store.snapshot())).toBe(Object.prototype);
    expect(Object.keys(store.snapshot())).toEqual(["__proto__", "t"]);
    store.save("__proto__", JSON.parse('{"__proto__":"array"}'));
    expect(new LearnedStore(file).fieldsOf("__proto__")).toEqual(
      new Map([
        ["a", "array"],
        ["__proto__", "array"],
      ]),
    );
  });

  it.each([
    { name: "an array", text: "[1]" },
    { name: "a document without tools", text: '{"learned":{}}' },
    { name: "text", text: "run: args" },
  ])("throws, naming the file, on $name", ({ text }) => {
    const file = fileWith(text);
    expect(() => new LearnedStore(file)).toThrow(
      `[mcp] ${file} is not a learned-corrections file ({ "tools": { … } })`,
    );
  });

  it("refuses a read-only file, leaving its text and mode as they were", () => {
    const text = '{"tools":{"run":{"args":"object"}}}\n';
    const file = fileWith(text);
    chmodSync(file, 0o444);
    expect(() => new LearnedStore(file)).toThrow(
      `[mcp] ${file} is read-only, so nothing learned could be kept: make it writable, or name another file`,
    );
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(statSync(file).mode & 0o777).toBe(0o444);
  });

  it("keeps the file's mode when it appends", () => {
    const file = fileWith("");
    chmodSync(file, 0o600);
    const store = new LearnedStore(file);
    store.save("run", { args: "object" });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("appends a correction to a file of 100,000 without rewriting what is there", () => {
    const tools: Record<string, Record<string, string>> = {};
    for (let i = 0; i < 100_000; i++) tools[`tool_${i}`] = { args: "object" };
    const text = `${JSON.stringify({ tools }, null, 2)}\n`;
    const file = fileWith(text);
    const { ino } = statSync(file);
    const store = new LearnedStore(file);
    expect(store.fieldsOf("tool_99999")).toEqual(new Map([["args", "object"]]));
    store.learn("tool_0", { env: "object" });
    store.save("tool_0", { env: "object" });
    const after = readFileSync(file, "utf8");
    expect(statSync(file).ino).toBe(ino);
    expect(after.slice(0, text.length) === text).toBe(true);
    expect(after.slice(text.length)).toBe('{"tools":{"tool_0":{"env":"object"}}}\n');
  });

  it("two stores on one file keep each other's corrections", () => {
    const file = fileWith();
    const first = new LearnedStore(file);
    const second = new LearnedStore(file);
    first.save("a", { x: "object" });
    second.save("b", { y: "array" });
    first.save("c", { z: "object" });
    expect(new LearnedStore(file).snapshot()).toEqual({
      a: { x: "object" },
      b: { y: "array" },
      c: { z: "object" },
    });
  });
});
