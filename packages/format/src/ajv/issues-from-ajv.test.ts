import { describe, expect, it } from "vitest";
import { formatIssues } from "../render/format-issues.js";
import { type AjvErrorLike, issuesFromAjv } from "./issues-from-ajv.js";

const err = (
  keyword: string,
  instancePath: string,
  schemaPath: string,
  params: Record<string, unknown> = {},
  extra: Partial<AjvErrorLike> = {},
): AjvErrorLike => ({ keyword, instancePath, schemaPath, params, ...extra });

describe("issuesFromAjv on hand-written errors", () => {
  it("is never empty: no readable error gives one issue saying the input is not valid", () => {
    const notValid = [{ kind: "other", path: [], message: "is not valid" }];
    expect(issuesFromAjv(null, {})).toEqual(notValid);
    expect(issuesFromAjv(undefined, {})).toEqual(notValid);
    const junk = [null, 5, { nope: 1 }] as unknown as AjvErrorLike[];
    expect(issuesFromAjv(junk, {})).toEqual(notValid);
    expect(formatIssues("T", issuesFromAjv([], {}))).toBe(
      "T failed due to the following issue:\nThe input is not valid",
    );
  });

  it("unescapes ~1 and ~0 in the instance path and reads the received type there", () => {
    const data = { "a/b": { "c~d": 5 } };
    const errors = [
      err("type", "/a~1b/c~0d", "#/properties/a~1b/properties/c~0d/type", { type: "string" }),
    ];
    expect(issuesFromAjv(errors, data)).toEqual([
      { kind: "type", path: ["a/b", "c~d"], expected: "string", received: "number" },
    ]);
  });

  it("makes array indices numbers, and keeps numeric object keys as keys", () => {
    const data = { edits: [{}], map: { "0": {} } };
    const errors = [
      err("required", "/edits/0", "#/properties/edits/items/required", {
        missingProperty: "old_string",
      }),
      err("required", "/map/0", "#/properties/map/additionalProperties/required", {
        missingProperty: "x",
      }),
    ];
    expect(issuesFromAjv(errors, data)).toEqual([
      { kind: "missing", path: ["edits", 0, "old_string"] },
      { kind: "missing", path: ["map", "0", "x"] },
    ]);
  });

  it("de-duplicates the same issue raised twice (allOf branches)", () => {
    const errors = [
      err("required", "", "#/allOf/0/required", { missingProperty: "a" }),
      err("required", "", "#/allOf/1/required", { missingProperty: "a" }),
    ];
    expect(issuesFromAjv(errors, {})).toEqual([{ kind: "missing", path: ["a"] }]);
  });

  it("orders by the schema's properties when errors carry parentSchema (verbose)", () => {
    const parentSchema = { properties: { a: {}, b: {}, c: {} }, required: ["c", "a"] };
    const errors = [
      err("required", "", "#/required", { missingProperty: "c" }, { parentSchema }),
      err("required", "", "#/required", { missingProperty: "a" }, { parentSchema }),
    ];
    expect(issuesFromAjv(errors, {})).toEqual([
      { kind: "missing", path: ["a"] },
      { kind: "missing", path: ["c"] },
    ]);
  });

  it("without verbose, keeps Ajv's order", () => {
    const errors = [
      err("required", "", "#/required", { missingProperty: "c" }),
      err("required", "", "#/required", { missingProperty: "a" }),
    ];
    expect(issuesFromAjv(errors, {})).toEqual([
      { kind: "missing", path: ["c"] },
      { kind: "missing", path: ["a"] },
    ]);
  });

  it("suggests a missing key for a near unexpected one without verbose", () => {
    const errors = [
      err("required", "", "#/required", { missingProperty: "pattern" }),
      err("additionalProperties", "", "#/additionalProperties", { additionalProperty: "patern" }),
    ];
    expect(issuesFromAjv(errors, { patern: "x" })).toEqual([
      { kind: "missing", path: ["pattern"] },
      { kind: "unexpected", path: ["patern"], suggestion: "pattern" },
    ]);
  });

  it("never suggests a key the input already has", () => {
    const parentSchema = { properties: { "-n": {}, pattern: {} } };
    const errors = [
      err(
        "additionalProperties",
        "",
        "#/additionalProperties",
        { additionalProperty: "n" },
        { parentSchema },
      ),
    ];
    expect(issuesFromAjv(errors, { n: true, "-n": true, pattern: "x" })).toEqual([
      { kind: "unexpected", path: ["n"] },
    ]);
  });

  it("attributes errors from a $ref'd branch to the anyOf before it", () => {
    const errors = [
      err("type", "/u", "#/properties/u/anyOf/0/type", { type: "string" }),
      err("required", "/u", "#/definitions/S/required", { missingProperty: "a" }),
      err("anyOf", "/u", "#/properties/u/anyOf"),
    ];
    // The $ref branch takes the object: its own error is the one that helps.
    expect(issuesFromAjv(errors, { u: {} })).toEqual([{ kind: "missing", path: ["u", "a"] }]);
  });

  it("does not swallow a sibling keyword's error into an anyOf", () => {
    const errors = [
      err("minLength", "/u", "#/properties/u/minLength", { limit: 3 }),
      err("type", "/u", "#/properties/u/anyOf/0/type", { type: "number" }),
      err("type", "/u", "#/properties/u/anyOf/1/type", { type: "boolean" }),
      err("anyOf", "/u", "#/properties/u/anyOf"),
    ];
    expect(issuesFromAjv(errors, { u: "ab" })).toEqual([
      {
        kind: "other",
        path: ["u"],
        message: "must have at least 3 characters but has 2 (`ab`)",
      },
      { kind: "type", path: ["u"], expected: "number or boolean", received: "string" },
    ]);
  });

  it("uses Ajv's message for a keyword it does not know", () => {
    const errors = [
      err(
        "x-custom",
        "/a",
        "#/properties/a/x-custom",
        {},
        { message: 'must pass "x-custom" keyword validation' },
      ),
      err("weird", "/b", "#/properties/b/weird", {}, { message: "is odd" }),
      err("silent", "/c", "#/properties/c/silent"),
    ];
    expect(issuesFromAjv(errors, { a: 1, b: 2, c: 3 })).toEqual([
      { kind: "other", path: ["a"], message: 'must pass "x-custom" keyword validation' },
      { kind: "other", path: ["b"], message: "is not valid (is odd)" },
      { kind: "other", path: ["c"], message: "is not valid" },
    ]);
  });

  it("reads an own __proto__ key of the input, not Object.prototype", () => {
    const data = JSON.parse('{"__proto__": 5}');
    const errors = [err("type", "/__proto__", "#/properties/__proto__/type", { type: "object" })];
    expect(issuesFromAjv(errors, data)).toEqual([
      { kind: "type", path: ["__proto__"], expected: "object", received: "number" },
    ]);
  });
});

