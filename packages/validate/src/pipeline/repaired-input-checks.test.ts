import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import type { ToolDefinition } from "../types.js";

// The checks on an input the coercer repaired (docs/pipeline.md, "Checks on a valid input"):
// each case first teaches the validator the keys of accepted calls (the near-miss scan remembers
// the last object's key order per schema object), then sends a call that differs from them.
const tool: ToolDefinition = {
  name: "create_issue",
  inputSchema: {
    type: "object",
    required: ["title"],
    properties: {
      title: { type: "string" },
      body: { type: "string" },
      priority: { type: "integer" },
      project_id: { type: "string" },
      post: {
        type: "object",
        properties: {
          text: { type: "string" },
          count: { type: "integer" },
          tags: { type: "array", items: { type: "string" } },
        },
      },
      items: {
        type: "array",
        items: {
          type: "object",
          properties: { note: { type: "string" }, size: { type: "integer" } },
        },
      },
    },
  },
};
const head = "create_issue failed due to the following issue:\n";
const unexpected = (name: string, suggestion: string) =>
  `${head}An unexpected parameter \`${name}\` was provided (did you mean \`${suggestion}\`?)`;
const leaked = 'Fix the bug.</parameter>\n<parameter name="project_id">p';

function taught(...calls: Record<string, unknown>[]) {
  const validator = createValidator();
  for (const input of calls) expect(validator.validateToolInput(tool, input).ok).toBe(true);
  return validator;
}

describe("near-miss keys on a repaired input", () => {
  it("rejects one at the root in the place of a declared key of the last calls", () => {
    const validator = taught({ title: "t", priority: "1" }, { title: "t", priority: "2" });
    const result = validator.validateToolInput(tool, { title: "t", project: "p", priority: "3" });
    expect(!result.ok && result.message).toBe(unexpected("project", "project_id"));
  });

  it("rejects one sent after every key of the last calls, and after fewer of them", () => {
    const validator = taught({ title: "t", body: "b", priority: "1" });
    const after = validator.validateToolInput(tool, {
      title: "t",
      body: "b",
      priority: "1",
      project: "p",
    });
    expect(!after.ok && after.message).toBe(unexpected("project", "project_id"));
    expect(validator.validateToolInput(tool, { title: "t", priority: "1" }).ok).toBe(true);
    const shorter = validator.validateToolInput(tool, { title: "t", priority: "1", project: "p" });
    expect(!shorter.ok && shorter.message).toBe(unexpected("project", "project_id"));
  });

  it("rejects one in a nested object once its keys were learned", () => {
    const validator = taught(
      { title: "t", post: { text: "x", count: "1" } },
      { title: "t", post: { text: "x", count: "2" } },
    );
    const result = validator.validateToolInput(tool, {
      title: "t",
      post: { text: "x", count: "3", tag: ["a"] },
    });
    expect(!result.ok && result.message).toBe(unexpected("post.tag", "tags"));
  });

  it("rejects one inside an object decoded from JSON text", () => {
    const validator = taught(
      { title: "t", post: '{"text":"x","tags":["a"]}' },
      { title: "t", post: '{"text":"x","tags":["b"]}' },
    );
    const result = validator.validateToolInput(tool, {
      title: "t",
      post: '{"text":"x","tag":["a"]}',
    });
    expect(!result.ok && result.message).toBe(unexpected("post.tag", "tags"));
  });

  it("finds one on the valid path after repaired calls taught the same schema", () => {
    const validator = taught({ title: "t", priority: "1" });
    const result = validator.validateToolInput(tool, { title: "t", project: "p" });
    expect(!result.ok && result.message).toBe(unexpected("project", "project_id"));
  });

  it("accepts the taught keys in another order, and repairs them", () => {
    const validator = taught({ title: "t", priority: "1", body: "b" });
    expect(validator.validateToolInput(tool, { body: "b", priority: "2", title: "t" })).toEqual({
      ok: true,
      status: "accepted",
      value: { body: "b", priority: 2, title: "t" },
      coercions: [{ path: ["priority"], rule: "integer", from: "2", to: 2 }],
    });
  });
});

