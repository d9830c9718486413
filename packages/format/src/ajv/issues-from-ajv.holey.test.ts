// Ajv-shaped errors from the caller may hold sparse arrays of length 2^32 − 1 (the list itself,
// `params.allowedValues`, a verbose `schema`): read by the items they have (docs/messages.md, "Bounds").
import { describe, expect, it } from "vitest";
import { sparse } from "../../../../test/support/sparse-array.js";
import type { AjvErrorLike } from "./ajv-error-like.js";
import { issuesFromAjv } from "./issues-from-ajv.js";

describe("issuesFromAjv, given sparse arrays of length 2^32 − 1", () => {
  it("reads the errors a sparse list has", () => {
    const errors = sparse<AjvErrorLike>({
      keyword: "required",
      instancePath: "",
      schemaPath: "#/required",
      params: { missingProperty: "a" },
    });
    expect(issuesFromAjv(errors, {})).toEqual([{ kind: "missing", path: ["a"] }]);
  });

  it("reads the allowed values a sparse allowedValues has", () => {
    const error: AjvErrorLike = {
      keyword: "enum",
      instancePath: "/a",
      schemaPath: "#/properties/a/enum",
      params: { allowedValues: sparse("x") },
    };
    expect(issuesFromAjv([error], { a: "y" })).toEqual([
      { kind: "enum", path: ["a"], allowed: ["x"], received: "y" },
    ]);
  });

  it("reads the branches a sparse anyOf has", () => {
    const branches = sparse({ type: "string" });
    const errors: AjvErrorLike[] = [
      {
        keyword: "type",
        instancePath: "/a",
        schemaPath: "#/properties/a/anyOf/0/type",
        params: { type: "string" },
      },
      {
        keyword: "anyOf",
        instancePath: "/a",
        schemaPath: "#/properties/a/anyOf",
        params: {},
        schema: branches,
        parentSchema: { anyOf: branches },
      },
    ];
    expect(issuesFromAjv(errors, { a: 1 })).toEqual([
      { kind: "type", path: ["a"], expected: "string", received: "number" },
    ]);
  });
});
