import { describe, expect, it } from "vitest";
import { validateToolInput } from "../validate-tool-input.js";
import { projectToolSchema } from "./project-tool-schema.js";
import type { ProjectedTool, ProjectionResult, ProjectionTarget } from "./types.js";

// OpenAPI 3.0's `nullable: true` beside `type`, which Ajv reads as `[type, "null"]`: here a
// `null` label means "clear the label", leaving it out "leave it unchanged".
const setLabel = {
  name: "set_label",
  inputSchema: {
    type: "object",
    properties: { id: { type: "integer" }, label: { type: "string", nullable: true } },
    required: ["id"],
  },
};

function projected(result: ProjectionResult): ProjectedTool {
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const labelOf = (target: ProjectionTarget) =>
  (projected(projectToolSchema(setLabel, target)).inputSchema as { properties: { label: unknown } })
    .properties.label;

describe("`nullable: true` beside `type`", () => {
  it("is a null the original allows: openai-strict keeps it through lift", () => {
    expect(validateToolInput(setLabel, { id: 1, label: null }).ok).toBe(true);
    const strict = projected(projectToolSchema(setLabel, "openai-strict"));
    expect(labelOf("openai-strict")).toEqual({ type: ["string", "null"] });
    expect(strict.changes).toEqual([
      { kind: "type-array-rewritten", path: ["properties", "label"] },
      { kind: "made-required", path: ["properties", "label"] },
      { kind: "closed", path: [] },
    ]);
    const call = { id: 1, label: null };
    expect(strict.lift(call)).toEqual({ value: call, coercions: [] });
    const result = validateToolInput(
      setLabel,
      { id: "1", label: null },
      {
        projection: "openai-strict",
      },
    );
    expect(result.ok && result.value).toEqual({ id: 1, label: null });
  });

  it("is written the target's way: a type array, or kept as it is for gemini", () => {
    expect(labelOf("anthropic")).toEqual({ type: ["string", "null"] });
    expect(labelOf("gemini")).toEqual({ type: "string", nullable: true });
    expect(projected(projectToolSchema(setLabel, "gemini")).changes).toEqual([]);
  });

  it("widens each type of a type array once", () => {
    const tool = {
      name: "t",
      inputSchema: {
        type: "object",
        properties: { v: { type: ["string", "integer"], nullable: true } },
        required: ["v"],
      },
    };
    expect(projected(projectToolSchema(tool, "openai-strict")).inputSchema).toEqual({
      type: "object",
      properties: { v: { anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] } },
      required: ["v"],
      additionalProperties: false,
    });
  });

  it("stays only where every node of an allOf takes null", () => {
    const merged = (other: object) =>
      projected(
        projectToolSchema(
          {
            name: "t",
            inputSchema: {
              type: "object",
              properties: { v: { allOf: [{ type: "string", nullable: true }, other] } },
              required: ["v"],
            },
          },
          "gemini",
        ),
      ).inputSchema;
    expect(merged({ type: "string" })).toEqual({
      type: "object",
      properties: { v: { type: "string" } },
      required: ["v"],
    });
    expect(merged({ type: ["string", "null"] })).toEqual({
      type: "object",
      properties: { v: { type: "string", nullable: true } },
      required: ["v"],
    });
  });

  it("is not taken where the node's enum leaves null out, as the original does not take it", () => {
    const mode = { type: ["string", "null"], enum: ["fast", "slow"] };
    const tool = {
      name: "t",
      inputSchema: { type: "object", properties: { mode, other: mode }, required: ["other"] },
    };
    expect(validateToolInput(tool, { other: null }).ok).toBe(false);
    const strict = projected(projectToolSchema(tool, "openai-strict"));
    const only = { type: "string", enum: ["fast", "slow"] };
    expect(strict.inputSchema).toMatchObject({
      properties: { mode: { anyOf: [only, { type: "null" }] }, other: only },
    });
    expect(strict.changes).toContainEqual({ kind: "made-nullable", path: ["properties", "mode"] });
    // The null strict mode sends for the optional key is lifted away, not passed on as sent.
    expect(strict.lift({ mode: null, other: "fast" })).toMatchObject({ value: { other: "fast" } });
    expect(projected(projectToolSchema(tool, "gemini")).inputSchema).toMatchObject({
      properties: { mode: only, other: only },
    });
    const takesNull = { type: "object", properties: { mode: { ...mode, enum: ["fast", null] } } };
    expect(
      projected(projectToolSchema({ name: "t", inputSchema: takesNull }, "gemini")).inputSchema,
    ).toMatchObject({
      properties: { mode: { type: "string", enum: ["fast"], nullable: true } },
    });
  });
});