describe("leaked markup on a repaired input", () => {
  const markup = (holder: string) =>
    `${head}The parameter \`${holder}\` ends with tool-call markup that starts the parameter \`project_id\`; send \`project_id\` as its own parameter`;

  it("rejects it at the root", () => {
    const validator = taught({ title: "t", priority: "1" });
    const result = validator.validateToolInput(tool, { title: "t", body: leaked, priority: "2" });
    expect(!result.ok && result.message).toBe(markup("body"));
  });

  it("rejects it inside JSON text the coercer decoded", () => {
    const nested = 'Fix.</parameter>\n<parameter name="count">3';
    const validator = taught({ title: "t", post: '{"count":1}' });
    const result = validator.validateToolInput(tool, {
      title: "t",
      post: JSON.stringify({ text: nested }),
    });
    expect(!result.ok && result.message).toBe(
      `${head}The parameter \`post.text\` ends with tool-call markup that starts the parameter \`count\`; send \`count\` as its own parameter`,
    );
  });

  it("rejects it in array items decoded from JSON text", () => {
    const note = 'Fix.</parameter>\n<parameter name="size">3';
    const validator = taught({ title: "t", items: '[{"note":"a","size":1}]' });
    const result = validator.validateToolInput(tool, {
      title: "t",
      items: JSON.stringify([{ note: "a", size: 1 }, { note }]),
    });
    expect(!result.ok && result.message).toBe(
      `${head}The parameter \`items[1].note\` ends with tool-call markup that starts the parameter \`size\`; send \`size\` as its own parameter`,
    );
  });

  // The first pass, without rule `markup`, would wrap it: an array's item, which the flags of a
  // valid value do not look at.
  it.each(['bug</parameter><parameter name="count">3', "bug</tags><count>3"])(
    "rejects it in a lone string that rule `wrap` makes a list: %s",
    (text) => {
      const validator = taught({ title: "t", post: '{"count":1}' });
      const result = validator.validateToolInput(tool, { title: "t", post: { tags: text } });
      expect(!result.ok && result.message).toBe(
        `${head}The parameter \`post.tags\` ends with tool-call markup that starts the parameter \`count\`; send \`count\` as its own parameter`,
      );
      const split = createValidator({ markup: "split" }).validateToolInput(tool, {
        title: "t",
        post: { tags: text },
      });
      expect(split.ok && split.value).toEqual({ title: "t", post: { tags: ["bug"], count: 3 } });
    },
  );
});

describe("leaked markup inside text the coercer decoded, naming a parameter outside it", () => {
  // The text's escapes (`name=\"priority\"`, `\n`) hide the markup from a look at the text itself;
  // decoded, it is in a string of an item, which declares no `priority` (docs/coercion.md,
  // "Leaked markup").
  const markup = `${head}The parameter \`items\` ends with tool-call markup that starts the parameter \`priority\`; send \`priority\` as its own parameter`;

  it.each([
    ["<parameter name=K>", 'Fix.</parameter>\n<parameter name="priority">3</parameter>'],
    ["<parameter name=K> after a space", 'Fix.</parameter> <parameter name="priority">3'],
    ["<parameter=K>", "Fix.\n</parameter>\n<parameter=priority>\n3\n</parameter>"],
    ["<K>", "Fix.</note>\n<priority>3</priority>"],
    ["<arg_key>K</arg_key>", "Fix.</arg_value>\n<arg_key>priority</arg_key>\n<arg_value>3"],
  ])("rejects it in JSON text, spelled %s, and splits it under markup: split", (_, note) => {
    const input = { title: "t", items: JSON.stringify([{ note, size: 1 }]) };
    const result = createValidator().validateToolInput(tool, input);
    expect(!result.ok && result.message).toBe(markup);
    const split = createValidator({ markup: "split" }).validateToolInput(tool, input);
    expect(split.ok && split.value).toEqual({
      title: "t",
      items: [{ note: "Fix.", size: 1 }],
      priority: 3,
    });
  });

  it("rejects it in a Python literal", () => {
    const items = `[{'note': 'Fix.</parameter>\\n<parameter name="priority">3', 'size': 1}]`;
    const result = createValidator().validateToolInput(tool, { title: "t", items });
    expect(!result.ok && result.message).toBe(markup);
  });

  it("rejects it on a call the validator has accepted before", () => {
    const validator = taught({ title: "t", items: '[{"note":"a","size":1}]' });
    const note = 'Fix.</parameter>\n<parameter name="priority">3';
    const result = validator.validateToolInput(tool, {
      title: "t",
      items: JSON.stringify([{ note, size: 1 }]),
    });
    expect(!result.ok && result.message).toBe(markup);
  });

  it("leaves it as text where the call has that parameter", () => {
    const note = 'Fix.</parameter>\n<parameter name="priority">3';
    const result = createValidator().validateToolInput(tool, {
      title: "t",
      priority: 2,
      items: JSON.stringify([{ note, size: 1 }]),
    });
    expect(result.ok && result.value).toEqual({
      title: "t",
      priority: 2,
      items: [{ note, size: 1 }],
    });
  });
});
