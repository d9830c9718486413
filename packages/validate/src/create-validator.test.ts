import * as coerceModule from "@tool-input/coerce";
import * as formatModule from "@tool-input/format";
import { Ajv } from "ajv";
import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createValidator } from "./create-validator.js";
import type { ToolDefinition, ToolInputResult, ValidateOptions } from "./types.js";

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

const readTextFile: ToolDefinition = {
  name: "read_text_file",
  inputSchema: {
    type: "object",
    properties: {
      path: { type: "string" },
      tail: { type: "number" },
      head: { type: "number" },
    },
    required: ["path"],
    $schema: "http://json-schema.org/draft-07/schema#",
  },
};

const flags: ToolDefinition = {
  name: "flags",
  inputSchema: {
    type: "object",
    properties: { on: { type: "boolean" }, list: { type: "array", items: { type: "number" } } },
    additionalProperties: false,
  },
};

function expectRejected(result: ToolInputResult) {
  if (result.ok) throw new Error("expected a rejection");
  return result;
}

describe("createValidator().validateToolInput: valid input", () => {
  it("returns the input itself (===) with no coercions and no coercion work", () => {
    const validator = createValidator();
    const input = { path: "/srv/a.txt", head: 5 };
    for (let i = 0; i < 3; i++) {
      const result = validator.validateToolInput(readTextFile, input);
      expect(result).toEqual({ ok: true, value: input, coercions: [] });
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
    const result = expectRejected(validator.validateToolInput(flags, { on: "false", list: 3 }));
    expect(result.coercions).toEqual([{ path: ["on"], rule: "boolean", from: "false", to: false }]);
    // The issues describe the coerced value: `on` was repaired, only `list` is still wrong.
    expect(result.issues).toEqual([
      { kind: "type", path: ["list"], expected: "array", received: "number" },
    ]);
    expect(result.message).toBe(
      "flags failed due to the following issue:\nThe parameter `list` type is expected as `array` but provided as `number`",
    );
    expect(result.toolUseError).toBe(
      "<tool_use_error>InputValidationError: flags failed due to the following issue:\nThe parameter `list` type is expected as `array` but provided as `number`</tool_use_error>",
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
      value: { a: 1 },
      coercions: [{ path: ["a"], rule: "number", from: "1", to: 1 }],
    });
    const input = { a: "1" };
    const result = validator.validateToolInput(second, input);
    expect(result.schemaError).toBeUndefined();
    expect(result.ok && result.value).toBe(input);
  });
});

