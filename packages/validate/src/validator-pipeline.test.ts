// createValidator().validateToolInput: valid input, repair, compiling once per schema content, schema changes, shared $id.
import * as coerceModule from "@tool-input/coerce";
import * as formatModule from "@tool-input/format";
import { Ajv } from "ajv";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createValidator } from "./create-validator.js";
import { expectRejected, flags, readTextFile } from "./test-support/validator-fixtures.js";
import type { ToolDefinition } from "./types.js";

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

beforeEach(() => {
  createCoercer.mockClear();
  formatIssues.mockClear();
});

describe("createValidator().validateToolInput: valid input", () => {
  it("returns the input itself (===) with no coercions and no coercion work", () => {
    const validator = createValidator();
    const input = { path: "/srv/a.txt", head: 5 };
    for (let i = 0; i < 3; i++) {
      const result = validator.validateToolInput(readTextFile, input);
      expect(result).toEqual({ ok: true, status: "accepted", value: input, coercions: [] });
      expect(result.ok && result.value).toBe(input);
    }
    expect(createCoercer).not.toHaveBeenCalled();
    expect(formatIssues).not.toHaveBeenCalled();
  });

  it("returns a valid input === through a fresh copy of the schema too", () => {
    const validator = createValidator();
    const input = { path: "/srv/a.txt" };
    const result = validator.validateToolInput(structuredClone(readTextFile), input);
    expect(result.ok && result.value).toBe(input);
  });
});

describe("createValidator().validateToolInput: repair", () => {
  it("coerces an invalid input, validates again and returns the copy", () => {
    const validator = createValidator();
    const input = { path: "/srv/a.txt", head: "5" };
    const result = validator.validateToolInput(readTextFile, input);
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      value: { path: "/srv/a.txt", head: 5 },
      coercions: [{ path: ["head"], rule: "number", from: "5", to: 5 }],
    });
    expect(input).toEqual({ path: "/srv/a.txt", head: "5" });
  });

  it("makes one coercer per schema, the first time an input needs one", () => {
    const validator = createValidator();
    validator.validateToolInput(readTextFile, { path: "a", head: "1" });
    validator.validateToolInput(readTextFile, { path: "a", tail: "2" });
    validator.validateToolInput(structuredClone(readTextFile), { path: "a", tail: "3" });
    expect(createCoercer).toHaveBeenCalledTimes(1);
  });

  it("rejects what coercion cannot repair, with the coerced value's issues and the coercions tried", () => {
    const validator = createValidator();
    const result = expectRejected(validator.validateToolInput(flags, { on: "false", list: true }));
    expect(result.coercions).toEqual([{ path: ["on"], rule: "boolean", from: "false", to: false }]);
    // The issues describe the coerced value: `on` was repaired, only `list` is still wrong.
    expect(result.issues).toEqual([
      { kind: "type", path: ["list"], expected: "array", received: "boolean" },
    ]);
    expect(result.message).toBe(
      "flags failed due to the following issue:\nThe parameter `list` type is expected as `array` but provided as `boolean`",
    );
    expect(result.toolUseError).toBe(
      "<tool_use_error>InputValidationError: flags failed due to the following issue:\nThe parameter `list` type is expected as `array` but provided as `boolean`</tool_use_error>",
    );
  });
});

