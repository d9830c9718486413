import { coerce } from "@tool-input/coerce";
import { createValidator } from "@tool-input/validate";
import { describe, expect, it } from "vitest";

// An OpenAPI discriminator whose tag is fixed only by `discriminator.mapping` (the branches say
// `kind: { type: "string" }`): the message and the repair must pick the same branch (issue 18).
const schema = {
  type: "object",
  properties: {
    pet: {
      oneOf: [{ $ref: "#/$defs/Cat" }, { $ref: "#/$defs/Dog" }],
      discriminator: {
        propertyName: "kind",
        mapping: { cat: "#/$defs/Cat", dog: "#/$defs/Dog" },
      },
    },
  },
  required: ["pet"],
  $defs: {
    Cat: {
      type: "object",
      properties: { kind: { type: "string" }, lives: { type: "integer" } },
      required: ["kind", "lives"],
    },
    Dog: {
      type: "object",
      properties: { kind: { type: "string" }, good: { type: "boolean" } },
      required: ["kind", "good"],
    },
  },
};
const tool = { name: "adopt", inputSchema: schema };
const input = { pet: { kind: "cat", lives: "9" } };

describe("a union told apart only by discriminator.mapping", () => {
  it("has its message name the selected branch's mistake, `pet.lives`", () => {
    const result = createValidator().validateToolInput(tool, input);
    expect(result.ok ? "" : result.message).toBe(
      "adopt failed due to the following issue:\nThe parameter `pet.lives` type is expected as `integer` but provided as `string`",
    );
  });

  it('is repaired in that branch by coercion: `9` for `"9"`', () => {
    const result = coerce(input, schema, { unions: "analyze" });
    expect(result.value).toEqual({ pet: { kind: "cat", lives: 9 } });
    expect(result.coercions).toEqual([
      { path: ["pet", "lives"], rule: "integer", from: "9", to: 9 },
    ]);
    const dog = coerce({ pet: { kind: "dog", good: "true" } }, schema, { unions: "analyze" });
    expect(dog.value).toEqual({ pet: { kind: "dog", good: true } });
  });

  it("is accepted through the validator once coercion analyses unions", () => {
    const result = createValidator({ unions: "analyze" }).validateToolInput(tool, input);
    expect(result).toMatchObject({ ok: true, value: { pet: { kind: "cat", lives: 9 } } });
  });

  it("is left alone when the tag names no branch", () => {
    const unknown = { pet: { kind: "fish", lives: "9" } };
    expect(coerce(unknown, schema, { unions: "analyze" }).value).toBe(unknown);
  });
});
