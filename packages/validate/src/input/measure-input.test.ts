import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { measureInput, tryShapeIssueOf, walksWithin } from "./measure-input.js";

function sharedLevels(levels: number, leaf: Record<string, unknown>) {
  let node: Record<string, unknown> = leaf;
  for (let level = 0; level < levels; level++) node = { l: node, r: node, n: 2 };
  return node;
}

describe("measureInput", () => {
  it("finds a cycle through objects and arrays, and none in a tree or a graph of shared children", () => {
    const cyclic: Record<string, unknown> = { a: [{}] };
    ((cyclic.a as unknown[])[0] as Record<string, unknown>).back = cyclic;
    expect(measureInput(cyclic)).toEqual({ cycle: true });
    expect(measureInput(sharedLevels(40, { n: 1 })).cycle).toBe(false);
    expect(measureInput("x")).toEqual({ cycle: false, values: 1, inflated: false, characters: 1 });
  });

  it("counts the values written out as JSON: a shared child at every place, a hole as null", () => {
    expect(measureInput({ a: [1, { b: null }], c: "x" })).toEqual({
      cycle: false,
      values: 6,
      inflated: false,
      characters: 4,
    });
    // A small child (at most 16 values) is read at every place, as a tree: it is not told apart
    // from two equal children.
    const child = { x: 1, y: 2 };
    expect(measureInput({ a: child, b: child })).toEqual({
      cycle: false,
      values: 7,
      inflated: false,
      characters: 6,
    });
    const large = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, i]));
    expect(measureInput({ a: large, b: large })).toEqual({
      cycle: false,
      values: 35,
      inflated: true,
      characters: 2 + 2 * (10 * 2 + 6 * 3),
    });
    const holes: unknown[] = [];
    holes.length = 10;
    holes[3] = "x";
    expect(measureInput({ holes })).toEqual({
      cycle: false,
      values: 12,
      inflated: true,
      characters: 6,
    });
  });

  it("counts the characters of strings and keys written out: a shared string at every place", () => {
    const text = "a".repeat(1_000);
    // A string has no identity: the same one at 1,000 places is 1,000,000 characters written out.
    expect(measureInput({ items: Array(1_000).fill(text) })).toMatchObject({
      characters: 1_000_005,
    });
    const keyed = { [text]: 1 };
    expect(measureInput([keyed, keyed, { [text]: text }])).toMatchObject({ characters: 4_000 });
    expect(measureInput({ items: Array(1_000).fill(text) }, 1_000_000, 999)).toMatchObject({
      characters: 1_000,
    });
  });

  it("caps the count past the limit, in time linear in the input's own entries", () => {
    // 60 shared levels: 2^61 values written out, 180 entries in memory.
    const measure = measureInput(sharedLevels(60, { n: 1 }), 1_000, 1_000);
    expect(measure).toEqual({ cycle: false, values: 1_001, inflated: true, characters: 1_001 });
    const sparse: unknown[] = [];
    sparse.length = 2 ** 32 - 1;
    expect(measureInput(sparse, 1_000)).toEqual({
      cycle: false,
      values: 1_001,
      inflated: true,
      characters: 0,
    });
  });

  it("reads an array by index up to its first hole, then by its own keys", () => {
    const partly: unknown[] = [1, { b: 2 }];
    partly[5] = "x";
    // The array, 1, the object and its 2, "x", and three holes written out as null.
    expect(measureInput(partly)).toEqual({
      cycle: false,
      values: 8,
      inflated: true,
      characters: 2,
    });
  });

  it("reads 1,000,000 small children as trees, with no record of each", { timeout: 10_000 }, () => {
    // It had kept a record (an identity hash, a frame and its keys) per child: 6 s, 600 MB; now
    // about 0.5 s. That no record is kept shows above: a small shared child is not `inflated`.
    const small = Array.from({ length: 1_000_000 }, () => [{ k: "v" }]);
    expect(measureInput(small, 10_000_000)).toEqual({
      cycle: false,
      values: 3_000_001,
      inflated: false,
      characters: 2_000_000,
    });
  });

  it("walksWithin clears a tree within the limit, and leaves shared, holed, cyclic or deep inputs to the measure", () => {
    expect(walksWithin({ a: [1, { b: null }], c: "x" }, 5)).toBe(true);
    expect(walksWithin({ a: [1, { b: null }], c: "x" }, 4)).toBe(false);
    expect(walksWithin(sharedLevels(10, { n: 1 }), 1_000_000)).toBe(true);
    expect(walksWithin(sharedLevels(60, { n: 1 }), 1_000_000)).toBe(false);
    const holes: unknown[] = [];
    holes.length = 2 ** 32 - 1;
    expect(walksWithin({ holes }, 1_000_000)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(walksWithin(cyclic, 1_000_000)).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 5_000; i++) deep = [deep];
    expect(walksWithin(deep, 1_000_000)).toBe(false);
    expect(walksWithin("text", 0)).toBe(true);
  });

  it("walks a 100,000-deep input without a stack overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(measureInput(deep)).toEqual({
      cycle: false,
      values: 100_001,
      inflated: false,
      characters: 0,
    });
  });

  it("reads a large child shared at many places once, its keys never again", {
    timeout: 10_000,
  }, () => {
    const large = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const measure = measureInput(Array(100_000).fill(large));
    expect(measure).toMatchObject({ cycle: false, values: 1_000_001, inflated: true });
  });

  it("stops past 100,000 levels: such an input cannot be checked", { timeout: 10_000 }, () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(measureInput(deep)).toEqual({ cycle: false, deeperThan: 100_000 });
    // A record of each level had made a rejection of 1,000,000 levels take 15 s.
    const tool = {
      name: "read",
      inputSchema: { type: "object", properties: { path: { type: "string" } } },
    };
    expect(createValidator().validateToolInput(tool, { path: deep })).toMatchObject({
      ok: false,
      message:
        "read failed due to the following issue:\nThe input nests more than 100,000 levels deep, so it cannot be checked",
    });
  });

  it("answers no issue, not a throw, for an input that throws when read", () => {
    const input = {};
    Object.defineProperty(input, "x", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(tryShapeIssueOf(input)).toBeUndefined();
  });
});