describe("createValidator: options pass through", () => {
  it("booleans: caseless, as a validator default", () => {
    const strict = createValidator({ booleans: "exact" });
    const caseless = createValidator();
    expect(strict.validateToolInput(flags, { on: "False" }).ok).toBe(false);
    expect(caseless.validateToolInput(flags, { on: "False" })).toEqual({
      ok: true,
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
    expect(createCoercer).toHaveBeenCalledTimes(2);
    expect(createCoercer.mock.calls[1]?.[1]).toEqual({ booleans: "exact" });
  });

  it("a call whose options leave coercion at the defaults shares the default coercer", () => {
    const validator = createValidator({ booleans: "caseless" });
    expect(validator.validateToolInput(flags, { on: "True" }).ok).toBe(true);
    expect(validator.validateToolInput(flags, { on: "TRUE" }, { hints: false }).ok).toBe(true);
    expect(validator.validateToolInput(flags, { on: "true" }, { booleans: "caseless" }).ok).toBe(
      true,
    );
    expect(createCoercer).toHaveBeenCalledTimes(1);
    expect(createCoercer.mock.calls[0]?.[1]).toEqual({ booleans: "caseless" });
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
    expect(createCoercer).toHaveBeenCalledTimes(2);
    expect(createCoercer.mock.calls[1]?.[1]).toEqual({ booleans: "exact" });
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
      value: { ids: [1] },
      coercions: [{ path: ["ids"], rule: "json", from: "[1]", to: [1] }],
    });
  });

  it("maxStringLength, maxDepth and budget reach createCoercer", () => {
    const validator = createValidator({ maxStringLength: 3 });
    expect(validator.validateToolInput(flags, { list: "[1,2]" }).ok).toBe(false);
    expect(validator.validateToolInput(flags, { list: "[1]" }).ok).toBe(true);
    validator.validateToolInput(flags, { list: "[1,2]" }, { maxDepth: 2, budget: 10 });
    expect(createCoercer.mock.calls.map((call) => call[1])).toEqual([
      { maxStringLength: 3 },
      { budget: 10, maxDepth: 2, maxStringLength: 3 },
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
    expect(createCoercer.mock.calls[0]?.[1]).toEqual({});
  });
});

describe("createValidator: schemas that cannot compile", () => {
  const broken: ToolDefinition = {
    name: "lookup",
    inputSchema: { type: "object", properties: { id: { $ref: "#/$defs/id" } } },
  };
  const sentence =
    "The input schema of tool `lookup` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.";

  it("passes the coerced input with schemaError set", () => {
    const result = createValidator().validateToolInput(broken, { id: "7" });
    expect(result).toEqual({ ok: true, value: { id: "7" }, coercions: [], schemaError: sentence });
  });

  it("still coerces what the schema describes", () => {
    const tool: ToolDefinition = {
      name: "lookup",
      inputSchema: {
        type: "object",
        properties: { id: { $ref: "#/$defs/id" }, force: { type: "boolean" } },
      },
    };
    const result = createValidator().validateToolInput(tool, { id: 1, force: "true" });
    expect(result.ok && result.value).toEqual({ id: 1, force: true });
    expect(result.schemaError).toBe(
      "The input schema of tool `lookup` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.",
    );
  });

  it('onSchemaError: "reject" rejects with an issue naming the problem', () => {
    const validator = createValidator();
    const result = expectRejected(
      validator.validateToolInput(broken, { id: "7" }, { onSchemaError: "reject" }),
    );
    expect(result.schemaError).toBe(sentence);
    expect(result.issues).toEqual([
      {
        kind: "other",
        path: [],
        message:
          "could not be checked, because the tool's input schema could not be compiled (can't resolve reference #/$defs/id from id #)",
      },
    ]);
    expect(result.message).toBe(
      "lookup failed due to the following issue:\nThe input could not be checked, because the tool's input schema could not be compiled (can't resolve reference #/$defs/id from id #)",
    );
  });

  it("names the tool per call, though the failure is cached by content", () => {
    const validator = createValidator();
    const other = { ...broken, name: "find" };
    validator.validateToolInput(broken, {});
    expect(validator.validateToolInput(other, {}).schemaError).toBe(
      "The input schema of tool `find` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.",
    );
  });

  it("keeps a multi-line tool name on one line in the sentence", () => {
    const result = createValidator().validateToolInput({ ...broken, name: "a\nb" }, {});
    expect(result.schemaError).toBe(
      "The input schema of tool `a b` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.",
    );
  });

  it("a tool without inputSchema or without a name", () => {
    const result = createValidator().validateToolInput({} as ToolDefinition, { a: 1 });
    expect(result).toEqual({
      ok: true,
      value: { a: 1 },
      coercions: [],
      schemaError:
        "The input schema of tool `(unnamed tool)` could not be compiled: the tool has no input schema; the input was not validated.",
    });
  });

  it("a schema that cannot be read names the thrown error; only a real cycle says it refers to itself", () => {
    const validator = createValidator();
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("y");
        },
      },
    );
    expect(validator.validateToolInput({ name: "p", inputSchema: proxy }, { a: 1 })).toEqual({
      ok: true,
      value: { a: 1 },
      coercions: [],
      schemaError:
        "The input schema of tool `p` could not be compiled: the schema could not be read (y); the input was not validated.",
    });
    expect(validator.validate(proxy, {})).toEqual({
      valid: false,
      errors: [],
      schemaError: "The schema could not be compiled: the schema could not be read (y).",
    });
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    expect(validator.validateToolInput({ name: "c", inputSchema: cyclic }, { a: 1 })).toEqual({
      ok: true,
      value: { a: 1 },
      coercions: [],
      schemaError:
        "The input schema of tool `c` could not be compiled: the schema is not JSON (it refers to itself); the input was not validated.",
    });
  });
});

