import { describe, expect, expectTypeOf, it } from "vitest";
import { createAjvEngine } from "../engine/ajv/ajv-engine.js";
import type { BrokenEntry, CacheEntry, CompiledEntry, LiveEntry } from "./cache-entry.js";
import { SchemaCache } from "./schema-cache.js";

// Each state says what it is in `state`, and a `switch` on it needs no default (docs/pipeline.md, "Caching").
function describeEntry(entry: CacheEntry): string {
  switch (entry.state) {
    case "compiled":
      return `compiled, ${entry.check({}) ? "accepts" : "refuses"} {}`;
    case "broken":
      return `broken by the ${entry.fault}: ${entry.reason}`;
    case "evicted":
      return "evicted";
    default:
      return entry satisfies never;
  }
}

describe("CacheEntry: one state per entry", () => {
  it("tells the three states apart by `state` alone", () => {
    const cache = new SchemaCache(1, [createAjvEngine()]);
    const compiled = { type: "object", required: ["a"] };
    expect(describeEntry(cache.lookup(compiled))).toBe("compiled, refuses {}");
    const broken = { $ref: "#/nope" };
    expect(describeEntry(cache.lookup(broken))).toBe(
      "broken by the schema: can't resolve reference #/nope from id #",
    );
    const evicted = cache.peek(compiled);
    expect(evicted && describeEntry(evicted)).toBe("evicted");
  });

  it("types each state with its own fields only", () => {
    expectTypeOf<CacheEntry["state"]>().toEqualTypeOf<"compiled" | "broken" | "evicted">();
    expectTypeOf<LiveEntry>().toEqualTypeOf<CompiledEntry | BrokenEntry>();
    expectTypeOf<BrokenEntry["fault"]>().toEqualTypeOf<"schema" | "engine">();
    expectTypeOf<BrokenEntry["reason"]>().toEqualTypeOf<string>();
    expectTypeOf<CompiledEntry>().not.toHaveProperty("reason");
    expectTypeOf<BrokenEntry>().not.toHaveProperty("check");
    expectTypeOf<Extract<CacheEntry, { state: "evicted" }>>().toEqualTypeOf<{
      readonly state: "evicted";
    }>();
    expectTypeOf<SchemaCache["lookup"]>().returns.toEqualTypeOf<LiveEntry>();
  });
});
