import { describe, expect, it } from "vitest";
import { ARRAY, OBJECT } from "../kinds.js";
import { pathSegments, structureKind } from "./structure-issue.js";

describe("pathSegments", () => {
  it.each([
    { text: "edits", expected: ["edits"] },
    { text: "observations[0].contents", expected: ["observations", "0", "contents"] },
    { text: "/edits/0", expected: ["edits", "0"] },
    { text: "/a~1b/c~0d", expected: ["a/b", "c~d"] },
    { text: "data/edits", expected: ["edits"] },
    { text: "data.edits", expected: ["edits"] },
    { text: "data['my key']", expected: ["my key"] },
    { text: 'instance["paths"]', expected: ["paths"] },
    { text: "['paths']", expected: ["paths"] },
    { text: '"paths"', expected: ["paths"] },
    { text: "edits.0.old_text", expected: ["edits", "0", "old_text"] },
    { text: "data", expected: [] },
    { text: "", expected: [] },
    { text: "/", expected: [] },
    { text: "database", expected: ["database"] },
  ])("reads $text as $expected", ({ text, expected }) => {
    expect(pathSegments(text)).toEqual(expected);
  });
});

describe("structureKind", () => {
  it.each([
    { name: "array", expected: ARRAY },
    { name: "list", expected: ARRAY },
    { name: "tuple", expected: ARRAY },
    { name: "object", expected: OBJECT },
    { name: "record", expected: OBJECT },
    { name: "dictionary", expected: OBJECT },
    { name: "Dict", expected: OBJECT },
    { name: "number", expected: 0 },
    { name: "__proto__", expected: 0 },
    { name: "constructor", expected: 0 },
  ])("maps $name to $expected", ({ name, expected }) => {
    expect(structureKind(name)).toBe(expected);
  });
});