describe("createValidator: never throws", () => {
  it("for any tool object, input and options", () => {
    const validator = createValidator();
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (tool, input, options) => {
        const result = validator.validateToolInput(
          tool as ToolDefinition,
          input,
          options as ValidateOptions,
        );
        expect(typeof result.ok).toBe("boolean");
        if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("for any name and inputSchema, and rejects only with issues", () => {
    const validator = createValidator({ cacheSize: 20 });
    fc.assert(
      fc.property(
        fc.record({ name: fc.anything(), inputSchema: fc.oneof(fc.anything(), fc.jsonValue()) }),
        fc.jsonValue(),
        (tool, input) => {
          const result = validator.validateToolInput(tool as ToolDefinition, input);
          if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
          if (result.schemaError !== undefined) {
            expect(result.schemaError).toMatch(
              /^The input schema of tool `.*` could not be compiled: /,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("for arbitrary JSON inputs against a real schema, never mutating them", () => {
    const validator = createValidator();
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const before = JSON.stringify(input);
        const result = validator.validateToolInput(readTextFile, input);
        expect(JSON.stringify(input)).toBe(before);
        if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  const hostile: { name: string; tool: unknown; input: unknown; options?: unknown }[] = [
    { name: "a null tool", tool: null, input: {} },
    { name: "a number for a tool", tool: 42, input: {} },
    {
      name: "a tool whose getter throws",
      tool: Object.defineProperty({ name: "t" }, "inputSchema", {
        get() {
          throw new Error("boom");
        },
      }),
      input: {},
    },
    {
      name: "a Proxy input that throws on every read",
      tool: readTextFile,
      input: new Proxy(
        {},
        {
          get() {
            throw new Error("trap");
          },
          ownKeys() {
            throw new Error("trap");
          },
        },
      ),
    },
    {
      name: "options whose getter throws",
      tool: flags,
      input: { on: "x" },
      options: Object.defineProperty({}, "hints", {
        enumerable: true,
        get() {
          throw new Error("boom");
        },
      }),
    },
    { name: "options of the wrong type", tool: flags, input: { on: "x" }, options: "fast" },
    {
      name: "a schema with a cycle",
      tool: {
        name: "c",
        inputSchema: (() => {
          const s: Record<string, unknown> = { type: "object" };
          s.properties = { s };
          return s;
        })(),
      },
      input: { s: 1 },
    },
    { name: "a 100,000-deep nested input", tool: flags, input: deep(100_000) },
  ];

  it.each(hostile)("$name", ({ tool, input, options }) => {
    const result = createValidator().validateToolInput(
      tool as ToolDefinition,
      input,
      options as ValidateOptions,
    );
    expect(typeof result.ok).toBe("boolean");
  });

  it("an unexpected failure becomes a rejection naming the tool", () => {
    const tool = Object.defineProperty({ name: "t" }, "inputSchema", {
      get() {
        throw new Error("boom");
      },
    }) as ToolDefinition;
    const result = expectRejected(createValidator().validateToolInput(tool, {}));
    expect(result.message).toBe(
      "t failed due to the following issue:\nThe input could not be checked (boom)",
    );
  });
});

describe("createValidator: an input deeper than Ajv's recursion", () => {
  const tree: ToolDefinition = {
    name: "tree",
    inputSchema: {
      $ref: "#/$defs/node",
      $defs: {
        node: {
          type: "object",
          properties: { child: { $ref: "#/$defs/node" }, leaf: { type: "boolean" } },
        },
      },
    },
  };
  const hostile = nest(100_000, { leaf: true });

  it("validateToolInput rejects it, naming the tool, instead of throwing", () => {
    const result = expectRejected(createValidator().validateToolInput(tree, hostile));
    expect(result.message).toBe(
      "tree failed due to the following issue:\nThe input could not be checked (Maximum call stack size exceeded)",
    );
  });

  it("validate answers with schemaError instead of throwing", () => {
    expect(createValidator().validate(tree.inputSchema, hostile)).toEqual({
      valid: false,
      errors: [],
      schemaError: "The input could not be checked (Maximum call stack size exceeded).",
    });
  });

  it("a recursive structure of ordinary depth is still repaired all the way down", () => {
    const result = createValidator().validateToolInput(tree, nest(50, { leaf: "true" }));
    expect(result.ok && result.value).toEqual(nest(50, { leaf: true }));
  });
});

describe("createValidator().validate", () => {
  const schema = { type: "object", properties: { n: { type: "integer" } }, required: ["n"] };

  it("answers valid with no errors", () => {
    expect(createValidator().validate(schema, { n: 1 })).toEqual({ valid: true, errors: [] });
  });

  it("answers invalid with Ajv's errors (verbose, every error)", () => {
    const result = createValidator().validate(schema, { n: 1.5, x: 1 });
    expect(result.valid).toBe(false);
    expect(result.errors).toMatchObject([
      { keyword: "type", instancePath: "/n", params: { type: "integer" }, data: 1.5 },
    ]);
    expect(result.errors[0]?.parentSchema).toEqual({ type: "integer" });
  });

  it("answers every error, each with its verbose fields, though the check stops at the first", () => {
    const result = createValidator().validate(schema, { n: "x", m: 1 } as unknown);
    const two = createValidator().validate(
      { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } } },
      { a: 1, b: 1.5 },
    );
    expect(result.valid).toBe(false);
    expect(two.errors).toMatchObject([
      { keyword: "type", instancePath: "/a", data: 1, parentSchema: { type: "string" } },
      { keyword: "type", instancePath: "/b", data: 1.5, parentSchema: { type: "integer" } },
    ]);
  });

  it("returns errors that a later call does not overwrite", () => {
    const validator = createValidator();
    const first = validator.validate(schema, {});
    validator.validate(schema, { n: "x" });
    expect(first.errors.map((error) => error.keyword)).toEqual(["required"]);
  });

  it("answers a schema that cannot compile with schemaError", () => {
    expect(createValidator().validate({ $ref: "#/nope" }, {})).toEqual({
      valid: false,
      errors: [],
      schemaError: "The schema could not be compiled: can't resolve reference #/nope from id #.",
    });
  });

  it("does no coercion", () => {
    expect(createValidator().validate(schema, { n: "1" }).valid).toBe(false);
    expect(createCoercer).not.toHaveBeenCalled();
  });
});

function nest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

function deep(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = { on: value };
  return value;
}
