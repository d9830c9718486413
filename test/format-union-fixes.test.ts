// Unions whose text depended on how a branch was written (docs/messages.md, "Every other
// keyword" and "Discriminated unions"): each case is pinned through Ajv itself and through
// createValidator on both engines, which give the same text.

import { formatIssues, issuesFromZod } from "@tool-input/format";
import type { JsonSchema } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { z as z4 } from "zod4";
import { expectMessage } from "./support/engine-messages.js";
import { documented } from "./support/format-fixtures.js";

const header = "T failed due to the following issue:\n";

describe("a discriminated union whose tag is optional", () => {
  const shapes = {
    type: "object",
    properties: {
      shape: {
        anyOf: [
          {
            type: "object",
            properties: { kind: { const: "circle" }, radius: { type: "number" } },
            required: ["radius"],
          },
          {
            type: "object",
            properties: { kind: { const: "square" }, side: { type: "number" } },
            required: ["side"],
          },
        ],
      },
    },
  };

  it("docs/messages.md 'Discriminated unions': a missing tag some branch does not require reads as an ordinary union", () => {
    const line =
      'The parameter `shape` does not match any of the allowed shapes (`object with radius` or `object with side`) but was `{"side":"x"}`';
    expectMessage(shapes, { shape: { side: "x" } }, header + line);
    documented(line);
  });

  it("a present tag still selects its branch", () => {
    expectMessage(
      shapes,
      { shape: { kind: "square", side: "x" } },
      `${header}The parameter \`shape.side\` type is expected as \`number\` but provided as \`string\``,
    );
  });
});

describe("a union branch that rejects the value's type through a $ref or an allOf", () => {
  const model = {
    type: "object",
    required: ["id"],
    properties: { id: { type: "string" }, owner: { $ref: "#/$defs/Person" } },
  };
  const person = { type: "object", properties: { name: { type: "string" } } };

  it("docs/messages.md 'Every other keyword': a $ref'd branch's type is listed (pydantic Union[Model, str])", () => {
    const schema = {
      type: "object",
      $defs: { A: { type: "object", required: ["id"], properties: { id: { type: "string" } } } },
      properties: { x: { anyOf: [{ $ref: "#/$defs/A" }, { type: "string" }] } },
    };
    const line =
      "The parameter `x` type is expected as `object or string` but provided as `number`";
    expectMessage(schema, { x: 5 }, header + line);
    documented(line);
  });

  it("a branch whose type sits in an allOf", () => {
    const schema = {
      type: "object",
      properties: { x: { anyOf: [{ allOf: [{ type: "string" }] }, { type: "number" }] } },
    };
    expectMessage(
      schema,
      { x: true },
      `${header}The parameter \`x\` type is expected as \`string or number\` but provided as \`boolean\``,
    );
  });

  it("a model Ajv compiles apart (its errors under `#`): pydantic Optional[Model]", () => {
    const schema = {
      type: "object",
      $defs: { Model: model, Person: person },
      properties: { x: { anyOf: [{ $ref: "#/$defs/Model" }, { type: "null" }] } },
    };
    expectMessage(
      schema,
      { x: 5 },
      `${header}The parameter \`x\` type is expected as \`object or null\` but provided as \`number\``,
    );
    // The one branch that takes an object still speaks for itself.
    expectMessage(schema, { x: {} }, `${header}The required parameter \`x.id\` is missing`);
  });

  it("of two $ref'd branches, the one that takes the value's type speaks", () => {
    const schema = {
      type: "object",
      $defs: { Model: model, Person: person, Code: { type: "string", minLength: 3 } },
      properties: { x: { anyOf: [{ $ref: "#/$defs/Model" }, { $ref: "#/$defs/Code" }] } },
    };
    expectMessage(
      schema,
      { x: "ab" },
      `${header}The parameter \`x\` must have at least 3 characters but has 2 (\`ab\`)`,
    );
  });
});

