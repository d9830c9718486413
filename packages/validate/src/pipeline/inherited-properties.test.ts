import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { readTextFile } from "../test-support/validator-fixtures.js";

// docs/pipeline.md, "Property names an object inherits": an object whose prototype is not
// Object.prototype, Array.prototype or null is checked on its own enumerable properties, what
// every transport sends; it is passed on untouched.

const fileSchema = readTextFile.inputSchema as Record<string, unknown>;

const missingPath =
  "read_text_file failed due to the following issue:\nThe required parameter `path` is missing";

const inherits = (proto: object, own: object = {}): object =>
  Object.assign(Object.create(proto) as object, own);

const cases: {
  name: string;
  schema: Record<string, unknown>;
  input: () => unknown;
  message: string | undefined;
}[] = [
  {
    name: "a required key the root only inherits",
    schema: fileSchema,
    input: () => inherits({ path: "notes.txt" }),
    message: missingPath,
  },
  {
    name: "a required key a nested object only inherits",
    schema: {
      type: "object",
      properties: { file: fileSchema },
      required: ["file"],
    },
    input: () => ({ file: inherits({ path: "notes.txt" }) }),
    message:
      "read_text_file failed due to the following issue:\nThe required parameter `file.path` is missing",
  },
  {
    name: "a required key under a schema without properties",
    schema: { type: "object", required: ["path"] },
    input: () => inherits({ path: "notes.txt" }),
    message: missingPath,
  },
  {
    name: "a required key in an item under items",
    schema: {
      type: "object",
      properties: { files: { type: "array", items: { type: "object", required: ["path"] } } },
    },
    input: () => ({ files: [inherits({ path: "notes.txt" })] }),
    message:
      "read_text_file failed due to the following issue:\nThe required parameter `files[0].path` is missing",
  },
  {
    name: "an inherited key beside a repaired one",
    schema: {
      type: "object",
      properties: {
        limit: { type: "integer" },
        file: fileSchema,
      },
      required: ["limit", "file"],
    },
    input: () => ({ limit: "5", file: inherits({ path: "notes.txt" }) }),
    message:
      "read_text_file failed due to the following issue:\nThe required parameter `file.path` is missing",
  },
  {
    name: "a dependent key the object only inherits",
    schema: { type: "object", dependentRequired: { path: ["mode"] } },
    input: () => inherits({ mode: "r" }, { path: "notes.txt" }),
    message:
      "read_text_file failed due to the following issue:\nThe parameter `mode` is required when `path` is provided",
  },
  {
    name: "an inherited key that turns a subschema's verdict under not",
    schema: { type: "object", not: { properties: { path: { type: "string" } } } },
    input: () => inherits({ path: 5 }),
    message:
      "read_text_file failed due to the following issue:\nThe input must not match the disallowed shape `object`",
  },
  {
    name: "an inherited key that turns an if into its else",
    schema: {
      type: "object",
      properties: { mode: { type: "string" } },
      if: { properties: { path: { const: "notes.txt" } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
      then: { required: ["mode"] },
    },
    input: () => inherits({ path: "other.txt" }),
    message:
      "read_text_file failed due to the following issue:\nThe required parameter `mode` is missing",
  },
  {
    name: "an inherited enumerable key is not additional",
    schema: { type: "object", additionalProperties: false },
    input: () => inherits({ path: "notes.txt" }),
    message: undefined,
  },
  {
    name: "an own key is checked as sent, whatever the prototype holds",
    schema: fileSchema,
    input: () => inherits({ path: 1, extra: true }, { path: "notes.txt" }),
    message: undefined,
  },
  {
    name: "a class instance's own fields",
    schema: fileSchema,
    input: () =>
      new (class File {
        path = "notes.txt";
      })(),
    message: undefined,
  },
];

describe.each(["ajv", "interpreter"] as const)("on the %s engine", (engine) => {
  const validator = createValidator({ engine });

  it.each(cases)("$name", ({ schema, input, message }) => {
    // Twice: the first call compiles the schema, the second takes the hot path.
    for (let i = 0; i < 2; i++) {
      const sent = input();
      const result = validator.validateToolInput(
        { name: readTextFile.name, inputSchema: schema },
        sent,
      );
      expect(result.ok ? undefined : result.message).toBe(message);
      if (result.ok) expect(result.value).toBe(sent);
      expect(validator.validate(schema, sent).valid).toBe(message === undefined);
    }
  });

  it("passes an object of another prototype on untouched where the schema reads none of it", () => {
    const when = new Date(0);
    const schema = {
      type: "object",
      properties: { when: {}, limit: { type: "integer" } },
    };
    const result = validator.validateToolInput(
      { name: "t", inputSchema: schema },
      {
        when,
        limit: "5",
      },
    );
    expect(result).toMatchObject({ ok: true, value: { when, limit: 5 } });
    expect(result.ok && (result.value as { when: unknown }).when).toBe(when);
  });
});
