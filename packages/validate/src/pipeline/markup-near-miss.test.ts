import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import type { ToolDefinition } from "../types.js";

const tool: ToolDefinition = {
  name: "create_issue",
  inputSchema: {
    type: "object",
    required: ["title", "body"],
    properties: {
      title: { type: "string" },
      body: { type: "string" },
      priority: { type: "integer" },
      project_id: { type: "string" },
      post: {
        type: "object",
        properties: {
          text: { type: "string" },
          tags: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
};
const leaked = 'Fix the bug.</parameter>\n<parameter name="priority">5';
const sentence =
  "create_issue failed due to the following issue:\nThe parameter `body` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter";

describe("the markup rule in the pipeline", () => {
  it("rejects a schema-valid call by default, with the one sentence", () => {
    const result = createValidator().validateToolInput(tool, { title: "t", body: leaked });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(sentence);
  });

  it("rejects it too when the call needed other repairs, listing what is still wrong", () => {
    const result = createValidator().validateToolInput(tool, { title: 5, body: leaked });
    expect(!result.ok && result.message).toBe(
      "create_issue failed due to the following issues:\nThe parameter `title` type is expected as `string` but provided as `number`\nThe parameter `body` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter",
    );
    // `issues` lists the markup first; the message orders its lines by kind (docs/pipeline.md).
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual([["body"], ["title"]]);
  });

  it("splits under markup: split, reporting rule markup, then repairs the moved value", () => {
    const result = createValidator().validateToolInput(
      tool,
      { title: "t", body: leaked },
      { markup: "split" },
    );
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      value: { title: "t", body: "Fix the bug.", priority: 5 },
      coercions: [
        {
          path: ["body"],
          rule: "markup",
          from: leaked,
          to: { body: "Fix the bug.", priority: "5" },
        },
        { path: ["priority"], rule: "integer", from: "5", to: 5 },
      ],
    });
  });

  it("rejects a split whose moved value is still wrong, with that value's issue", () => {
    const body = 'x</parameter>\n<parameter name="priority">high';
    const result = createValidator({ markup: "split" }).validateToolInput(tool, {
      title: "t",
      body,
    });
    expect(!result.ok && result.message).toBe(
      "create_issue failed due to the following issue:\nThe parameter `priority` type is expected as `integer` but provided as `string`",
    );
  });

  it("keeps today's behaviour under markup: ignore", () => {
    const input = { title: "t", body: leaked };
    const result = createValidator({ markup: "ignore" }).validateToolInput(tool, input);
    expect(result).toEqual({ ok: true, status: "accepted", value: input, coercions: [] });
    expect(result.ok && result.value).toBe(input);
  });

  it("fires in a nested object, naming its full path", () => {
    const input = { title: "t", body: "b", post: { text: "x</text>\n<tags>['a']" } };
    const result = createValidator().validateToolInput(tool, input);
    expect(!result.ok && result.message).toBe(
      "create_issue failed due to the following issue:\nThe parameter `post.text` ends with tool-call markup that starts the parameter `tags`; send `tags` as its own parameter",
    );
  });

  it("fires in array items and behind a $ref, on a valid input", () => {
    const edit = {
      type: "object",
      properties: {
        oldText: { type: "string" },
        newText: { type: "string" },
        note: { type: "string" },
      },
    };
    const edits: ToolDefinition = {
      name: "edit",
      inputSchema: {
        type: "object",
        $defs: { edit },
        properties: { edits: { type: "array", items: { $ref: "#/$defs/edit" } } },
      },
    };
    const input = { edits: [{ oldText: "a", newText: "b</newText>\n<note>why" }] };
    const result = createValidator().validateToolInput(edits, input);
    expect(!result.ok && result.message).toBe(
      "edit failed due to the following issue:\nThe parameter `edits[0].newText` ends with tool-call markup that starts the parameter `note`; send `note` as its own parameter",
    );
  });

  it("names the holder and the parameter started whatever their order as keys (`2` sorts first)", () => {
    const numbered: ToolDefinition = {
      name: "t",
      inputSchema: {
        type: "object",
        required: ["body"],
        properties: { body: { type: "string" }, "2": { type: "number" } },
      },
    };
    const line =
      "t failed due to the following issue:\nThe parameter `body` ends with tool-call markup that starts the parameter `2`; send `2` as its own parameter";
    const message = (input: object) => {
      const result = createValidator().validateToolInput(numbered, input);
      return result.ok ? undefined : result.message;
    };
    expect(message({ body: 'Fix it.</parameter>\n<parameter name="2">5' })).toBe(line);
    expect(message({ 'body</parameter>\n<parameter name="2">': "x" })).toBe(line);
  });

  it("never fires on a string that merely mentions tags", () => {
    const input = {
      title: "t",
      body: 'Use </parameter> then <parameter name="x"> in the prompt.\n</a>\n<b>',
      priority: 1,
    };
    const result = createValidator().validateToolInput(tool, input);
    expect(result.ok && result.value).toBe(input);
  });

  it("answers a string of 100,000 </parameter> tags, accepting it", () => {
    const input = { title: "t", body: "</parameter>".repeat(100_000) };
    const result = createValidator().validateToolInput(tool, input);
    expect(result.ok && result.value).toBe(input);
  });

  it("applies through the Standard Schema too", () => {
    const schema = createValidator().toolInputSchema(tool);
    const result = schema["~standard"].validate({ title: "t", body: leaked });
    expect(result).toEqual({ issues: [{ message: sentence }] });
  });
});

describe("near-miss keys", () => {
  it("rejects a near-miss key on a schema open only by omission, with did-you-mean", () => {
    const result = createValidator().validateToolInput(tool, {
      title: "t",
      body: "b",
      project: "p",
    });
    expect(!result.ok && result.message).toBe(
      "create_issue failed due to the following issue:\nAn unexpected parameter `project` was provided (did you mean `project_id`?)",
    );
  });

  it("accepts it with a notice under nearMissKeys: notice", () => {
    const input = { title: "t", body: "b", project: "p" };
    const result = createValidator({ nearMissKeys: "notice" }).validateToolInput(tool, input);
    expect(result).toEqual({
      ok: true,
      status: "accepted",
      value: input,
      coercions: [],
      notices: [
        {
          kind: "near-miss-key",
          path: ["project"],
          suggestion: "project_id",
          message:
            "The parameter `project` is not declared (did you mean `project_id`?); it was passed on as sent",
        },
      ],
    });
  });

  it("is a notice where extra keys are declared welcome", () => {
    const open = {
      ...tool,
      inputSchema: { ...(tool.inputSchema as object), additionalProperties: true },
    };
    const result = createValidator().validateToolInput(open, {
      title: "t",
      body: "b",
      project: "p",
    });
    expect(result.ok && result.notices?.map((n) => n.suggestion)).toEqual(["project_id"]);
  });

  it("says nothing when the declared key is present, or the key is near none", () => {
    const validator = createValidator();
    const input = { title: "t", body: "b", project: "p", project_id: "q", zebra: 1 };
    expect(validator.validateToolInput(tool, input)).toEqual({
      ok: true,
      status: "accepted",
      value: input,
      coercions: [],
    });
  });

  it("uses the suffix rule: `tag` for `tags` in a nested object", () => {
    const result = createValidator().validateToolInput(tool, {
      title: "t",
      body: "b",
      post: { tag: "a" },
    });
    expect(!result.ok && result.message).toBe(
      "create_issue failed due to the following issue:\nAn unexpected parameter `post.tag` was provided (did you mean `tags`?)",
    );
  });

  it("leaves additionalProperties: false to validation, which reports the key once", () => {
    const closed = {
      ...tool,
      inputSchema: { ...(tool.inputSchema as object), additionalProperties: false },
    };
    const result = createValidator().validateToolInput(closed, {
      title: "t",
      body: "b",
      project: "p",
    });
    expect(!result.ok && result.issues).toEqual([
      { kind: "unexpected", path: ["project"], suggestion: "project_id" },
    ]);
  });
});
