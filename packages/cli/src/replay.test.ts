import { describe, expect, it } from "vitest";
import { replay } from "./replay.js";
import type { Catalog, LogCall } from "./types.js";

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
      { line: 3, tool: "read", input: undefined, argumentsError: "Unexpected end of JSON input" },
      { line: 4, tool: "read", input: undefined, argumentsError: "Unexpected end of JSON input" },
      { line: 5, tool: "write", input: {} },
    ];
    const progress: number[] = [];
    const report = replay(catalog, calls, (done) => progress.push(done));
    expect(report.tools).toEqual([
      {
        tool: "read",
        known: true,
        calls: 4,
        valid: 1,
        repaired: 1,
        rejected: 2,
        unknown: 0,
        repairs: { number: 1 },
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
      calls: 5,
      valid: 1,
      repaired: 1,
      rejected: 2,
      unknown: 1,
      repairs: { number: 1 },
    });
    expect(report.topMessages).toEqual([
      {
        tool: "read",
        message: "the arguments of `read` are not valid JSON: Unexpected end of JSON input",
        count: 2,
      },
    ]);
    expect(report.schemaErrors).toEqual([]);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });
});
