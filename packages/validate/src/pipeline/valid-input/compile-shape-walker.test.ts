import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { markCompiledByAjv } from "../../engine/ajv/compiled-by-ajv.js";
import {
  defaults,
  extraSchema,
  leak,
  nestedObjects,
} from "../../test-support/valid-input-schemas.js";
import { needsValidInputChecks } from "./valid-input-checks.js";
import { nodeOf } from "./valid-input-shape.js";

/** A copy of `schema` walked by generated code, as a schema Ajv compiled is. */
function generated<T extends object>(schema: T): T {
  const copy = structuredClone(schema);
  markCompiledByAjv(copy);
  return copy;
}

/** Calls past the generic walks a shape gets before its code is generated. */
const WARM = 20;

/** The verdict of the generated walk, after checking the generic walk gives the same. */
function needs(input: unknown, schema: object, options?: { markup?: "ignore" }): boolean {
  const slow = needsValidInputChecks(input, structuredClone(schema), options, defaults);
  const source = generated(schema);
  for (let i = 0; i < WARM; i++) {
    expect(needsValidInputChecks(input, source, options, defaults)).toBe(slow);
  }
  return slow;
}

const notes = {
  type: "object",
  required: ["title"],
  properties: {
    title: { type: "string" },
    body: { type: "string" },
    tags: { type: "array", items: { type: "string" } },
    meta: {
      type: "object",
      properties: { author: { type: "string" }, pinned: { type: "boolean" } },
    },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["text"],
        properties: { text: { type: "string" }, done: { type: "boolean" } },
      },
    },
  },
};

/** Nothing can fire under it: closed, every key required, no free text beside an absent key. */
const counters = {
  type: "object",
  additionalProperties: false,
  required: ["count", "label"],
  properties: { count: { type: "integer" }, label: { type: "string" } },
};

describe("the generated walk of the checks on a valid input", () => {
  it("is made for a schema Ajv compiled, once walked again and again, and not for another", () => {
    const source = generated(notes);
    needsValidInputChecks({ title: "a" }, source, undefined, defaults);
    expect(nodeOf(source).shape?.walker).toBeUndefined();
    for (let i = 0; i < WARM; i++)
      needsValidInputChecks({ title: "a" }, source, undefined, defaults);
    expect(nodeOf(source).shape?.walker).toBeTypeOf("function");
    const plain = structuredClone(notes);
    for (let i = 0; i < WARM; i++)
      needsValidInputChecks({ title: "a" }, plain, undefined, defaults);
    expect(nodeOf(plain).shape?.walker).toBeUndefined();
  });

  it("skips an object holding every declared key, whatever its strings hold", () => {
    const all = { title: leak("body"), body: "b", tags: ["</x>"], meta: {}, items: [] };
    expect(needs({ ...all, meta: { author: "a", pinned: true } }, notes)).toBe(false);
    expect(needs({ count: 1, label: leak("count") }, counters)).toBe(false);
  });

  it("finds markup beside an absent declared key at the root", () => {
    expect(needs({ title: leak("body") }, notes)).toBe(true);
    expect(needs({ title: "a</b> is a tag" }, notes)).toBe(true);
    expect(needs({ title: "plain text" }, notes)).toBe(false);
  });

  it("finds markup in a nested object and in array items", () => {
    const root = { title: "t", body: "b", tags: [], items: [] };
    expect(needs({ ...root, meta: { author: leak("pinned") } }, notes)).toBe(true);
    expect(needs({ ...root, meta: { author: "ann" } }, notes)).toBe(false);
    const full = { ...root, meta: { author: "a", pinned: false } };
    expect(
      needs({ ...full, items: [{ text: "a", done: true }, { text: leak("done") }] }, notes),
    ).toBe(true);
    expect(needs({ ...full, items: [{ text: "a" }, { text: "b", done: true }] }, notes)).toBe(
      false,
    );
  });

  it("finds an undeclared key beside an absent declared key, at the root and nested", () => {
    expect(needs({ title: "t", bdy: "x" }, notes)).toBe(true);
    const full = { title: "t", body: "b", tags: [], items: [] };
    expect(needs({ ...full, meta: { autor: "ann" } }, notes)).toBe(true);
    // Every declared key held: no near miss, no leaked markup, whatever else is sent.
    expect(
      needs({ ...full, meta: { author: "a", pinned: true }, extra: leak("body") }, notes),
    ).toBe(false);
  });

  it("reads markup in an undeclared key beside an absent declared key", () => {
    expect(needs({ title: "t", note: leak("body") }, notes)).toBe(true);
    expect(needs({ title: "t", note: leak("body") }, notes, { markup: "ignore" })).toBe(false);
    expect(needs({ title: "t", "a</b>\n<body>": 1 }, notes)).toBe(true);
  });

  it("reads a declared key the object only inherits as absent", () => {
    const input = Object.assign(Object.create({ count: 1 }), { label: leak("count") });
    expect(needs(input, counters)).toBe(true);
    const inherited = Object.assign(Object.create({ body: "b" }), {
      title: leak("body"),
      tags: [],
      meta: { author: "a", pinned: true },
      items: [],
    });
    expect(needs(inherited, notes)).toBe(true);
  });

  it("reads a declared key named like a property of Object.prototype as own only", () => {
    const schema = { type: "object", properties: { constructor: { type: "string" } } };
    expect(needs({}, schema)).toBe(false);
    const both = {
      type: "object",
      properties: { toString: { type: "string" }, text: { type: "string" } },
    };
    expect(needs({ text: leak("toString") }, both)).toBe(true);
  });

  it("follows the values of undeclared keys under an additionalProperties schema", () => {
    expect(needs({ id: "1", extra: { body: leak("priority") } }, extraSchema)).toBe(true);
    expect(needs({ id: "1", extra: { body: "b", priority: 1 } }, extraSchema)).toBe(false);
  });

  it("answers true past the depth bound", () => {
    const { schema, input } = nestedObjects(40);
    expect(needs(input, schema)).toBe(true);
  });

  it("puts a key into the code only as a string literal", () => {
    const key = '"]; throw new Error("injected"); //';
    const schema = { type: "object", properties: { [key]: { type: "string" }, b: {} } };
    expect(needs({ [key]: leak("b") }, schema)).toBe(true);
    expect(needs({ [key]: "x", b: 1 }, schema)).toBe(false);
  });

  it("rejects leaked markup through createValidator as the full pipeline does", () => {
    const schema = {
      type: "object",
      properties: {
        items: {
          type: "array",
          items: {
            type: "object",
            properties: { text: { type: "string" }, note: { type: "string" } },
          },
        },
      },
    };
    const tool = { name: "take_notes", inputSchema: schema };
    const validator = createValidator();
    const result = validator.validateToolInput(tool, { items: [{ text: leak("note") }] });
    expect(!result.ok && result.message).toBe(
      "take_notes failed due to the following issue:\nThe parameter `items[0].text` ends with tool-call markup that starts the parameter `note`; send `note` as its own parameter",
    );
    const valid = { items: [{ text: "a" }, { text: "b", note: "c</d>" }] };
    const accepted = validator.validateToolInput(tool, valid);
    expect(accepted.ok && accepted.value).toBe(valid);
  });
});
