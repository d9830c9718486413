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