describe("an optional enum lists its values", () => {
  const line =
    "The parameter `m` must be one of `fast`, `slow` but was `fsat` (did you mean `fast`?)";

  it("docs/messages.md 'Every other keyword': z.enum([...]).nullable(), as zod's own JSON Schema writes it", () => {
    const schema = {
      type: "object",
      properties: {
        m: { anyOf: [{ type: "string", enum: ["fast", "slow"] }, { type: "null" }] },
      },
      required: ["m"],
      additionalProperties: false,
    };
    expectMessage(schema, { m: "fsat" }, header + line);
    documented(line);
    // The same line as for the enum alone, and as zod gives for its own schema.
    const plain = { type: "object", properties: { m: { type: "string", enum: ["fast", "slow"] } } };
    expectMessage(plain, { m: "fsat" }, header + line);
    const zod = z4.object({ m: z4.enum(["fast", "slow"]).nullable() });
    const parsed = zod.safeParse({ m: "fsat" });
    expect(parsed.success).toBe(false);
    expect(formatIssues("T", issuesFromZod(parsed.error as never, { m: "fsat" }))).toBe(
      header + line,
    );
  });

  it("behind a $ref (pydantic Optional[Enum])", () => {
    const schema = {
      type: "object",
      $defs: { Mode: { type: "string", enum: ["fast", "slow"] } },
      properties: { m: { anyOf: [{ $ref: "#/$defs/Mode" }, { type: "null" }] } },
    };
    expectMessage(schema, { m: "fsat" }, header + line);
  });

  it("a branch that fixes a value without a type still does not hide the others", () => {
    const schema = {
      type: "object",
      properties: { limit: { anyOf: [{ const: "auto" }, { type: "integer", minimum: 1 }] } },
    };
    expectMessage(
      schema,
      { limit: "autox" },
      `${header}The parameter \`limit\` does not match any of the allowed shapes (\`"auto"\` or \`integer\`) but was \`autox\``,
    );
  });
});

describe("a $ref beside a union keeps its own errors", () => {
  const base = { type: "object", required: ["name"], properties: { name: { type: "string" } } };
  const text = `T failed due to the following issues:\nThe required parameter \`x.name\` is missing\nThe parameter \`x\` does not match any of the 2 allowed shapes but was \`{}\``;

  it("docs/messages.md 'Adapters': { $ref, anyOf } reads as { allOf: [{ $ref }], anyOf }", () => {
    const beside = {
      type: "object",
      $defs: { Base: base },
      properties: {
        x: { $ref: "#/$defs/Base", anyOf: [{ required: ["a"] }, { required: ["b"] }] },
      },
    };
    expectMessage(beside, { x: {} }, text);
    const wrapped = {
      type: "object",
      $defs: { Base: base },
      properties: {
        x: { allOf: [{ $ref: "#/$defs/Base" }], anyOf: [{ required: ["a"] }, { required: ["b"] }] },
      },
    };
    expectMessage(wrapped, { x: {} }, text);
    documented("The required parameter `x.name` is missing");
  });

  it("a reference Ajv compiles apart (its errors under `#`)", () => {
    const schema = {
      type: "object",
      $defs: {
        Base: { ...base, properties: { name: { type: "string" }, tag: { $ref: "#/$defs/Tag" } } },
        Tag: { type: "string" },
      },
      properties: {
        x: { $ref: "#/$defs/Base", anyOf: [{ required: ["a"] }, { required: ["b"] }] },
      },
    };
    expectMessage(
      schema,
      { x: { tag: 1 } },
      [
        "T failed due to the following issues:",
        "The required parameter `x.name` is missing",
        "The parameter `x.tag` type is expected as `string` but provided as `number`",
        'The parameter `x` does not match any of the 2 allowed shapes but was `{"tag":1}`',
      ].join("\n"),
    );
  });

  it("beside a discriminated union", () => {
    const schema = {
      type: "object",
      $defs: { Base: base },
      properties: {
        x: {
          $ref: "#/$defs/Base",
          oneOf: [
            { properties: { kind: { const: "a" } }, required: ["kind"] },
            {
              properties: { kind: { const: "b" }, n: { type: "number" } },
              required: ["kind", "n"],
            },
          ],
        },
      },
    };
    expectMessage(
      schema,
      { x: { kind: "b" } },
      [
        "T failed due to the following issues:",
        "The required parameter `x.name` is missing",
        "The required parameter `x.n` is missing",
      ].join("\n"),
    );
  });

  it("an error a branch's own $ref may have raised is still the branch's", () => {
    const schema = {
      type: "object",
      $defs: { Base: base },
      properties: {
        x: { $ref: "#/$defs/Base", anyOf: [{ $ref: "#/$defs/Base" }, { type: "string" }] },
      },
    };
    expectMessage(schema, { x: {} }, `${header}The required parameter \`x.name\` is missing`);
  });
});

