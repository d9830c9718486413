import { describe, expect, it } from "vitest";
import { resolveRef } from "./resolve-ref.js";
import { schemaResources } from "./schema-resources.js";

describe("schemaResources", () => {
  it("indexes each resource by its URI and each schema object by its base URI", () => {
    const leaf = { type: "string" };
    const inner = { $id: "inner/", $defs: { leaf } };
    const root = { $id: "https://x.test/a/root", $defs: { inner } };
    const resources = schemaResources(root);
    expect(resources.byUri.get("https://x.test/a/root")).toBe(root);
    expect(resources.byUri.get("https://x.test/a/inner/")).toBe(inner);
    expect(resources.baseOf.get(leaf)).toBe("https://x.test/a/inner/");
    expect(resources.complete).toBe(true);
    expect(schemaResources(root)).toBe(resources);
  });

  it("never throws on a schema whose reads throw, and keeps what it read", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("no keys");
        },
      },
    );
    const root = { $defs: { hostile } };
    const resources = schemaResources(root);
    expect(resources.complete).toBe(false);
    expect(resources.baseOf.get(root)).toBe("");
  });

  it("resolves among thousands of resources, each reference against its own base", () => {
    const wide: Record<string, { $id: string; $ref: string }> = {};
    for (let index = 0; index < 3_000; index++) {
      wide[`d${index}`] = { $id: `d${index}`, $ref: `d${index + 1}` };
    }
    const root = { $id: "https://x.test/root", $defs: wide };
    expect(resolveRef(root, "d2999", { from: root })).toBe(wide.d2999);
    expect(resolveRef(root, "d1", { from: wide.d0 as object })).toBe(wide.d1);
    expect(schemaResources(root).complete).toBe(true);
  });

  it("reads a schema whose objects share one list once per object, within its bounds", () => {
    // level_i = { anyOf: leaves, not: level_(i+1) }: every level shares the one list of leaves.
    const sharing = (levels: number, width: number) => {
      const leaves = Array.from({ length: width }, () => ({ type: "string" }));
      let root: Record<string, unknown> = { $anchor: "last", type: "string" };
      for (let level = 0; level < levels; level++) root = { anyOf: leaves, not: root };
      return { root, leaves };
    };
    const small = sharing(100, 10_000);
    const resources = schemaResources(small.root);
    expect(resources.complete).toBe(true);
    expect(resources.baseOf.get(small.leaves[9_999] as object)).toBe("");
    // 100,000 leaves and their values are past the bound: the walk stops there, at once.
    const large = sharing(2_000, 100_000);
    expect(schemaResources(large.root).complete).toBe(false);
    expect(resolveRef(large.root, "#last", { from: large.root })).toMatchObject({
      $anchor: "last",
    });
  });

  it("answers a crafted schema quickly within its bounds: $id cycles through refs, deep and wide", () => {
    let deepest: Record<string, unknown> = { type: "string" };
    for (let level = 0; level < 20_000; level++) deepest = { $id: "r/", $defs: { x: deepest } };
    const wide: Record<string, unknown> = {};
    for (let index = 0; index < 20_000; index++) {
      wide[`d${index}`] = { $id: `d${index}`, $ref: `d${(index + 1) % 20_000}` };
    }
    const holder = { $ref: "d0" };
    const root = {
      $id: "https://x.test/r0",
      properties: { a: holder },
      $defs: { x: deepest, ...wide },
    };
    const started = performance.now();
    for (const ref of ["d0", "d19999", "r/r/r/#/$defs/x", "#/$defs/x"]) {
      expect(() => resolveRef(root, ref, { from: holder })).not.toThrow();
    }
    expect(schemaResources(root).complete).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
