// options reach coerce and format, per validator and per call.
import * as coerceModule from "@tool-input/coerce";
import * as formatModule from "@tool-input/format";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createValidator } from "./create-validator.js";
import { linearPatternMatcher } from "./pipeline/linear-pattern-matcher.js";
import { expectRejected, flags } from "./test-support/validator-fixtures.js";
import type { ToolDefinition, ValidateOptions } from "./types.js";

// Wrap the real packages so the tests can see what the pipeline asks of them.
vi.mock("@tool-input/coerce", async (importOriginal) => {
  const real = await importOriginal<typeof import("@tool-input/coerce")>();
  return { ...real, createCoercer: vi.fn(real.createCoercer) };
});
vi.mock("@tool-input/format", async (importOriginal) => {
  const real = await importOriginal<typeof import("@tool-input/format")>();
  return {
    ...real,
    formatIssues: vi.fn(real.formatIssues),
    toolUseError: vi.fn(real.toolUseError),
  };
});

const createCoercer = vi.mocked(coerceModule.createCoercer);
const formatIssues = vi.mocked(formatModule.formatIssues);

/**
 * The options the pipeline gave `createCoercer` on its call `n`, its RE2 pattern matcher, its
 * `markup`, its `decoded` and its `codeGeneration` (on: Ajv compiled these schemas) checked and
 * set aside, by the coercer's part: `"split"` (the coercer
 * splits; rejecting is the pipeline's), `"first"` (the repair path's first pass: no split, decoded
 * text kept as decoded) or `"ignore"` (under `markup: "ignore"`: no split, no first pass).
 */
function coerceOptionsOfCall(n: number, pass: "split" | "first" | "ignore" = "split"): unknown {
  const { patternMatcher, markup, decoded, codeGeneration, ...rest } =
    createCoercer.mock.calls[n]?.[1] ?? {};
  expect(patternMatcher).toBe(linearPatternMatcher);
  expect(codeGeneration).toBe(true);
  expect(markup).toBe(pass === "split" ? "split" : "ignore");
  expect(decoded).toBe(pass === "first" ? "keep" : undefined);
  return rest;
}

beforeEach(() => {
  createCoercer.mockClear();
  formatIssues.mockClear();
});