describe("another keyword of the schema around a union keeps its own errors", () => {
  it("docs/messages.md 'Adapters': a root allOf requiring a key of the union's value", () => {
    const schema = {
      type: "object",
      allOf: [{ properties: { x: { required: ["id"] } } }],
      properties: {
        x: {
          anyOf: [
            { type: "object", properties: { mode: { enum: ["a", "b"] }, id: { type: "string" } } },
            { type: "string" },
          ],
        },
      },
    };
    const text = [
      "T failed due to the following issues:",
      "The required parameter `x.id` is missing",
      "The parameter `x.mode` must be one of `a`, `b` but was `c`",
    ].join("\n");
    expectMessage(schema, { x: { mode: "c" } }, text);
    documented("The parameter `x.mode` must be one of `a`, `b` but was `c`");
  });
});

describe("a shape's name is never wider than the shape where the value could read it as allowed", () => {
  const line = (message: string) => `${header}The parameter \`p\` ${message}`;
  const withP = (p: JsonSchema): Exclude<JsonSchema, boolean> => ({
    type: "object",
    properties: { p },
  });

  it("a string the branches refused is not told it should be a `string`", () => {
    const schema = withP({
      oneOf: [
        { type: "string", enum: ["asc", "desc"] },
        { type: "string", pattern: "^z" },
      ],
    });
    expectMessage(
      schema,
      { p: "q" },
      line("does not match any of the 2 allowed shapes but was `q`"),
    );
  });

  it("an enum of a few values is named by them, beside a type the value is not", () => {
    const schema = withP({
      anyOf: [
        { type: "string", enum: ["asc", "desc"] },
        { type: "integer", minimum: 1 },
      ],
    });
    expectMessage(
      schema,
      { p: true },
      line("type is expected as `string or integer` but provided as `boolean`"),
    );
    expectMessage(
      schema,
      { p: [] },
      line("type is expected as `string or integer` but provided as `array`"),
    );
    const nullable = withP({
      anyOf: [{ type: "string", enum: ["asc", "desc"], minLength: 3 }, { const: 0 }],
    });
    expectMessage(
      nullable,
      { p: "x" },
      line('does not match any of the allowed shapes (`"asc" or "desc"` or `0`) but was `x`'),
    );
  });

  it("`integer` still names a narrowed branch for a value that is no number", () => {
    const schema = withP({ anyOf: [{ type: "integer", minimum: 1 }, { const: "auto" }] });
    expectMessage(
      schema,
      { p: "autox" },
      line('does not match any of the allowed shapes (`integer` or `"auto"`) but was `autox`'),
    );
    expectMessage(schema, { p: 0 }, line("does not match any of the 2 allowed shapes but was `0`"));
  });

  it("`not` and `contains` name a narrowed shape only by its keyword", () => {
    expectMessage(
      withP({ not: { type: "string", pattern: "^x" } }),
      { p: "xy" },
      line("must not match the disallowed shape"),
    );
    expectMessage(
      withP({ not: { type: "string" } }),
      { p: "xy" },
      line("must not match the disallowed shape `string`"),
    );
    expectMessage(
      withP({ type: "array", contains: { type: "string", minLength: 2 } }),
      { p: ["a"] },
      line("must contain at least 1 item matching the required shape"),
    );
  });
});
