import { isDeepStrictEqual } from "node:util";
import { createValidator } from "@tool-input/validate";
import { createBareAjv } from "./bare-ajv.js";
import type { CorpusTool } from "./corpus.js";
import { sampleInput } from "./sample-input.js";

/** A corpus tool with inputs built from its schema, each checked against strict Ajv. */
export interface CatalogInputs {
  readonly tool: CorpusTool;
  /** Accepted by strict Ajv: the required properties and every optional one that keeps it valid. */
  readonly valid: Record<string, unknown>;
  /** `valid` with numbers and booleans quoted and arrays and objects as JSON text (the model's mistakes the pipeline repairs to exactly `valid`); absent when the tool has none to make. */
  readonly mistaken?: Record<string, unknown>;
  /** `valid` without a required property: rejected, nothing to repair; absent when nothing is required. */
  readonly wrong?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function mistake(value: unknown): string | undefined {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return undefined;
}

/**
 * Inputs for every tool of `tools` that bare Ajv compiles and for which a valid input can be
 * built (the others are left out and counted by the caller).
 */
export function catalogInputs(tools: readonly CorpusTool[]): CatalogInputs[] {
  const ajv = createBareAjv();
  const checker = createValidator();
  const out: CatalogInputs[] = [];
  for (const tool of tools) {
    let check: (data: unknown) => boolean;
    try {
      const compiled = ajv.compile(tool.inputSchema);
      check = (data) => compiled(data) === true;
    } catch {
      continue;
    }
    const required = sampleInput(tool.inputSchema);
    const full = sampleInput(tool.inputSchema, true);
    if (!isRecord(required) || !isRecord(full) || !check(required)) continue;
    let valid: Record<string, unknown> = { ...required };
    for (const [key, value] of Object.entries(full)) {
      if (key in valid) continue;
      const next = { ...valid, [key]: value };
      if (check(next)) valid = next;
    }
    let mistaken: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(valid)) {
      const text = mistake(value);
      if (text === undefined) continue;
      const next = { ...(mistaken ?? valid), [key]: text };
      if (check(next)) continue;
      const result = checker.validateToolInput(tool, next);
      if (result.ok && isDeepStrictEqual(result.value, valid)) mistaken = next;
    }
    const missing = Object.keys(required)[0];
    let wrong: Record<string, unknown> | undefined;
    if (missing !== undefined) {
      const { [missing]: _, ...rest } = valid;
      if (!checker.validateToolInput(tool, rest).ok) wrong = rest;
    }
    out.push({
      tool,
      valid,
      ...(mistaken === undefined ? {} : { mistaken }),
      ...(wrong === undefined ? {} : { wrong }),
    });
  }
  return out;
}