describe("issuesFromAjv on hostile errors", () => {
  it("orders issues 8,000 levels deep in time linear in their depth", { timeout: 10_000 }, () => {
    // Before, each level of each issue built its path's text again: about 200 s here.
    const depth = 8_000;
    const instancePath = `/${Array.from({ length: depth }, () => "a").join("/")}`;
    let data: unknown = 1;
    for (let level = 0; level < depth; level++) data = { a: data };
    const error = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      parentSchema: { type: "string", properties: { a: {} } },
    };
    const issues = issuesFromAjv(
      Array.from({ length: 20 }, () => ({ ...error })),
      data,
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(depth);
  });

  it("keeps the other errors when one has fields that defeat its handler", () => {
    const hostile = {
      keyword: "required",
      instancePath: "",
      schemaPath: "#/required",
      get params(): Record<string, unknown> {
        throw new Error("boom");
      },
    };
    const errors = [hostile, err("type", "/a", "#/properties/a/type", { type: "string" })];
    expect(issuesFromAjv(errors as AjvErrorLike[], { a: 1 })).toEqual([
      { kind: "other", path: [], message: "is not valid" },
      { kind: "type", path: ["a"], expected: "string", received: "number" },
    ]);
  });

  it("never throws on a schema fragment that throws when read: the rejection still says so", () => {
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error("no");
        },
        ownKeys: () => {
          throw new Error("no");
        },
      },
    );
    const errors = [
      { ...err("anyOf", "/a", "#/properties/a/anyOf", {}), schema: trap, parentSchema: trap },
    ];
    expect(issuesFromAjv(errors, { a: 1 })).toEqual([
      { kind: "other", path: [], message: "is not valid" },
    ]);
  });
});
