// A union branch that is a `$ref` to a schema resource with an `$id` of its own (docs/messages.md,
// "issuesFromAjv"): the reference is resolved as Ajv resolves it, against the base URI of the resource
// around it, so the branch's type is listed beside the others. Each case is pinned through Ajv
// itself and through createValidator on both engines, which give the same text.

import { formatIssues, issuesFromAjv } from "@tool-input/format";
import { type JsonSchema, validateToolInput } from "@tool-input/validate";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { expectMessage } from "./support/engine-messages.js";
import { documented } from "./support/format-fixtures.js";

const header = "T failed due to the following issue:\n";
const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

/** `a`: a `$ref` written `ref` or `null`; the item, an object requiring `b`, under `$id: "item"` and `$anchor: "top"`. */
function itemOrNull(ref: string, dialect = DRAFT_2020): Exclude<JsonSchema, boolean> {
  const item = {
    $id: "item",
    $anchor: "top",
    type: "object",
    properties: { b: { type: "string" } },
    required: ["b"],
  };
  return {
    $schema: dialect,
    $id: "https://x.test/root",
    type: "object",
    properties: { a: { anyOf: [{ $ref: ref }, { type: "null" }] } },
    required: ["a"],
    [dialect === DRAFT_07 ? "definitions" : "$defs"]: { item },
  };
}

describe("a union branch that is a $ref to a nested $id resource", () => {
  it("a relative $id, draft 2020-12: the branch's type is listed", () => {
    const result = validateToolInput({ name: "t", inputSchema: itemOrNull("item") }, { a: 5 });
    expect(result.ok ? "accepted" : result.message).toBe(
      "t failed due to the following issue:\nThe parameter `a` type is expected as `object or null` but provided as `number`",
    );
    expectMessage(
      itemOrNull("item"),
      { a: 5 },
      `${header}The parameter \`a\` type is expected as \`object or null\` but provided as \`number\``,
    );
  });

  it("the same, by the resource's absolute URI", () => {
    expectMessage(
      itemOrNull("https://x.test/item"),
      { a: 5 },
      `${header}The parameter \`a\` type is expected as \`object or null\` but provided as \`number\``,
    );
  });

  it("a relative $id under definitions, draft-07", () => {
    expectMessage(
      itemOrNull("item", DRAFT_07),
      { a: 5 },
      `${header}The parameter \`a\` type is expected as \`object or null\` but provided as \`number\``,
    );
  });

  it("the nested resource's own anchor (item#top), which Ajv registers", () => {
    expectMessage(
      itemOrNull("item#top"),
      { a: 5 },
      `${header}The parameter \`a\` type is expected as \`object or null\` but provided as \`number\``,
    );
  });

  it("the nested resource's own anchor is followed to repair what it holds", () => {
    const tool = { name: "t", inputSchema: itemOrNull("item#top") };
    expect(validateToolInput(tool, { a: '{"b": "x"}' })).toEqual({
      ok: true,
      status: "accepted",
      value: { a: { b: "x" } },
      coercions: [{ path: ["a"], rule: "json", from: '{"b": "x"}', to: { b: "x" } }],
    });
  });

  it("a fragment into the nested resource (item#/properties/b)", () => {
    expectMessage(
      itemOrNull("item#/properties/b"),
      { a: 5 },
      `${header}The parameter \`a\` type is expected as \`string or null\` but provided as \`number\``,
    );
  });

  it("the one branch that takes an object still speaks for itself", () => {
    expectMessage(
      itemOrNull("item"),
      { a: {} },
      `${header}The required parameter \`a.b\` is missing`,
    );
  });

  it("a reference to a schema outside the one given reads as before: the branch speaks", () => {
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
    ajv.addSchema({ $id: "https://other.test/item", type: "object" });
    const schema = {
      $id: "https://x.test/root",
      type: "object",
      properties: { a: { anyOf: [{ $ref: "https://other.test/item" }, { type: "null" }] } },
    };
    const validate = ajv.compile(schema);
    expect(validate({ a: 5 })).toBe(false);
    const line = "The parameter `a` type is expected as `object` but provided as `number`";
    expect(formatIssues("T", issuesFromAjv(validate.errors, { a: 5 }, { schema }))).toBe(
      header + line,
    );
    documented(line);
  });
});

describe("a crafted schema of nested $id resources", () => {
  /** A union of a `$ref` to `d0` or `null` beside `count` resources whose `$ref`s cycle in pairs. */
  function cycling(count: number, extra: Record<string, unknown> = {}) {
    const defs: Record<string, unknown> = { ...extra };
    for (let index = 0; index < count; index++) {
      defs[`d${index}`] = { $id: `d${index}`, type: "object", $ref: `d${index ^ 1}` };
    }
    const branches = [{ $ref: "d0" }, { type: "null" }];
    const union = { anyOf: branches };
    const schema = { $id: "https://x.test/root", properties: { a: union }, $defs: defs };
    // What Ajv reports for `{"a":5}`: the type of d0 (under its reference), of `null`, the union.
    const errors = [
      { keyword: "type", instancePath: "/a", schemaPath: "d0/type", params: {}, schema: "object" },
      {
        keyword: "type",
        instancePath: "/a",
        schemaPath: "#/properties/a/anyOf/1/type",
        params: {},
        schema: "null",
      },
      {
        keyword: "anyOf",
        instancePath: "/a",
        schemaPath: "#/properties/a/anyOf",
        params: {},
        schema: branches,
        parentSchema: union,
      },
    ];
    const started = performance.now();
    const text = formatIssues("T", issuesFromAjv(errors, { a: 5 }, { schema }));
    return { text, elapsed: performance.now() - started };
  }

  it("thousands of resources whose $refs cycle through each other are followed", () => {
    const { text, elapsed } = cycling(4_000);
    expect(elapsed).toBeLessThan(3_000);
    expect(text).toBe(
      `${header}The parameter \`a\` type is expected as \`object or null\` but provided as \`number\``,
    );
  });

  it("past the bounds (20,000 resources, a chain 5,000 deep) reads quickly, as an unresolved $ref", () => {
    let deep: Record<string, unknown> = { type: "object" };
    for (let level = 0; level < 5_000; level++) deep = { $id: "r/", $defs: { x: deep } };
    const { text, elapsed } = cycling(20_000, { deep });
    expect(elapsed).toBeLessThan(3_000);
    expect(text).toBe(
      `${header}The parameter \`a\` type is expected as \`object\` but provided as \`number\``,
    );
  });
});