const recursive = {
  name: "t",
  inputSchema: {
    type: "object",
    properties: { l: { $ref: "#" }, r: { $ref: "#" }, self: { $ref: "#" }, n: { type: "number" } },
    required: ["n"],
  },
};

describe("validateToolInput on an input that refers to itself", () => {
  const message =
    "t failed due to the following issue:\nThe input refers to itself (an object or array in it contains itself), so it cannot be checked or sent as JSON";

  it("rejects it at once under a recursive schema, with a sentence saying so", {
    timeout: 5_000,
  }, () => {
    const input: Record<string, unknown> = { n: "1" };
    input.self = input;
    const result = createValidator().validateToolInput(recursive, input);
    expect(result.ok ? "" : result.message).toBe(message);
  });

  it("rejects it on a warm schema too, where the compiled check runs first", {
    timeout: 5_000,
  }, () => {
    const validator = createValidator();
    expect(validator.validateToolInput(recursive, { n: 1 }).ok).toBe(true);
    const input: Record<string, unknown> = { n: 1 };
    input.self = input;
    const result = validator.validateToolInput(recursive, input);
    expect(result.ok ? "" : result.message).toBe(message);
  });
});

describe("validateToolInput on an input inflated by shared children or holes", () => {
  const message =
    "t failed due to the following issue:\nThe input would hold more than 1,000,000 values written out as JSON (it repeats shared objects or arrays, or has arrays with holes), so it cannot be checked";

  it("rejects 40 shared levels under a recursive schema at once, valid or not, first call or warm", {
    timeout: 5_000,
  }, () => {
    const validator = createValidator();
    for (const leaf of [{ n: 1 }, { n: "x" }]) {
      // First sight of the schema, then the hot path of a compiled one.
      for (const attempt of [1, 2]) {
        const result = validator.validateToolInput(recursive, sharedLevels(40, leaf));
        expect(result.ok ? `accepted on attempt ${attempt}` : result.message).toBe(message);
      }
    }
    const check = validator.validate(recursive.inputSchema, sharedLevels(40, { n: 1 }));
    expect(check).toEqual({
      valid: false,
      status: "unchecked",
      errors: [],
      schemaError: `The input could not be checked (the input ${message.split("The input ")[1]}).`,
    });
  });

  it("rejects a sparse array of length 2^32 − 1 at once", { timeout: 5_000 }, () => {
    const tool = {
      name: "t",
      inputSchema: {
        type: "object",
        properties: { a: { type: "array", items: { type: "number" } } },
      },
    };
    const a: unknown[] = [];
    a.length = 2 ** 32 - 1;
    const result = createValidator().validateToolInput(tool, { a });
    expect(result.ok ? "" : result.message).toBe(message);
  });

  it("checks shared children the schema cannot multiply, and inflated inputs below the limit", () => {
    const flat = {
      name: "t",
      inputSchema: {
        type: "object",
        properties: { a: { type: "array", items: { type: "string" } }, b: { type: "array" } },
      },
    };
    const shared = ["x", "y"];
    const validator = createValidator();
    expect(validator.validateToolInput(flat, { a: shared, b: shared })).toEqual({
      ok: true,
      status: "accepted",
      value: { a: shared, b: shared },
      coercions: [],
    });
    const small = sharedLevels(10, { n: 1 });
    expect(validator.validateToolInput(recursive, small).ok).toBe(true);
    const wrong = validator.validateToolInput(recursive, sharedLevels(2, { n: "x" }));
    expect(wrong.ok ? "" : wrong.message).toContain(
      "The parameter `l.l.n` type is expected as `number`",
    );
  });
});
