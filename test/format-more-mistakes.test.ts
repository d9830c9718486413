// The sentences of docs/messages.md for the other half of real mistakes (issue 19), through the
// whole pipeline, each pinned here and found verbatim in the page.
import { createValidator, type ToolDefinition } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { documented } from "./support/format-fixtures.js";

const validator = createValidator();
const message = (tool: ToolDefinition, input: unknown, options?: object): string => {
  const result = validator.validateToolInput(tool, input, options);
  return result.ok ? "(accepted)" : result.message;
};
const tool = (name: string, properties: object, required: string[] = []): ToolDefinition => ({
  name,
  inputSchema: { type: "object", required, properties },
});

const search = tool("search", {
  tags: { type: "array", items: { type: "string" } },
  filter: { type: "string", pattern: "^[a-z]+$" },
  mode: { type: "string", enum: ["fast", "slow"] },
});
const recipients = { to: { type: "array", items: { type: "string" } } };
const mail = tool("send_mail", recipients);
const read = tool("read_file", { path: { type: "string" } }, ["path"]);
const issue = tool(
  "create_issue",
  {
    title: { type: "string" },
    body: { type: "string" },
    priority: { type: "integer" },
    project_id: { type: "string" },
  },
  ["title", "body"],
);

// As pydantic writes nested models (FastMCP): `$defs`, a reference, `Optional` as a nullable union.
const filterModel = {
  type: "object",
  title: "Filter",
  properties: { project_id: { type: "string" }, state: { type: "string" } },
};
const listIssues: ToolDefinition = {
  name: "list_issues",
  inputSchema: {
    type: "object",
    properties: {
      filter: { $ref: "#/$defs/Filter", description: "Which issues" },
      since: { anyOf: [{ $ref: "#/$defs/Filter" }, { type: "null" }], default: null },
      any_of: { type: "array", items: { $ref: "#/$defs/Filter" } },
      grid: { type: "array", items: { type: "array", items: filterModel } },
    },
    $defs: { Filter: filterModel },
  },
};
const filterRoot = { $ref: "#/$defs/Filter", $defs: { Filter: filterModel } };

