// "never throws": held once, at each public entry (docs/security.md).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createToolCatalog } from "./call/create-tool-catalog.js";
import type { ToolCatalogOptions } from "./call/types.js";
import { createValidator } from "./create-validator.js";
import { expectRejected, flags, readTextFile } from "./test-support/validator-fixtures.js";
import type { ToolDefinition, ValidateOptions, ValidatorOptions } from "./types.js";

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
      name: "a tool whose name getter throws",
      tool: Object.defineProperty({ inputSchema: readTextFile.inputSchema }, "name", {
        get() {
          throw new Error("boom");
        },
      }),
      input: { path: 1 },
    },
    {
      name: "a Proxy tool that throws on every read",
      tool: new Proxy(
        {},
        {
          get() {
            throw new Error("trap");
          },
        },
      ),
      input: {},
    },
    {
      name: "a tool whose getter throws a Proxy whose prototype trap throws",
      tool: Object.defineProperty({ name: "t" }, "inputSchema", {
        get() {
          throw new Proxy(
            {},
            {
              getPrototypeOf() {
                throw new Error("trap");
              },
            },
          );
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

  it("a tool whose name cannot be read is answered as an unnamed tool, on its first call and after", () => {
    const tool = Object.defineProperty({ inputSchema: flags.inputSchema }, "name", {
      get() {
        throw new Error("boom");
      },
    }) as ToolDefinition;
    const validator = createValidator();
    for (let call = 0; call < 2; call++) {
      expect(validator.validateToolInput(tool, { on: true })).toMatchObject({ ok: true });
      expect(validator.validateToolInput(tool, { on: "true" })).toMatchObject({
        ok: true,
        value: { on: true },
      });
      expect(expectRejected(validator.validateToolInput(tool, { on: "x" })).message).toBe(
        "(unnamed tool) failed due to the following issue:\nThe parameter `on` type is expected as `boolean` but provided as `string`",
      );
    }
  });

  it("a thrown Error whose message is not a string is told as text", () => {
    const odd = Object.assign(new Error(), { message: { toString: () => "odd" } });
    const tool = Object.defineProperty({ name: "t" }, "inputSchema", {
      get() {
        throw odd;
      },
    }) as ToolDefinition;
    const result = expectRejected(createValidator().validateToolInput(tool, {}));
    expect(result.message).toBe(
      "t failed due to the following issue:\nThe input could not be checked (odd)",
    );
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

describe("options that cannot be read", () => {
  const throwingGetter = Object.defineProperty({}, "hints", {
    enumerable: true,
    get() {
      throw new Error("boom");
    },
  });
  const throwingProxy = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error("keys");
      },
      get() {
        throw new Error("get");
      },
    },
  );
  const numbered = {
    name: "t",
    inputSchema: { type: "object", properties: { a: { type: "number" } } },
  };
  const repaired = {
    ok: true,
    status: "accepted",
    value: { a: 1 },
    coercions: [{ path: ["a"], rule: "number", from: "1", to: 1 }],
  };

  it.each([
    { name: "a getter that throws", options: throwingGetter },
    { name: "a Proxy whose traps throw", options: throwingProxy },
  ])("make createValidator and createToolCatalog take the defaults: $name", ({ options }) => {
    const validator = createValidator(options as ValidatorOptions);
    expect(validator.validateToolInput(numbered, { a: "1" })).toEqual(repaired);
    const catalog = createToolCatalog([numbered], options as ToolCatalogOptions);
    expect(catalog.checkCall({ name: "t", arguments: '{"a":"1"}' })).toEqual({
      ...repaired,
      tool: numbered,
    });
  });

  it("make a catalog given a validator that cannot be read use the shared one", () => {
    const catalog = createToolCatalog([numbered], { validator: throwingProxy as never });
    expect(catalog.checkCall({ name: "t", arguments: { a: "1" } })).toEqual({
      ...repaired,
      tool: numbered,
    });
  });

  it("of a call reject that call as not checked", () => {
    expect(
      expectRejected(createValidator().validateToolInput(numbered, {}, throwingGetter)).message,
    ).toBe("t failed due to the following issue:\nThe input could not be checked (boom)");
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
      status: "unchecked",
      errors: [],
      schemaError: "The input could not be checked (Maximum call stack size exceeded).",
    });
  });

  it("a recursive structure of ordinary depth is still repaired all the way down", () => {
    const result = createValidator().validateToolInput(tree, nest(50, { leaf: "true" }));
    expect(result.ok && result.value).toEqual(nest(50, { leaf: true }));
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
