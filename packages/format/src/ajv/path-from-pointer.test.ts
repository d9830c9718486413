import { describe, expect, it } from "vitest";
import type { PathSegment } from "../types.js";
import { issuesFromAjv } from "./issues-from-ajv.js";
import { pathFromPointer } from "./path-from-pointer.js";

describe("pathFromPointer", () => {
  it.each<{ name: string; pointer: string; data: unknown; path: PathSegment[] }>([
    { name: "the root", pointer: "", data: { a: 1 }, path: [] },
    {
      name: "an index where the data holds an array",
      pointer: "/edits/0/oldText",
      data: { edits: [{ oldText: 1 }] },
      path: ["edits", 0, "oldText"],
    },
    {
      name: "a key `0` where the data holds an object",
      pointer: "/a/0",
      data: { a: { 0: 1 } },
      path: ["a", "0"],
    },
    {
      name: "escapes decoded",
      pointer: "/a~1b/c~0d",
      data: { "a/b": { "c~d": 1 } },
      path: ["a/b", "c~d"],
    },
    { name: "`~01` is `~1`, not `/`", pointer: "/~01", data: { "~1": 1 }, path: ["~1"] },
    {
      name: "a leading zero is a key even in an array",
      pointer: "/m/01",
      data: { m: [1, 2] },
      path: ["m", "01"],
    },
    { name: "past the data, tokens are keys", pointer: "/x/0", data: {}, path: ["x", "0"] },
    { name: "a dash stays a key", pointer: "/-n", data: { "-n": 1 }, path: ["-n"] },
    {
      name: "a pointer that is not a string is the root",
      pointer: 5 as unknown as string,
      data: {},
      path: [],
    },
  ])("$name", ({ pointer, data, path }) => {
    expect(pathFromPointer(pointer, data)).toEqual(path);
  });

  it("never throws on data that throws when read", () => {
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error("no");
        },
      },
    );
    expect(pathFromPointer("/a/0", { a: hostile })).toEqual(["a", "0"]);
  });

  it("gives the path issuesFromAjv gives for the same error", () => {
    const data = { a: { 0: "x" }, b: ["y"] };
    for (const instancePath of ["/a/0", "/b/0"]) {
      const [issue] = issuesFromAjv(
        [{ keyword: "type", instancePath, schemaPath: "#/x/type", params: { type: "number" } }],
        data,
      );
      expect(issue?.path).toEqual(pathFromPointer(instancePath, data));
    }
  });
});
