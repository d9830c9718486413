import type { JsonSchema } from "@tool-input/json";
import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import { withDeclaredProtoProperty } from "./declared-proto-property.js";

const json = (text: string): unknown => JSON.parse(text);
const declaresProto = '{"type":"object","properties":{"__proto__":{"type":"string"}}}';

// docs/security.md, "Names an object inherits are not read as the input's".
describe("a declared __proto__ property in a schema a $ref reaches under a key no keyword reads", () => {
  const required = <JsonSchema>(
    json(
      `{"type":"object","properties":{"a":{"$ref":"#/components/A"}},"components":{"A":{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}}}`,
    )
  );
  const closed = <JsonSchema>(
    json(
      `{"type":"object","properties":{"a":{"$ref":"#/x"}},"x":{"type":"object","properties":{"__proto__":{"type":"string"}},"additionalProperties":false}}`,
    )
  );

  it("is checked on the Ajv engine: a wrong type rejected, the right one accepted", () => {
    const validator = createValidator({ engine: "ajv" });
    expect(validator.validate(required, json('{"a":{"__proto__":5}}')).status).toBe("invalid");
    expect(validator.validate(required, json('{"a":{"__proto__":"s"}}')).status).toBe("valid");
    expect(validator.validate(closed, json('{"a":{"__proto__":"s"}}')).status).toBe("valid");
    expect(validator.validate(closed, json('{"a":{"__proto__":5}}')).status).toBe("invalid");
  });

  it("names the parameter in the pipeline's answer", () => {
    const result = createValidator().validateToolInput(
      { name: "t", inputSchema: required },
      json('{"a":{"__proto__":5}}'),
    );
    expect(result.ok ? "" : result.message).toBe(
      "t failed due to the following issue:\nThe parameter `a.__proto__` type is expected as `string` but provided as `number`",
    );
  });

  it("is not checked, never passed, on the interpreter, which does not resolve that $ref", () => {
    const result = createValidator({ engine: "interpreter" }).validate(required, { a: {} });
    expect(result.status).toBe("unchecked");
  });
});

describe("withDeclaredProtoProperty", () => {
  it("rewrites a schema under any key, and leaves the data of const, enum, default and examples", () => {
    const data = json(declaresProto);
    const schema = json(
      `{"x-defs":[${declaresProto}],"const":${declaresProto},"enum":[${declaresProto}],"default":${declaresProto},"examples":[${declaresProto}]}`,
    ) as Record<string, unknown>;
    const rewritten = withDeclaredProtoProperty(schema) as Record<string, unknown>;
    expect((rewritten["x-defs"] as object[])[0]).toEqual({
      ...(data as object),
      patternProperties: { "^__proto__$": { type: "string" } },
    });
    for (const keyword of ["const", "enum", "default", "examples"]) {
      expect(rewritten[keyword]).toBe(schema[keyword]);
    }
  });
});

describe("withDeclaredProtoProperty on draft-07's items list", () => {
  it("rewrites each item schema", () => {
    const schema = json(`{"items":[${declaresProto}]}`) as { items: object[] };
    expect((withDeclaredProtoProperty(schema) as { items: object[] }).items[0]).toHaveProperty(
      "patternProperties",
    );
  });
});
