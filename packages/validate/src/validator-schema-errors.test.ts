// schemas that cannot be compiled or read: the onSchemaError path.
import { describe, expect, it } from "vitest";
import { createValidator } from "./create-validator.js";
import { expectRejected } from "./test-support/validator-fixtures.js";
import type { ToolDefinition } from "./types.js";

describe("createValidator: schemas that cannot compile", () => {
  const broken: ToolDefinition = {
    name: "lookup",
    inputSchema: { type: "object", properties: { id: { $ref: "#/$defs/id" } } },
  };
  const sentence =
    "The input schema of tool `lookup` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.";

  it("passes the coerced input with schemaError set", () => {
    const result = createValidator().validateToolInput(broken, { id: "7" });
    expect(result).toEqual({
      ok: true,
      status: "unchecked",
      value: { id: "7" },
      coercions: [],
      schemaError: sentence,
    });
  });

  it("prints the tool name in schemaError as every message does: escaped, cut at maxNameLength", () => {
    const named = (name: string): ToolDefinition => ({ ...broken, name });
    const validator = createValidator();
    expect(validator.validateToolInput(named("evil`name\nline2"), {}).schemaError).toBe(
      "The input schema of tool `evil\\u0060name\\nline2` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.",
    );
    const long = validator.validateToolInput(named("x".repeat(300)), {}, { maxNameLength: 20 });
    expect(long.schemaError).toBe(
      `The input schema of tool \`${"x".repeat(19)}…\` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.`,
    );
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

  describe("what the pipeline checks without a validator holds as on any call", () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 2_500; i++) properties[`p${i}`] = { type: "string" };
    const tooComplex: ToolDefinition = { name: "big", inputSchema: { type: "object", properties } };
    const tooComplexError =
      "The input schema of tool `big` could not be compiled: the schema is too complex to check (it expands to more than 2,000 subschemas); the input was not validated.";
    const issue: ToolDefinition = {
      name: "issue",
      inputSchema: {
        type: "object",
        properties: {
          body: { type: "string" },
          priority: { type: "number" },
          other: { $ref: "#/$defs/missing" },
        },
        required: ["body"],
      },
    };
    const leaked = 'Fix it.</parameter>\n<parameter name="priority">5';

    it.each([
      ["JSON text", '{"p1": 5}', { p1: 5 }, "json"],
      ["a fenced block", '```json\n{"p1": "5"}\n```', { p1: "5" }, "json"],
      ["a Python dict", "{'p1': True}", { p1: true }, "python"],
      ["double-encoded text", '"{\\"p1\\":\\"x\\"}"', { p1: "x" }, "json"],
      ["an empty string", "", {}, "empty"],
      ["null", null, {}, "empty"],
    ])(
      "a schema too complex to check reads %s as the object it holds, coercing nothing inside",
      (_, input, value, rule) => {
        const result = createValidator().validateToolInput(tooComplex, input);
        expect(result).toEqual({
          ok: true,
          status: "unchecked",
          value,
          coercions: [{ path: [], rule, from: input, to: value }],
          schemaError: tooComplexError,
        });
      },
    );

    it.each([
      [tooComplex, '{"p1": 5'],
      [issue, '{"body": "x"'],
    ])("rejects arguments text cut off with the arguments text sentence (%#)", (tool, input) => {
      const result = createValidator().validateToolInput(tool, input);
      expect(!result.ok && result.message).toBe(
        `${tool.name} failed due to the following issue:\nThe arguments text ends before the JSON object is complete (at character ${input.length} of ${input.length}); send the whole call again`,
      );
    });

    it.each([
      [tooComplex, "[1]", "`object` but provided as `array`"],
      [issue, "```json\n[1]\n```", "`object` but provided as `array`"],
      [issue, "hello", "`object` but provided as `string`"],
      [
        issue,
        "[9007199254740993]",
        "`object` but provided as `string` (it is JSON text with the number `9007199254740993`, which would lose digits, so it is not decoded)",
      ],
      [issue, 5, "`object` but provided as `number`"],
    ])(
      "rejects a value the root's type refuses with the type line, never passing text on (%#)",
      (tool, input, line) => {
        const result = createValidator().validateToolInput(tool, input);
        expect(result).toMatchObject({
          ok: false,
          message: `${tool.name} failed due to the following issue:\nThe input type is expected as ${line}`,
        });
        expect(result).not.toHaveProperty("schemaError");
      },
    );

    it("reads the root's type only where it is well formed, and passes what it allows", () => {
      const broken = (type: unknown): ToolDefinition => ({
        name: "t",
        inputSchema: { type, properties: { a: { $ref: "#/nope" } } },
      });
      const status = (tool: ToolDefinition, input: unknown) =>
        createValidator().validateToolInput(tool, input).status;
      expect(status(broken("dict"), "x")).toBe("unchecked");
      expect(status(broken(["object", "strin"]), "x")).toBe("unchecked");
      expect(status(broken(["object", "null"]), null)).toBe("unchecked");
      expect(status(broken(["object", "null"]), "x")).toBe("rejected");
      expect(status(broken("integer"), 5)).toBe("unchecked");
      expect(status(broken("integer"), 5.5)).toBe("rejected");
      expect(status(broken("number"), 5)).toBe("unchecked");
      // OpenAPI's `nullable: true` adds null, as Ajv reads it.
      const text = broken("string");
      const nullable = {
        ...text,
        inputSchema: { ...(text.inputSchema as object), nullable: true },
      };
      expect(status(nullable, null)).toBe("unchecked");
      expect(status(text, null)).toBe("rejected");
    });

    it("rejects leaked markup under the default markup option, never splitting it", () => {
      const validator = createValidator();
      for (const options of [undefined, { markup: "reject" as const }]) {
        const result = validator.validateToolInput(issue, { body: leaked }, options);
        expect(!result.ok && result.message).toBe(
          "issue failed due to the following issue:\nThe parameter `body` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter",
        );
      }
    });

    it("splits leaked markup under markup: split and leaves it under ignore, passing unchecked", () => {
      const validator = createValidator();
      const split = validator.validateToolInput(issue, { body: leaked }, { markup: "split" });
      expect(split.ok && split.status === "unchecked" && split.value).toEqual({
        body: "Fix it.",
        priority: 5,
      });
      const input = { body: leaked };
      const ignored = validator.validateToolInput(issue, input, { markup: "ignore" });
      expect(ignored.ok && ignored.status === "unchecked" && ignored.value).toBe(input);
    });
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

  it("a tool without inputSchema or without a name", () => {
    const result = createValidator().validateToolInput({} as ToolDefinition, { a: 1 });
    expect(result).toEqual({
      ok: true,
      status: "unchecked",
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
      status: "unchecked",
      value: { a: 1 },
      coercions: [],
      schemaError:
        "The input schema of tool `p` could not be compiled: the schema could not be read (y); the input was not validated.",
    });
    expect(validator.validate(proxy, {})).toEqual({
      valid: false,
      status: "unchecked",
      errors: [],
      schemaError: "The schema could not be compiled: the schema could not be read (y).",
    });
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    expect(validator.validateToolInput({ name: "c", inputSchema: cyclic }, { a: 1 })).toEqual({
      ok: true,
      status: "unchecked",
      value: { a: 1 },
      coercions: [],
      schemaError:
        "The input schema of tool `c` could not be compiled: the schema is not JSON (it refers to itself); the input was not validated.",
    });
  });
});