describe("createValidator: options pass through", () => {
  it("booleans: caseless, as a validator default", () => {
    const strict = createValidator({ booleans: "exact" });
    const caseless = createValidator();
    expect(strict.validateToolInput(flags, { on: "False" }).ok).toBe(false);
    expect(caseless.validateToolInput(flags, { on: "False" })).toEqual({
      ok: true,
      status: "accepted",
      value: { on: false },
      coercions: [{ path: ["on"], rule: "boolean", from: "False", to: false }],
    });
  });

  it("booleans: exact, per call, with a coercer of its own beside the default one", () => {
    const validator = createValidator();
    expect(validator.validateToolInput(flags, { on: "TRUE" }).ok).toBe(true);
    expect(validator.validateToolInput(flags, { on: "TRUE" }, { booleans: "exact" }).ok).toBe(
      false,
    );
    expect(validator.validateToolInput(flags, { on: "True" }, { booleans: "exact" }).ok).toBe(
      false,
    );
    // The default's first pass repaired `TRUE`; the call's first pass did not, nor then its split.
    expect(createCoercer).toHaveBeenCalledTimes(3);
    expect(coerceOptionsOfCall(0, "first")).toEqual({});
    expect(coerceOptionsOfCall(1, "first")).toEqual({ booleans: "exact" });
    expect(coerceOptionsOfCall(2)).toEqual({ booleans: "exact" });
  });

  it("a call whose options leave coercion at the defaults shares the default coercer", () => {
    const validator = createValidator({ booleans: "caseless" });
    expect(validator.validateToolInput(flags, { on: "True" }).ok).toBe(true);
    expect(validator.validateToolInput(flags, { on: "TRUE" }, { hints: false }).ok).toBe(true);
    expect(validator.validateToolInput(flags, { on: "true" }, { booleans: "caseless" }).ok).toBe(
      true,
    );
    expect(createCoercer).toHaveBeenCalledTimes(1);
    expect(coerceOptionsOfCall(0, "first")).toEqual({ booleans: "caseless" });
  });

  it("reuses the settings of one options object across calls, and reads it again once mutated", () => {
    const validator = createValidator();
    const options: { booleans: "caseless" | "exact" } = { booleans: "caseless" };
    expect(validator.validateToolInput(flags, { on: "TRUE" }, options).ok).toBe(true);
    expect(validator.validateToolInput(flags, { on: "True" }, options).ok).toBe(true);
    expect(createCoercer).toHaveBeenCalledTimes(1);
    options.booleans = "exact";
    expect(validator.validateToolInput(flags, { on: "True" }, options).ok).toBe(false);
    expect(validator.validateToolInput(flags, { on: "true" }, options).ok).toBe(true);
    expect(createCoercer).toHaveBeenCalledTimes(3);
    expect(coerceOptionsOfCall(1, "first")).toEqual({ booleans: "exact" });
    expect(coerceOptionsOfCall(2)).toEqual({ booleans: "exact" });
  });

  it("a call option overrides the validator default; an undefined one keeps it", () => {
    const validator = createValidator({ booleans: "caseless" });
    expect(validator.validateToolInput(flags, { on: "True" }, { booleans: "exact" }).ok).toBe(
      false,
    );
    expect(
      validator.validateToolInput(flags, { on: "True" }, {
        booleans: undefined,
      } as unknown as ValidateOptions).ok,
    ).toBe(true);
  });

  it("unions: analyze", () => {
    const tool: ToolDefinition = {
      name: "pick",
      inputSchema: {
        type: "object",
        properties: { ids: { anyOf: [{ type: "array" }, { type: "number" }] } },
      },
    };
    const validator = createValidator();
    expect(validator.validateToolInput(tool, { ids: "[1]" }).ok).toBe(false);
    expect(validator.validateToolInput(tool, { ids: "[1]" }, { unions: "analyze" })).toEqual({
      ok: true,
      status: "accepted",
      value: { ids: [1] },
      coercions: [{ path: ["ids"], rule: "json", from: "[1]", to: [1] }],
    });
  });

  it("maxStringLength, maxDepth and budget reach createCoercer", () => {
    const validator = createValidator({ maxStringLength: 3 });
    expect(validator.validateToolInput(flags, { list: "[1,2]" }).ok).toBe(false);
    expect(validator.validateToolInput(flags, { list: "[1]" }).ok).toBe(true);
    validator.validateToolInput(flags, { list: "[1,2]" }, { maxDepth: 2, budget: 10 });
    expect(
      [0, 1, 2, 3].map((n) => coerceOptionsOfCall(n, n % 2 === 0 ? "first" : "split")),
    ).toEqual([
      { maxStringLength: 3 },
      { maxStringLength: 3 },
      { budget: 10, maxDepth: 2, maxStringLength: 3 },
      { budget: 10, maxDepth: 2, maxStringLength: 3 },
    ]);
  });

  it("arrays, optionals and python reach createCoercer; markup: ignore turns the coercer's split off", () => {
    const validator = createValidator({ arrays: "exact" });
    expect(validator.validateToolInput(flags, { list: 3 }).ok).toBe(false);
    validator.validateToolInput(
      flags,
      { list: 3 },
      { optionals: "exact", python: "ignore", markup: "ignore" },
    );
    // Under `markup: "ignore"` there is no first pass: the one coercer has the split off.
    expect(createCoercer).toHaveBeenCalledTimes(3);
    expect([
      coerceOptionsOfCall(0, "first"),
      coerceOptionsOfCall(1),
      coerceOptionsOfCall(2, "ignore"),
    ]).toEqual([
      { arrays: "exact" },
      { arrays: "exact" },
      { arrays: "exact", optionals: "exact", python: "ignore" },
    ]);
  });

  it("hints and the other format options reach formatIssues", () => {
    const validator = createValidator({ hints: false });
    validator.validateToolInput(flags, { on: 1 });
    validator.validateToolInput(flags, { on: 1 }, { hints: true });
    expect(formatIssues.mock.calls.map((call) => call[2]?.hints)).toEqual([false, true]);
  });

  it.each([
    {
      name: "hints on (the default) add the did-you-mean",
      options: {},
      message:
        "flags failed due to the following issue:\nAn unexpected parameter `onn` was provided (did you mean `on`?)",
    },
    {
      name: "hints: false prints Claude Code's text",
      options: { hints: false },
      message:
        "flags failed due to the following issue:\nAn unexpected parameter `onn` was provided",
    },
  ])("$name", ({ options, message }) => {
    const result = expectRejected(
      createValidator().validateToolInput(flags, { onn: true }, options),
    );
    expect(result.message).toBe(message);
  });

  it("maxLines reaches the format package", () => {
    const validator = createValidator({ maxLines: 2 });
    const result = expectRejected(validator.validateToolInput(flags, { a: 1, b: 2, c: 3 }));
    expect(result.message).toBe(
      "flags failed due to the following issues:\nAn unexpected parameter `a` was provided\nAn unexpected parameter `b` was provided\n…and 1 more issue",
    );
  });

  it("cacheSize and onSchemaError are not passed to coerce", () => {
    const validator = createValidator({ cacheSize: 5, onSchemaError: "reject" });
    validator.validateToolInput(flags, { on: "true" });
    expect(coerceOptionsOfCall(0, "first")).toEqual({});
  });

  it("code generation reaches createCoercer only where Ajv compiled the schema", () => {
    createValidator({ engine: "interpreter" }).validateToolInput(flags, { on: "true" });
    expect(createCoercer.mock.calls.map(([, options]) => options?.codeGeneration)).toEqual([false]);
  });
});
