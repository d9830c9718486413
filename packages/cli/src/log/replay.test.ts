import { describe, expect, it } from "vitest";
import type { Catalog, LogCall } from "../types.js";
import { replay } from "./replay.js";

const catalog: Catalog = new Map([
  [
    "read",
    {
      name: "read",
      inputSchema: {
        type: "object",
        properties: { path: { type: "string" }, head: { type: "number" } },
        required: ["path"],
      },
    },
  ],
  ["unused", { name: "unused", inputSchema: { type: "object" } }],
]);

describe("replay", () => {
  it("counts valid, repaired (by rule), rejected and unknown calls, per tool and in total", () => {
    const calls: LogCall[] = [
      { line: 1, tool: "read", input: { path: "a" } },
      { line: 2, tool: "read", input: { path: "a", head: "5" } },
      { line: 3, tool: "read", input: '{"path":"a"' },
      { line: 4, tool: "read", input: '{"path":"a"' },
      { line: 5, tool: "write", input: {} },
      { line: 6, tool: "READ", input: '{"path":"a"}' },
      { line: 7, tool: "unused", input: "" },
    ];
    const progress: number[] = [];
    const report = replay(catalog, calls, (done) => progress.push(done));
    expect(report.tools).toEqual([
      {
        tool: "read",
        known: true,
        calls: 5,
        valid: 1,
        repaired: 2,
        rejected: 2,
        unknown: 0,
        repairs: { number: 1, "tool-name": 1 },
      },
      {
        tool: "unused",
        known: true,
        calls: 1,
        valid: 0,
        repaired: 1,
        rejected: 0,
        unknown: 0,
        repairs: { empty: 1 },
      },
      {
        tool: "write",
        known: false,
        calls: 1,
        valid: 0,
        repaired: 0,
        rejected: 0,
        unknown: 1,
        repairs: {},
      },
    ]);
    expect(report.total).toEqual({
      calls: 7,
      valid: 1,
      repaired: 3,
      rejected: 2,
      unknown: 1,
      repairs: { number: 1, "tool-name": 1, empty: 1 },
    });
    expect(report.topMessages).toEqual([
      {
        tool: "read",
        message:
          "The arguments text ends before the JSON object is complete (at character 11 of 11); send the whole call again",
        count: 2,
      },
    ]);
    expect(report.schemaErrors).toEqual([]);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("replay: the rules of issue 19", () => {
  it("rejects OpenAI arguments text with a number that would lose digits, never rounding it", () => {
    const report = replay(catalog, [
      { line: 1, tool: "read", input: '{"path":"a","head":12345678901234567890}' },
    ]);
    expect(report.total).toMatchObject({ calls: 1, valid: 0, rejected: 1 });
    expect(report.topMessages[0]?.message).toBe(
      "The parameter `head` holds the number `12345678901234567890`, which would lose digits as a JavaScript number, so the arguments text is not decoded; send it with fewer digits",
    );
  });

  it("counts each new rule by name, and leaked markup as a rejection", () => {
    const tools: Catalog = new Map([
      [
        "post",
        {
          name: "post",
          inputSchema: {
            type: "object",
            required: ["body"],
            properties: {
              body: { type: "string" },
              limit: { type: "integer" },
              tags: { type: "array", items: { type: "string" } },
            },
          },
        },
      ],
    ]);
    const calls: LogCall[] = [
      { line: 1, tool: "post", input: { body: "b", limit: null } },
      { line: 2, tool: "post", input: { body: "b", tags: "['a', 'b']" } },
      { line: 3, tool: "post", input: { body: "b", tags: "a" } },
      { line: 4, tool: "post", input: { body: "b", tags: '```json\n["a"]\n```' } },
      { line: 5, tool: "post", input: { body: 'b</parameter>\n<parameter name="limit">5' } },
    ];
    const report = replay(tools, calls);
    expect(report.total).toMatchObject({
      calls: 5,
      repaired: 4,
      rejected: 1,
      repairs: { omit: 1, python: 1, wrap: 1, json: 1 },
    });
    expect(report.topMessages.map((m) => m.message)).toEqual([
      "The parameter `body` ends with tool-call markup that starts the parameter `limit`; send `limit` as its own parameter",
    ]);
  });
});
