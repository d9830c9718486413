import { describe, expect, it } from "vitest";
import { resolveRef } from "./resolve-ref.js";

const target = { type: "number" };
const root = {
  $id: "https://example.com/tool",
  $defs: { a: target, "a/b": target, "a~b": target, "a b": target, ünï: target },
  definitions: { old: target },
  items: [{ type: "string" }, target],
  nested: { $id: "other.json", $defs: { inner: target } },
  anchored: { $id: "#anchor", x: target },
};

describe("resolveRef", () => {
  it.each([
    { name: "# to the root", ref: "#", expected: root },
    { name: "the empty reference to the root", ref: "", expected: root },
    { name: "#/$defs/a", ref: "#/$defs/a", expected: target },
    { name: "#/definitions/old", ref: "#/definitions/old", expected: target },
    { name: "~1 to a slash", ref: "#/$defs/a~1b", expected: target },
    { name: "~0 to a tilde", ref: "#/$defs/a~0b", expected: target },
    { name: "percent-encoding", ref: "#/$defs/a%20b", expected: target },
    { name: "percent-encoded UTF-8", ref: "#/$defs/%C3%BCn%C3%AF", expected: target },
    { name: "an array index", ref: "#/items/1", expected: target },
    {
      name: "the root's own $id with a fragment",
      ref: "https://example.com/tool#/$defs/a",
      expected: target,
    },
    { name: "through a bare-anchor $id", ref: "#/anchored/x", expected: target },
  ])("follows $name", ({ ref, expected }) => {
    expect(resolveRef(root, ref)).toBe(expected);
  });

  it.each([
    { name: "a remote reference", ref: "https://example.com/other.json#/a" },
    { name: "a relative file", ref: "other.json" },
    { name: "a plain-name anchor", ref: "#anchor" },
    { name: "a missing key", ref: "#/$defs/missing" },
    { name: "an inherited key", ref: "#/__proto__" },
    { name: "toString on a plain object", ref: "#/$defs/toString" },
    { name: "an index past the end", ref: "#/items/5" },
    { name: "a non-canonical index", ref: "#/items/01" },
    { name: "into a nested $id resource", ref: "#/nested/$defs/inner" },
    { name: "a nested $id resource itself", ref: "#/nested" },
    { name: "broken percent-encoding", ref: "#/$defs/%E0%A4%A" },
    { name: "a non-schema target", ref: "#/$id" },
  ])("refuses $name", ({ ref }) => {
    expect(resolveRef(root, ref)).toBeUndefined();
  });
});
