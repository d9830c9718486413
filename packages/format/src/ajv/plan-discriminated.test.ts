import { describe, expect, it } from "vitest";
import { formatIssues } from "../render/format-issues.js";
import { type AjvErrorLike, issuesFromAjv } from "./issues-from-ajv.js";

const off = { hints: false };
const branches = [
  { type: "object", properties: { kind: { const: "a" }, x: { type: "number" } } },
  { type: "object", properties: { kind: { const: "b" }, y: { type: "number" } } },
];
const union: AjvErrorLike = {
  keyword: "anyOf",
  instancePath: "/v",
  schemaPath: "#/properties/v/anyOf",
  params: {},
  schema: branches,
  parentSchema: { anyOf: branches },
};
const err = (schemaPath: string, instancePath: string, schema: unknown): AjvErrorLike => ({
  keyword: schemaPath.slice(schemaPath.lastIndexOf("/") + 1),
  instancePath,
  schemaPath,
  params: schemaPath.endsWith("const") ? { allowedValue: schema } : { type: schema },
  schema,
});

describe("discriminated unions from hand-written Ajv errors", () => {
  it("keeps the selected branch's errors", () => {
    const errors = [
      err("#/properties/v/anyOf/0/properties/kind/const", "/v/kind", "a"),
      err("#/properties/v/anyOf/1/properties/y/type", "/v/y", "number"),
      union,
    ];
    expect(formatIssues("T", issuesFromAjv(errors, { v: { kind: "b", y: "1" } }), off)).toBe(
      "T failed due to the following issue:\nThe parameter `v.y` type is expected as `number` but provided as `string`",
    );
  });

  it("errors out of branch order cannot be told apart: the ordinary union line", () => {
    const errors = [
      err("#/properties/v/anyOf/1/properties/y/type", "/v/y", "number"),
      err("#/properties/v/anyOf/0/properties/kind/const", "/v/kind", "a"),
      union,
    ];
    expect(formatIssues("T", issuesFromAjv(errors, { v: { kind: "b", y: "1" } }), off)).toBe(
      'T failed due to the following issue:\nThe parameter `v` does not match any of the allowed shapes (`object` or `object`) but was `{"kind":"b","y":"1"}`',
    );
  });

  it("a $ref error no branch reaches is not the selected branch's", () => {
    const errors = [
      err("#/properties/v/anyOf/0/properties/kind/const", "/v/kind", "a"),
      err("#/$defs/Other/type", "/v/z", "string"),
      union,
    ];
    expect(formatIssues("T", issuesFromAjv(errors, { v: { kind: "b", z: 1 } }), off)).toBe(
      'T failed due to the following issue:\nThe parameter `v` does not match any of the allowed shapes (`object` or `object`) but was `{"kind":"b","z":1}`',
    );
  });

  it("never throws on branches whose reads throw", () => {
    const hostile = new Proxy([], {
      get() {
        throw new Error("boom");
      },
    });
    const errors = [{ ...union, schema: hostile }];
    expect(() => issuesFromAjv(errors, { v: { kind: "a" } })).not.toThrow();
    expect(formatIssues("T", issuesFromAjv(errors, { v: { kind: "a" } }), off)).toMatch(
      /^T failed due to the following issue:\nThe /,
    );
  });
});
