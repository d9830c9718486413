// createValidator().validate: the schema check without coercion.
import * as coerceModule from "@tool-input/coerce";
import * as formatModule from "@tool-input/format";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createValidator } from "./create-validator.js";

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
describe("createValidator().validate", () => {
  const schema = { type: "object", properties: { n: { type: "integer" } }, required: ["n"] };

  it("answers valid with no errors", () => {
    expect(createValidator().validate(schema, { n: 1 })).toEqual({
      valid: true,
      status: "valid",
      errors: [],
    });
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

  it.each([
    ["multipleOf", { multipleOf: 0.1 }, 123456789.1],
    ["format", { format: "int32" }, 2 ** 40],
  ])(
    "never answers invalid with no errors: one at the root where the interpreter's report finds none (%s)",
    (_, schema, input) => {
      expect(createValidator({ engine: "interpreter" }).validate(schema, input)).toEqual({
        status: "invalid",
        valid: false,
        errors: [
          {
            keyword: "schema",
            instancePath: "",
            schemaPath: "#",
            params: {},
            message: "must match the schema",
          },
        ],
      });
    },
  );

  it("answers a schema that cannot compile with schemaError", () => {
    expect(createValidator().validate({ $ref: "#/nope" }, {})).toEqual({
      valid: false,
      status: "unchecked",
      errors: [],
      schemaError: "The schema could not be compiled: can't resolve reference #/nope from id #.",
    });
  });

  it.each([
    [{ $schema: "https://json-schema.org/draft/2020-12/schema", contains: true }, []],
    [{ type: "array", contains: {}, unevaluatedItems: false }, [1]],
    [{ type: "object", properties: { n: { type: "integer", minimum: 2 } } }, { n: 1.5 }],
  ])(
    "answers on the interpreter the errors the Ajv engine answers, messages included: %j",
    (s, input) => {
      const onAjv = createValidator({ engine: "ajv" }).validate(s, input);
      const onInterpreter = createValidator({ engine: "interpreter" }).validate(s, input);
      expect(onInterpreter).toEqual(onAjv);
      expect(onInterpreter.errors.every((error) => typeof error.message === "string")).toBe(true);
    },
  );

  it("does no coercion", () => {
    expect(createValidator().validate(schema, { n: "1" }).valid).toBe(false);
    expect(createCoercer).not.toHaveBeenCalled();
  });
});
