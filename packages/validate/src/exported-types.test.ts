// A harness that installs only @tool-input/validate must be able to name the types its results
// use. Type-level test: `pnpm typecheck` fails to compile it when one is not exported.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type {
  CoerceOptions,
  Coercion,
  CoercionRule,
  FormatOptions,
  Issue,
  IssueKind,
  JsonSchema,
  NearMissKeyNotice,
  Notice,
  PathSegment,
  ToolInputResult,
} from "./index.js";
import { validateToolInput } from "./index.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("@tool-input/validate re-exports the types its results and options use", () => {
  it("names a result's issues, coercions and paths, and the options, from this package alone", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { head: { type: "number" }, path: { type: "string" } },
      required: ["path"],
    };
    const coerceOptions: CoerceOptions = { booleans: "exact" };
    const formatOptions: FormatOptions = { hints: false };
    const result: ToolInputResult = validateToolInput(
      { name: "read", inputSchema: schema },
      { head: "5" },
      { ...coerceOptions, ...formatOptions },
    );
    expect(result.ok).toBe(false);
    const coercions: readonly Coercion[] = result.coercions;
    const rules: CoercionRule[] = coercions.map((coercion) => coercion.rule);
    expect(rules).toEqual(["number"]);
    const issues: readonly Issue[] = result.ok ? [] : result.issues;
    const kinds: IssueKind[] = issues.map((issue) => issue.kind);
    expect(kinds).toEqual(["missing"]);
    // One PathSegment serves both: a coercion's path and an issue's path.
    const paths: (readonly PathSegment[])[] = [
      ...coercions.map((c) => c.path),
      ...issues.map((i) => i.path),
    ];
    expect(paths).toEqual([["head"], ["path"]]);
  });

  it("names an accepted call's notices", () => {
    const result = validateToolInput(
      {
        name: "t",
        inputSchema: { type: "object", properties: { project_id: { type: "string" } } },
      },
      { project: "p" },
      { nearMissKeys: "notice" },
    );
    const notices: readonly Notice[] = (result.ok && result.notices) || [];
    const nearMiss: NearMissKeyNotice[] = notices.filter(
      (notice) => notice.kind === "near-miss-key",
    );
    expect(nearMiss.map((notice) => notice.suggestion)).toEqual(["project_id"]);
  });

  it("packages/validate/README.md lists them", () => {
    for (const name of [
      "Issue",
      "IssueKind",
      "FormatOptions",
      "PathSegment",
      "Coercion",
      "CoercionRule",
      "CoerceOptions",
      "JsonSchema",
      "Notice",
      "NearMissKeyNotice",
    ]) {
      expect(readme).toContain(`\`${name}\``);
    }
  });
});
