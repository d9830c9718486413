import { describe, expect, it } from "vitest";
import type { Repair } from "../types.js";
import { describeRepair } from "./describe-repair.js";

describe("describeRepair", () => {
  it.each<{ repair: Repair; line: string }>([
    {
      repair: { path: ["edits"], rule: "json", from: "[]", to: [] },
      line: "repaired `edits`: JSON text → array (json)",
    },
    {
      repair: { path: ["author"], rule: "json", from: "{}", to: {} },
      line: "repaired `author`: JSON text → object (json)",
    },
    {
      repair: { path: ["dryRun"], rule: "boolean", from: "false", to: false },
      line: 'repaired `dryRun`: "false" → false (boolean)',
    },
    {
      repair: { path: ["head_limit"], rule: "number", from: "30", to: 30 },
      line: 'repaired `head_limit`: "30" → 30 (number)',
    },
    {
      repair: { path: ["-C"], rule: "integer", from: "3.0", to: 3 },
      line: 'repaired `-C`: "3.0" → 3 (integer)',
    },
    {
      repair: { path: ["author"], rule: "null", from: "null", to: null },
      line: 'repaired `author`: "null" → null (null)',
    },
    {
      repair: { path: ["edits", 0, "all"], rule: "boolean", from: "true", to: true },
      line: 'repaired `edits[0].all`: "true" → true (boolean)',
    },
    {
      repair: { path: [], rule: "json", from: "{}", to: {} },
      line: "repaired the input: JSON text → object (json)",
    },
    {
      repair: { path: ["a.b"], rule: "boolean", from: "true", to: true },
      line: 'repaired `["a.b"]`: "true" → true (boolean)',
    },
    {
      repair: { path: ["c", "d.e"], rule: "number", from: "5", to: 5 },
      line: 'repaired `c["d.e"]`: "5" → 5 (number)',
    },
    {
      repair: { path: ["m", "0"], rule: "number", from: "1", to: 1 },
      line: 'repaired `m.0`: "1" → 1 (number)',
    },
    {
      repair: { path: ["say `hi`"], rule: "boolean", from: "false", to: false },
      line: 'repaired `["say \\u0060hi\\u0060"]`: "false" → false (boolean)',
    },
    {
      repair: { path: ["limit"], rule: "omit", from: null },
      line: "repaired `limit`: null → left out (omit)",
    },
    {
      repair: { path: ["limit"], rule: "projection", from: null },
      line: "repaired `limit`: null → left out (projection)",
    },
    {
      repair: { path: ["tags"], rule: "python", from: "['a']", to: ["a"] },
      line: "repaired `tags`: Python literal → array (python)",
    },
    {
      repair: { path: ["to"], rule: "wrap", from: "ann@example.com", to: ["ann@example.com"] },
      line: 'repaired `to`: "ann@example.com" → a one-item array (wrap)',
    },
    {
      repair: { path: ["body"], rule: "markup", from: "x", to: { body: "x", priority: "5" } },
      line: "repaired `body`: tool-call markup → `priority` (markup)",
    },
    {
      repair: { path: ["body"], rule: "markup", from: "x", to: { "2": "5", body: "x" } },
      line: "repaired `body`: tool-call markup → `2` (markup)",
    },
  ])("$line", ({ repair, line }) => {
    expect(describeRepair(repair)).toBe(line);
  });
});
