import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LearnedStore } from "./learned-store.js";

const dir = mkdtempSync(join(tmpdir(), "tool-input-learned-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("LearnedStore", () => {
  it("starts empty when the file does not exist, and writes it on save", () => {
    const file = join(dir, "new.json");
    const store = new LearnedStore(file);
    expect(store.snapshot()).toEqual({});
    expect(store.learn("run", { args: "object" })).toEqual({ args: "object" });
    expect(store.learn("run", { args: "object" })).toBeUndefined();
    store.save();
    expect(readFileSync(file, "utf8")).toBe(
      '{\n  "tools": {\n    "run": {\n      "args": "object"\n    }\n  }\n}\n',
    );
    expect(new LearnedStore(file).fieldsOf("run")).toEqual(new Map([["args", "object"]]));
  });

  it("keeps only array and object corrections from a file, and names like __proto__ as data", () => {
    const file = join(dir, "odd.json");
    writeFileSync(
      file,
      '{"tools":{"__proto__":{"a":"array"},"t":{"__proto__":"object","b":"number"},"u":3}}',
    );
    const store = new LearnedStore(file);
    expect(store.fieldsOf("__proto__")).toEqual(new Map([["a", "array"]]));
    expect(store.fieldsOf("t")).toEqual(new Map([["__proto__", "object"]]));
    expect(Object.getPrototypeOf(store.snapshot())).toBe(Object.prototype);
    expect(Object.keys(store.snapshot())).toEqual(["__proto__", "t"]);
  });

  it("throws, naming the file, on a file that is not a learned-corrections file", () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, "[1]");
    expect(() => new LearnedStore(file)).toThrow(
      `[mcp] ${file} is not a learned-corrections file ({ "tools": { … } })`,
    );
  });
});
