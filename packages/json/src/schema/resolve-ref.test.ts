import { describe, expect, it } from "vitest";
import { resolveRef } from "./resolve-ref.js";

const target = { type: "number" };
const root = {
  $id: "https://example.com/tool",
  $defs: { a: target, "a/b": target, "a~b": target, "a b": target, ünï: target },
  definitions: { old: target },
  items: [{ type: "string" }, target],
  nested: { $id: "other.json", $defs: { inner: target, deep: { $anchor: "deep" } } },
  allOf: [{ $anchor: "twice" }, { $anchor: "twice" }],
  both: { $anchor: "both", $dynamicAnchor: "both" },
  $anchor: "self",
  anchored: { $id: "#anchor", x: target },
  named: { $anchor: "int", type: "integer" },
  dynamic: { $dynamicAnchor: "dyn", type: "integer" },
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
    { name: "a percent-encoded slash as part of the key", ref: "#/$defs/a%2Fb", expected: target },
    { name: "a percent-encoded ~0", ref: "#/$defs/a%7E0b", expected: target },
    { name: "an $anchor", ref: "#int", expected: root.named },
    { name: "a $dynamicAnchor, as a plain anchor", ref: "#dyn", expected: root.dynamic },
    { name: "a draft-07 $id anchor", ref: "#anchor", expected: root.anchored },
    {
      name: "an anchor after the root's $id",
      ref: "https://example.com/tool#int",
      expected: root.named,
    },
  ])("follows $name", ({ ref, expected }) => {
    expect(resolveRef(root, ref)).toBe(expected);
  });

  it.each([
    { name: "a remote reference", ref: "https://example.com/other.json#/a" },
    { name: "a relative file", ref: "other.json" },
    { name: "an anchor nobody declares", ref: "#missing" },
    { name: "an anchor inside a nested $id resource", ref: "#deep" },
    { name: "an anchor two schemas declare", ref: "#twice" },
    { name: "an anchor one schema declares twice, which Ajv refuses", ref: "#both" },
    { name: "the root's own anchor (Ajv does not register it)", ref: "#self" },
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

  it("never registers the root's own anchor, even where a cycle leads back to the root", () => {
    const root: Record<string, unknown> = { $anchor: "self", type: "object" };
    root.properties = { again: root, a: { $ref: "#self" } };
    expect(resolveRef(root, "#self")).toBeUndefined();
  });
});

describe("resolveRef from the schema object holding the reference", () => {
  const item = {
    $id: "item",
    $anchor: "top",
    type: "object",
    properties: { b: { type: "string" }, c: { $anchor: "c", type: "integer" } },
    inner: { $ref: "#/properties/b" },
  };
  const union = { anyOf: [{ $ref: "item" }, { type: "null" }] };
  const root2020 = {
    $id: "https://x.test/root",
    properties: { a: union },
    $defs: { item, n: { type: "number" } },
  };

  it.each([
    { name: "a relative $id", ref: "item", from: union.anyOf[0], expected: item },
    { name: "the absolute URI", ref: "https://x.test/item", from: union.anyOf[0], expected: item },
    {
      name: "a pointer into a nested resource",
      ref: "item#/properties/b",
      from: union.anyOf[0],
      expected: item.properties.b,
    },
    {
      name: "an anchor of a nested resource",
      ref: "item#c",
      from: root2020,
      expected: item.properties.c,
    },
    {
      name: "the own anchor of a nested resource, which Ajv registers (not the root's)",
      ref: "item#top",
      from: root2020,
      expected: item,
    },
    {
      name: "# inside a nested resource, to that resource",
      ref: "#",
      from: item.inner,
      expected: item,
    },
    {
      name: "a pointer inside a nested resource, against that resource",
      ref: "#/properties/b",
      from: item.inner,
      expected: item.properties.b,
    },
    {
      name: "a pointer from the root resource",
      ref: "#/$defs/n",
      from: union,
      expected: root2020.$defs.n,
    },
    {
      name: "a pointer through a nested resource, as Ajv follows it",
      ref: "#/$defs/item/properties/b",
      from: union,
      expected: item.properties.b,
    },
  ])("follows $name", ({ ref, from, expected }) => {
    expect(resolveRef(root2020, ref, { from })).toBe(expected);
  });

  it("reads draft-07's definitions and $id alike", () => {
    const target = { $id: "item.json", type: "object" };
    const holder = { $ref: "item.json" };
    const root = {
      $id: "http://x.test/schemas/root.json",
      properties: { a: holder },
      definitions: { target },
    };
    expect(resolveRef(root, "item.json", { from: holder })).toBe(target);
  });

  it("resolves relative $ids against a root without $id", () => {
    const target = { $id: "dir/item", $defs: { leaf: { type: "string" } } };
    const holder = { $ref: "../leaf" };
    const leaf = { $id: "leaf", type: "number" };
    const root = { properties: { a: holder }, $defs: { target, leaf } };
    expect(resolveRef(root, "dir/item#/$defs/leaf", { from: holder })).toBe(target.$defs.leaf);
    expect(resolveRef(root, "leaf", { from: holder })).toBe(leaf);
  });

  it.each([
    { name: "a remote reference", ref: "https://other.test/item" },
    { name: "an $id nobody declares", ref: "missing" },
    { name: "a missing pointer in a nested resource", ref: "item#/properties/z" },
    { name: "not a URI reference", ref: "http://[" },
  ])("refuses $name", ({ ref }) => {
    expect(resolveRef(root2020, ref, { from: union.anyOf[0] as object })).toBeUndefined();
  });

  it("refuses a URI two resources claim, as Ajv refuses the schema", () => {
    const holder = { $ref: "twice" };
    const root = {
      properties: { a: holder },
      $defs: { one: { $id: "twice" }, two: { $id: "twice" } },
    };
    expect(resolveRef(root, "twice", { from: holder })).toBeUndefined();
  });

  it("resolves as without `from` for a schema object the index did not reach after a read threw", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("no reads");
        },
        ownKeys() {
          throw new Error("no keys");
        },
      },
    );
    const holder = { $ref: "#/$defs/x" };
    const root = { properties: { a: holder, z: hostile }, $defs: { x: { type: "integer" } } };
    expect(resolveRef(root, "#/$defs/x", { from: holder })).toBe(root.$defs.x);
  });

  it("resolves as without `from` for a schema object outside the root", () => {
    expect(resolveRef(root2020, "#/$defs/n", { from: {} })).toBe(root2020.$defs.n);
    expect(resolveRef(root2020, "item", { from: {} })).toBeUndefined();
  });
});
