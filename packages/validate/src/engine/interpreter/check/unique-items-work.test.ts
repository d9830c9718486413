import { describe, expect, it } from "vitest";
import { createValidator } from "../../../create-validator.js";
import { uniqueItemsWork } from "./unique-items-work.js";

// docs/security.md, "Fail closed": @cfworker/json-schema's `uniqueItems` compares every pair of
// items, and the interpreter's report runs it on every rejected input.

describe("uniqueItemsWork", () => {
  it("counts an array's items times the values they hold, for every array", () => {
    expect(
      uniqueItemsWork(
        Array.from({ length: 1_000 }, (_, i) => i),
        Infinity,
      ),
    ).toBe(1_000_000);
    // Two items of two values each: 2 · 4; each inner array: 2 · 2.
    expect(uniqueItemsWork({ xs: [{ i: 0 }, { i: 1 }] }, Infinity)).toBe(8);
    expect(uniqueItemsWork([[1, 2], [3, 4], "x"], Infinity)).toBe(3 * 7 + 2 * 4);
    expect(uniqueItemsWork("x", Infinity)).toBe(0);
  });

  it("stops reading once past its limit", () => {
    let reads = 0;
    const item = {
      get v() {
        reads++;
        return [1, 2, 3];
      },
    };
    expect(uniqueItemsWork(Array(100_000).fill(item), 10)).toBeGreaterThan(10);
    expect(reads).toBeLessThan(10);
  });
});

describe("a rejected uniqueItems array on the interpreter", () => {
  const tool = {
    name: "t",
    inputSchema: {
      type: "object",
      properties: { xs: { type: "array", uniqueItems: true } },
      required: ["xs"],
    },
  };
  const objects = (length: number) => {
    const xs: unknown[] = Array.from({ length }, (_, i) => ({ i }));
    xs.push({ i: length - 1 });
    return { xs };
  };

  it("keeps the Ajv engine's message on 1,000 items", () => {
    const input = objects(1_000);
    const interpreted = createValidator({ engine: "interpreter" }).validateToolInput(tool, input);
    const ajv = createValidator({ engine: "ajv" }).validateToolInput(tool, input);
    expect(interpreted.ok ? "" : interpreted.message).toBe(
      "t failed due to the following issue:\nThe parameter `xs` must not contain duplicate items but items [999] and [1000] are equal",
    );
    expect(ajv.ok ? "" : ajv.message).toBe(interpreted.ok ? "" : interpreted.message);
  });

  // 13 s before the pairs counted (60,000 items: 187 s).
  it("is refused as not checked within a bound on 20,000 items, never compared pair by pair", () => {
    const validator = createValidator({ engine: "interpreter" });
    const start = performance.now();
    const result = validator.validateToolInput(tool, objects(20_000));
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(result.ok ? "" : result.message).toBe(
      "t failed due to the following issue:\nThe input could not be checked (the input is too large to check without code generation (comparing the items of its arrays for uniqueItems would take more than 5,000,000 steps))",
    );
  });

  // A dynamic anchor: @cfworker/json-schema checks too, so a valid array is compared pair by
  // pair on every call (48 s on 20,000 distinct objects).
  it("is refused as not checked within a bound where @cfworker/json-schema checks, valid or not", () => {
    const validator = createValidator({ engine: "interpreter" });
    const dynamic = { ...tool, inputSchema: { ...tool.inputSchema, $dynamicAnchor: "node" } };
    expect(validator.validateToolInput(dynamic, { xs: [{ i: 0 }, { i: 1 }] }).ok).toBe(true);
    const start = performance.now();
    const result = validator.validateToolInput(dynamic, {
      xs: Array.from({ length: 20_000 }, (_, i) => ({ i })),
    });
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(result.ok ? "" : result.message).toContain("for uniqueItems would take more than");
  });
});
