import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { refersToItself, surelyRefersToItself } from "./refers-to-itself.js";

describe("refersToItself", () => {
  it("finds a cycle through objects and arrays, and none in a tree or a graph of shared children", () => {
    const cyclic: Record<string, unknown> = { a: [{}] };
    ((cyclic.a as unknown[])[0] as Record<string, unknown>).back = cyclic;
    expect(refersToItself(cyclic)).toBe(true);
    let shared: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 40; level++) shared = { l: shared, r: shared };
    expect(refersToItself(shared)).toBe(false);
    expect(refersToItself({ a: [1, { b: null }], c: "x" })).toBe(false);
    expect(refersToItself("x")).toBe(false);
  });

  it("walks a 100,000-deep input without a stack overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refersToItself(deep)).toBe(false);
  });

  it("answers false, not a throw, for an input that throws when read", () => {
    const input = {};
    Object.defineProperty(input, "x", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(surelyRefersToItself(input)).toBe(false);
  });
});

describe("validateToolInput on an input that refers to itself", () => {
  const message =
    "t failed due to the following issue:\nThe input refers to itself (an object or array in it contains itself), so it cannot be checked or sent as JSON";
  const recursive = {
    name: "t",
    inputSchema: {
      type: "object",
      properties: { self: { $ref: "#" }, n: { type: "number" } },
      required: ["n"],
    },
  };

  it("rejects it at once under a recursive schema, with a sentence saying so", {
    timeout: 5_000,
  }, () => {
    const input: Record<string, unknown> = { n: "1" };
    input.self = input;
    const result = createValidator().validateToolInput(recursive, input);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.message).toBe(message);
  });

  it("rejects it when the schema is not recursive and the input is invalid", {
    timeout: 5_000,
  }, () => {
    const input: Record<string, unknown> = {};
    input.self = input;
    const result = createValidator().validateToolInput(recursive, input);
    expect(result.ok ? "" : result.message).toBe(message);
  });
});