describe("createValidator: a fresh copy of the schema on every call", () => {
  it("compiles once and makes one coercer over 2,000 calls", () => {
    // Ajv's three classes share one prototype for compile (ajv/dist/core).
    const compile = vi.spyOn(Object.getPrototypeOf(Ajv.prototype), "compile");
    try {
      const validator = createValidator();
      for (let i = 0; i < 2000; i++) {
        const result = validator.validateToolInput(structuredClone(readTextFile), {
          path: "a",
          head: String(i),
        });
        expect(result.ok && result.value).toEqual({ path: "a", head: i });
      }
      expect(compile).toHaveBeenCalledTimes(1);
      expect(createCoercer).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });
});

describe("createValidator: the reporting function, compiled on the first rejection", () => {
  it("compiles the checking function alone while every input is valid or repaired", () => {
    const compile = vi.spyOn(Object.getPrototypeOf(Ajv.prototype), "compile");
    try {
      const validator = createValidator();
      expect(validator.validateToolInput(readTextFile, { path: "a" }).ok).toBe(true);
      expect(validator.validateToolInput(readTextFile, { path: "a", head: "5" }).ok).toBe(true);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it("over 2,000 fresh copies with rejections: the checking function + the reporting one, once each", () => {
    const compile = vi.spyOn(Object.getPrototypeOf(Ajv.prototype), "compile");
    try {
      const validator = createValidator();
      for (let i = 0; i < 2000; i++) {
        const input = i % 2 === 0 ? { path: "a", head: String(i) } : { path: 1, head: "x" };
        const result = validator.validateToolInput(structuredClone(readTextFile), input);
        expect(result.ok).toBe(i % 2 === 0);
        if (i === 1) expect(compile).toHaveBeenCalledTimes(2);
      }
      expect(compile).toHaveBeenCalledTimes(2);
      // The compile of the reporting function: every error, with its parentSchema.
      expect(compile.mock.instances[1]).not.toBe(compile.mock.instances[0]);
    } finally {
      compile.mockRestore();
    }
  });

  it("a rejection lists every error, though the check stops at the first", () => {
    const result = expectRejected(
      createValidator().validateToolInput(readTextFile, { path: 1, head: "x", tail: true }),
    );
    expect(result.message).toBe(
      "read_text_file failed due to the following issues:\nThe parameter `path` type is expected as `string` but provided as `number`\nThe parameter `tail` type is expected as `number` but provided as `boolean`\nThe parameter `head` type is expected as `number` but provided as `string`",
    );
  });
});

// docs/pipeline.md, "Caching": a schema object must not be mutated after its first use; a new
// object with the changed content is the supported way to change a tool's schema.
describe("createValidator: changing a tool's schema (docs/pipeline.md, Caching)", () => {
  const before = () => ({
    type: "object",
    properties: { mode: { enum: ["fast", "slow"] } },
    required: ["mode"],
  });

  it("a new object with changed content is validated by the new content", () => {
    const validator = createValidator();
    const first = { name: "run", inputSchema: before() };
    expect(validator.validateToolInput(first, { mode: "fast" }).ok).toBe(true);
    expect(validator.validate(first.inputSchema, { mode: "fast" }).valid).toBe(true);
    const changed = before();
    changed.properties.mode.enum = ["slow"];
    const second = { name: "run", inputSchema: changed };
    const result = validator.validateToolInput(second, { mode: "fast" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(
      "run failed due to the following issue:\nThe parameter `mode` must be `slow` but was `fast`",
    );
    expect(validator.validate(changed, { mode: "fast" }).valid).toBe(false);
    // The old object still answers by its own content.
    expect(validator.validateToolInput(first, { mode: "fast" }).ok).toBe(true);
  });

  it("the same object mutated in place keeps the validator compiled at its first use (as Ajv does)", () => {
    const validator = createValidator();
    const schema = before();
    const tool = { name: "run", inputSchema: schema };
    expect(validator.validateToolInput(tool, { mode: "fast" }).ok).toBe(true);
    schema.properties.mode.enum = ["slow"];
    // Not re-read: the identity cache answers without looking at the content (the hot path).
    expect(validator.validateToolInput(tool, { mode: "fast" }).ok).toBe(true);
  });
});

describe("createValidator: two tools sharing one $id", () => {
  it("each keeps its own schema", () => {
    const validator = createValidator();
    const shared = "https://example.com/schemas/input.json";
    const first: ToolDefinition = {
      name: "first",
      inputSchema: { $id: shared, type: "object", properties: { a: { type: "number" } } },
    };
    const second: ToolDefinition = {
      name: "second",
      inputSchema: { $id: shared, type: "object", properties: { a: { type: "string" } } },
    };
    expect(validator.validateToolInput(first, { a: "1" })).toEqual({
      ok: true,
      status: "accepted",
      value: { a: 1 },
      coercions: [{ path: ["a"], rule: "number", from: "1", to: 1 }],
    });
    const input = { a: "1" };
    const result = validator.validateToolInput(second, input);
    expect(result.schemaError).toBeUndefined();
    expect(result.ok && result.value).toBe(input);
  });
});
