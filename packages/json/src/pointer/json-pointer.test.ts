import { describe, expect, it } from "vitest";
import {
  decodePointerToken,
  encodePointerToken,
  formatPointer,
  pointerTokens,
} from "./json-pointer.js";
import { stepInto } from "./step-into.js";
import { decodeFragmentToken, encodeFragmentToken, fragmentTokens } from "./uri-fragment.js";

describe("JSON pointers (RFC 6901)", () => {
  it.each([
    ["a/b", "a~1b"],
    ["a~b", "a~0b"],
    ["~1", "~01"],
    ["plain", "plain"],
  ])("escapes %j as %j and back", (token, escaped) => {
    expect(encodePointerToken(token)).toBe(escaped);
    expect(decodePointerToken(escaped)).toBe(token);
  });

  it("reads and writes whole pointers; the root is the empty pointer", () => {
    expect(pointerTokens("")).toEqual([]);
    expect(pointerTokens("/edits/0/a~1b")).toEqual(["edits", "0", "a/b"]);
    expect(pointerTokens("/")).toEqual([""]);
    expect(formatPointer(["edits", 0, "a/b"])).toBe("/edits/0/a~1b");
    expect(formatPointer([])).toBe("");
  });

  it("does not percent-decode a pointer, only a fragment", () => {
    expect(pointerTokens("/a%20b")).toEqual(["a%20b"]);
    expect(fragmentTokens("/a%20b/a%2Fb/a~1b")).toEqual(["a b", "a/b", "a/b"]);
    expect(decodeFragmentToken("%C3%BCn%C3%AF")).toBe("ünï");
  });

  it("refuses a malformed percent-escape", () => {
    expect(decodeFragmentToken("%E0%A4%A")).toBeUndefined();
    expect(fragmentTokens("/ok/%E0%A4%A")).toBeUndefined();
  });

  it("writes fragment tokens as Ajv's schemaPath does", () => {
    expect(encodeFragmentToken("a b/c")).toBe("a%20b~1c");
    expect(encodeFragmentToken(3)).toBe("3");
  });
});

describe("stepInto", () => {
  it("reads canonical array indices and own properties only", () => {
    expect(stepInto(["a", "b"], "1")).toBe("b");
    expect(stepInto(["a", "b"], "01")).toBeUndefined();
    expect(stepInto(["a", "b"], "length")).toBeUndefined();
    expect(stepInto({}, "__proto__")).toBeUndefined();
    expect(stepInto({}, "constructor")).toBeUndefined();
    expect(stepInto({ x: 1 }, "x")).toBe(1);
    expect(stepInto("text", "0")).toBeUndefined();
  });
});
