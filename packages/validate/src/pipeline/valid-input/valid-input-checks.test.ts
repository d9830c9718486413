import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import {
  defaults,
  extraSchema,
  leak,
  nestedObjects,
} from "../../test-support/valid-input-schemas.js";
import type { ToolDefinition } from "../../types.js";
import { needsValidInputChecks } from "./valid-input-checks.js";

const editFile = {
  type: "object",
  required: ["path", "edits"],
  properties: {
    path: { type: "string" },
    edits: {
      type: "array",
      items: {
        type: "object",
        required: ["oldText", "newText"],
        properties: { oldText: { type: "string" }, newText: { type: "string" } },
      },
    },
    dryRun: { type: "boolean" },
  },
};

const withOptionalItem = {
  type: "object",
  properties: {
    notes: {
      type: "array",
      items: {
        type: "object",
        required: ["text"],
        properties: { text: { type: "string" }, priority: { type: "integer" } },
      },
    },
  },
};

describe("needsValidInputChecks", () => {
  it("does not look into strings of an object holding all its declared keys", () => {
    const input = { path: "a", edits: [{ oldText: "x", newText: leak("oldText") }], dryRun: true };
    expect(needsValidInputChecks(input, editFile, undefined, defaults)).toBe(false);
  });

  it("looks into a string when a declared key is absent beside it", () => {
    expect(
      needsValidInputChecks({ path: leak("dryRun"), edits: [] }, editFile, undefined, defaults),
    ).toBe(true);
  });

  it("answers a 1 MB string in an object holding all its keys without reading it", () => {
    const newText = `${"x".repeat(1_000_000)}</parameter>`;
    const input = { path: "a", edits: [{ oldText: "x", newText }], dryRun: false };
    expect(needsValidInputChecks(input, editFile, undefined, defaults)).toBe(false);
  });

  it("follows array items through items: markup beside an absent optional key", () => {
    const input = { notes: [{ text: "ok" }, { text: leak("priority") }] };
    expect(needsValidInputChecks(input, withOptionalItem, undefined, defaults)).toBe(true);
    const fine = { notes: [{ text: "a</b> is a tag", priority: 1 }] };
    expect(needsValidInputChecks(fine, withOptionalItem, undefined, defaults)).toBe(false);
  });

  it("reads an object whose prototype is not plain key by key (an inherited key is absent)", () => {
    const item = Object.assign(Object.create({ oldText: "x" }), { newText: leak("oldText") });
    const input = { path: "a", edits: [item], dryRun: true };
    expect(needsValidInputChecks(input, editFile, undefined, defaults)).toBe(true);
  });

  it("looks into the values of undeclared keys under an additionalProperties schema", () => {
    const input = { id: "1", extra: { body: leak("priority") } };
    expect(needsValidInputChecks(input, extraSchema, undefined, defaults)).toBe(true);
  });

  it("skips a schema under which no object declares a key", () => {
    const schema = { type: "object", additionalProperties: { type: "string" } };
    expect(needsValidInputChecks({ a: leak("b") }, schema, undefined, defaults)).toBe(false);
  });

  it("reads a closed object's free-text keys only, and finds markup beside an absent key", () => {
    const schema = {
      type: "object",
      additionalProperties: false,
      required: ["owner"],
      properties: {
        owner: { type: "string" },
        state: { type: "string", enum: ["open", "closed"] },
        since: { type: "string" },
      },
    };
    expect(
      needsValidInputChecks({ owner: leak("since"), state: "open" }, schema, undefined, defaults),
    ).toBe(true);
    const all = { owner: leak("since"), state: "open", since: "2026" };
    expect(needsValidInputChecks(all, schema, undefined, defaults)).toBe(false);
  });

  it("answers a schema whose additionalProperties is itself, without looping", () => {
    const schema: Record<string, unknown> = {
      type: "object",
      properties: { a: { type: "string" } },
    };
    schema.additionalProperties = schema;
    const input = { b: { a: "x" }, c: { b: leak("a") } };
    expect(needsValidInputChecks(input, schema, undefined, defaults)).toBe(true);
  });

  it("looks into a root array's items for markup, as the first call does", () => {
    const list = { type: "array", items: withOptionalItem.properties.notes.items };
    expect(needsValidInputChecks([{ text: leak("priority") }], list, undefined, defaults)).toBe(
      true,
    );
    expect(
      needsValidInputChecks([{ text: "a" }, { text: "b", priority: 1 }], list, undefined, defaults),
    ).toBe(false);
    expect(
      needsValidInputChecks([{ text: leak("priority") }], list, { markup: "ignore" }, defaults),
    ).toBe(false);
  });

  it("answers true past the depth bound (the pipeline decides)", () => {
    const { schema, input } = nestedObjects(40);
    expect(needsValidInputChecks(input, schema, undefined, defaults)).toBe(true);
  });
});

describe("the valid path through createValidator", () => {
  const tool: ToolDefinition = { name: "take_notes", inputSchema: withOptionalItem };

  it("rejects markup leaked in an array item, as the full pipeline does", () => {
    const result = createValidator().validateToolInput(tool, {
      notes: [{ text: leak("priority") }],
    });
    expect(!result.ok && result.message).toBe(
      "take_notes failed due to the following issue:\nThe parameter `notes[0].text` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter",
    );
  });

  it.each(["ajv", "interpreter"] as const)(
    "rejects markup leaked in a root array's item on the first call and a warm one alike (%s)",
    (engine) => {
      const validator = createValidator({ engine });
      const list = {
        name: "take_notes",
        inputSchema: { type: "array", items: withOptionalItem.properties.notes.items },
      };
      const input = [{ text: leak("priority") }];
      const sentence =
        "take_notes failed due to the following issue:\nThe parameter `[0].text` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter";
      for (let call = 0; call < 2; call++) {
        const result = validator.validateToolInput(list, input);
        expect(!result.ok && result.message).toBe(sentence);
      }
    },
  );

  it("returns a valid input as sent, the same object", () => {
    const input = { notes: [{ text: "a", priority: 1 }] };
    const result = createValidator().validateToolInput(tool, input);
    expect(result.ok && result.value).toBe(input);
  });

  it("rejects markup in an undeclared key's object under an additionalProperties schema", () => {
    const input = { id: "1", extra: { body: leak("priority") } };
    const result = createValidator().validateToolInput(
      { name: "t", inputSchema: extraSchema },
      input,
    );
    expect(!result.ok && result.message).toBe(
      "t failed due to the following issue:\nThe parameter `extra.body` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter",
    );
  });
});