describe("docs/messages.md: the other half of real mistakes", () => {
  it.each([
    {
      name: "an unreadable Python literal says the decoder's reason",
      text: "search failed due to the following issue:\nThe parameter `tags` type is expected as `array` but provided as `string` (it looks like a Python literal, but it is not one that can be read: `foo` at character 2 is a name, not a literal)",
      run: () => message(search, { tags: "[foo, 'b']" }),
    },
    {
      name: "a list sent as text",
      text: 'send_mail failed due to the following issue:\nThe parameter `to` type is expected as `array` but provided as `string` (send an array, e.g. `["a", "b"]`)',
      run: () => message(mail, { to: "ann@example.com, bob@example.com" }),
    },
    {
      name: "a required key holding null",
      text: "read_file failed due to the following issue:\nThe parameter `path` type is expected as `string` but provided as `null` (it is required: send a value, not null)",
      run: () => message(read, { path: null }),
    },
    {
      name: "an empty string on an optional key",
      text: "search failed due to the following issue:\nThe parameter `filter` must match the pattern `^[a-z]+$` but was an empty string (leave `filter` out rather than sending an empty string)",
      run: () => message(search, { filter: "" }),
    },
    {
      name: "null against an enum, one line",
      text: 'search failed due to the following issue:\nThe parameter `mode` must be one of the strings `"fast"`, `"slow"` but was `null`',
      run: () => message(search, { mode: null }, { optionals: "exact" }),
    },
    {
      name: "leaked markup",
      text: "create_issue failed due to the following issue:\nThe parameter `body` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter",
      run: () =>
        message(issue, { title: "t", body: 'Fix.</parameter>\n<parameter name="priority">5' }),
    },
    {
      name: "a near-miss key",
      text: "create_issue failed due to the following issue:\nAn unexpected parameter `project` was provided (did you mean `project_id`?)",
      run: () => message(issue, { title: "t", body: "b", project: "p" }),
    },
    {
      name: "a near-miss key in a nested model pydantic writes as a reference",
      text: "list_issues failed due to the following issue:\nAn unexpected parameter `filter.project` was provided (did you mean `project_id`?)",
      run: () => message(listIssues, { filter: { project: "p" } }),
    },
  ])("$name", ({ text, run }) => {
    expect(run()).toBe(text);
    documented(text.slice(text.indexOf("\n") + 1));
  });

  it("a list with a separator that is not ASCII gets the same hint; no value is never wrapped", () => {
    const line =
      "send_mail failed due to the following issue:\nThe parameter `to` type is expected as `array` but provided as `string`";
    expect(message(mail, { to: "北京，上海" })).toBe(
      `${line} (send an array, e.g. \`["a", "b"]\`)`,
    );
    const required = tool("send_mail", recipients, ["to"]);
    for (const to of ["", "null", "None"]) expect(message(required, { to })).toBe(line);
  });

  it("leaked markup naming a parameter sent as null or an empty string, which rule omit removes", () => {
    const body = 'Fix.</parameter>\n<parameter name="priority">5';
    for (const priority of [null, ""]) {
      expect(message(issue, { title: "t", body, priority })).toBe(
        "create_issue failed due to the following issue:\nThe parameter `body` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter",
      );
      const split = validator.validateToolInput(
        issue,
        { title: "t", body, priority },
        { markup: "split" },
      );
      expect(split.ok && split.value).toEqual({ title: "t", body: "Fix.", priority: 5 });
    }
  });

  it("an unreadable Python literal as the whole arguments text says the decoder's reason too", () => {
    expect(message(search, "{'tags': ['a', foo]}")).toBe(
      "search failed due to the following issue:\nThe input type is expected as `object` but provided as `string` (it looks like a Python literal, but it is not one that can be read: `foo` at character 16 is a name, not a literal)",
    );
  });

  it("leaked markup in a valid call: the other lines are the call's own, not the split value's", () => {
    const strict = tool(
      "create_issue",
      {
        title: { type: "string" },
        body: { type: "string", minLength: 10 },
        priority: { type: "integer" },
      },
      ["title", "body"],
    );
    const markup =
      "The parameter `body` ends with tool-call markup that starts the parameter `priority`; send `priority` as its own parameter";
    for (const priority of ["5", "high"]) {
      const body = `Fix it.</parameter>\n<parameter name="priority">${priority}`;
      expect(message(strict, { title: "t", body })).toBe(
        `create_issue failed due to the following issue:\n${markup}`,
      );
      expect(message(strict, { title: "t", body, prio: 1 })).toBe(
        `create_issue failed due to the following issues:\nAn unexpected parameter \`prio\` was provided (did you mean \`priority\`?)\n${markup}`,
      );
    }
  });

  it("a near-miss key in an Optional nested model, in list items, and under a root reference, on both engines", () => {
    const interpreter = createValidator({ engine: "interpreter" });
    for (const checker of [validator, interpreter]) {
      const answer = (tool: ToolDefinition, input: unknown): string => {
        const first = checker.validateToolInput(tool, input);
        // A warm call (the check's flags, the walk) answers as the first one.
        expect(checker.validateToolInput(tool, input)).toEqual(first);
        return first.ok ? "(accepted)" : first.message;
      };
      expect(answer(listIssues, { since: { project: "p" } })).toBe(
        "list_issues failed due to the following issue:\nAn unexpected parameter `since.project` was provided (did you mean `project_id`?)",
      );
      expect(answer({ name: "list_issues", inputSchema: filterRoot }, { project: "p" })).toBe(
        "list_issues failed due to the following issue:\nAn unexpected parameter `project` was provided (did you mean `project_id`?)",
      );
      expect(answer(listIssues, { since: null, filter: { project_id: "p" } })).toBe("(accepted)");
      // A list of models (`List[Filter]`), and a list of lists, read item by item.
      expect(answer(listIssues, { any_of: [{ project_id: "a" }, { project: "b" }] })).toBe(
        "list_issues failed due to the following issue:\nAn unexpected parameter `any_of[1].project` was provided (did you mean `project_id`?)",
      );
      expect(answer(listIssues, { grid: [[], [{ state: "open", projct_id: "c" }]] })).toBe(
        "list_issues failed due to the following issue:\nAn unexpected parameter `grid[1][0].projct_id` was provided (did you mean `project_id`?)",
      );
      expect(answer(listIssues, { any_of: [{ project_id: "a" }, { state: "b" }] })).toBe(
        "(accepted)",
      );
    }
  });

  it("a name failing propertyNames is told every rule the names' schema states, on both engines", () => {
    const inputSchema = {
      type: "object",
      propertyNames: { maxLength: 3, pattern: "^[a-z]+$" },
    };
    for (const engine of ["ajv", "interpreter"] as const) {
      const result = createValidator({ engine }).validateToolInput(
        { name: "tag", inputSchema },
        { abcd: 1 },
      );
      expect(result.ok ? "(accepted)" : result.message).toBe(
        "tag failed due to the following issue:\nThe parameter `abcd` has a name that is not allowed (names must match the pattern `^[a-z]+$` and have at most 3 characters)",
      );
    }
  });

  it("the near-miss notice", () => {
    const result = validator.validateToolInput(
      issue,
      { title: "t", body: "b", project: "p" },
      {
        nearMissKeys: "notice",
      },
    );
    const text =
      "The parameter `project` is not declared (did you mean `project_id`?); it was passed on as sent";
    expect(result.ok && result.notices?.[0]?.message).toBe(text);
    documented(text);
  });

  it("an empty string in an enum reads as one, never as an empty code span", () => {
    const text = "The parameter `mode` must be one of `fast`, `slow` but was an empty string";
    const plain = tool("t", { mode: { enum: ["fast", "slow"] } }, ["mode"]);
    expect(message(plain, { mode: "" })).toBe(`t failed due to the following issue:\n${text}`);
  });
});
