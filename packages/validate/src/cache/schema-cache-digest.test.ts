import { describe, expect, it, vi } from "vitest";
import { createAjvEngine } from "../engine/ajv/ajv-engine.js";
import { SchemaCache } from "./schema-cache.js";

// Every content under one digest: a digest only says where to look, the content decides
// (docs/pipeline.md, "Caching").
vi.mock("./content-digest.js", () => ({ contentDigest: () => "one digest" }));

const string = { type: "string" };
const number = { type: "number" };

describe("SchemaCache: contents sharing a digest", () => {
  it("checks each schema by its own content", () => {
    const cache = new SchemaCache(10, [createAjvEngine()]);
    const a = cache.lookup(string);
    const b = cache.lookup(number);
    expect(a.state === "compiled" && a.check("x")).toBe(true);
    expect(b.state === "compiled" && b.check("x")).toBe(false);
    expect(b.state === "compiled" && b.check(1)).toBe(true);
    expect(cache.compiles).toBe(2);
  });

  it("still shares the entry of an equal content, in any key order", () => {
    const cache = new SchemaCache(10, [createAjvEngine()]);
    const a = cache.lookup({ type: "object", properties: { x: string } });
    const b = cache.lookup({ properties: { x: { type: "string" } }, type: "object" });
    expect(b).toBe(a);
    expect(cache.compiles).toBe(1);
  });

  it("a content that gives way is compiled again when its schema is next seen", () => {
    const cache = new SchemaCache(10, [createAjvEngine()]);
    const first = { type: "string", minLength: 2 };
    cache.lookup(first);
    cache.lookup(number);
    expect(cache.peek(first)?.state).toBe("evicted");
    const again = cache.lookup(first);
    expect(again.state === "compiled" && again.check("ab")).toBe(true);
    expect(again.state === "compiled" && again.check("a")).toBe(false);
    expect(cache.compiles).toBe(3);
  });

  it("compares a broken content by its text", () => {
    const cache = new SchemaCache(10, [createAjvEngine()]);
    const broken = { type: "object", properties: { x: { $ref: "#/nope" } } };
    const entry = cache.lookup(broken);
    expect(entry.state).toBe("broken");
    expect(cache.lookup(structuredClone(broken))).toBe(entry);
    expect(cache.compiles).toBe(1);
  });
});
