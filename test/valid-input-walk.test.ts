import { createValidator } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { markCompiledByAjv } from "../packages/validate/src/engine/ajv/compiled-by-ajv.js";
import { needsValidInputChecks } from "../packages/validate/src/pipeline/valid-input/valid-input-checks.js";
import { corpusAvailable, loadMcpTools } from "./support/corpus.js";
import { isValid, validInputFor } from "./support/valid-input.js";

// The checks on a valid input (docs/pipeline.md) decide per object whether the pipeline must
// look, by a walk generated per schema where Ajv compiled it and a generic walk elsewhere
// (docs/performance.md, "1. Valid input"). Over every corpus tool, on its valid input and on
// variants that lose an optional key, leak markup into a string or misspell a key, at the root
// and one level down (nested objects and the first array item): both walks give one answer,
// and wherever the full pipeline does not accept the input as sent, that answer is "look".

const defaults = { markup: "reject" } as const;
const leak = (name: string) => `Fix it.</parameter>\n<parameter name="${name}">5`;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Variants of `object` (in place of `at` inside a copy of `root`, by `put`). */
function variantsOf(object: Json, put: (replacement: Json) => unknown): unknown[] {
  const out: unknown[] = [];
  const keys = Object.keys(object);
  for (const key of keys) {
    const { [key]: _, ...rest } = object;
    out.push(put(rest));
    out.push(put({ ...rest, [`${key}s`]: object[key] }));
    for (const holder of keys) {
      if (holder !== key && typeof object[holder] === "string") {
        out.push(put({ ...rest, [holder]: `${object[holder] as string}${leak(key)}` }));
      }
    }
  }
  return out;
}

function variants(valid: Json): unknown[] {
  const out = [valid, ...variantsOf(valid, (r) => r)];
  for (const [key, value] of Object.entries(valid)) {
    if (isRecord(value)) out.push(...variantsOf(value, (r) => ({ ...valid, [key]: r })));
    const first: unknown = Array.isArray(value) ? value[0] : undefined;
    if (isRecord(first)) {
      out.push(
        ...variantsOf(first, (r) => ({ ...valid, [key]: [r, ...(value as unknown[]).slice(1)] })),
      );
    }
  }
  return out;
}

describe.skipIf(!corpusAvailable)("the checks on a valid input over the corpus", () => {
  it("give one answer generated or generic, and look wherever the pipeline does not accept as sent", () => {
    const validator = createValidator();
    let inputs = 0;
    let looked = 0;
    let caught = 0;
    for (const tool of loadMcpTools()) {
      const valid = validInputFor(tool.inputSchema);
      if (!isRecord(valid)) continue;
      const fast = structuredClone(tool.inputSchema);
      markCompiledByAjv(fast);
      const slow = structuredClone(tool.inputSchema);
      // Past the generic walks a shape gets before its code is generated.
      for (let i = 0; i < 20; i++) needsValidInputChecks(valid, fast, undefined, defaults);
      for (const input of variants(valid)) {
        if (!isValid(tool.inputSchema, input)) continue;
        inputs++;
        const answer = needsValidInputChecks(input, fast, undefined, defaults);
        expect(needsValidInputChecks(input, slow, undefined, defaults), tool.name).toBe(answer);
        if (answer) looked++;
        const result = validator.validateToolInput(tool, input);
        const asSent = result.ok && result.value === input && result.notices === undefined;
        if (!asSent) {
          caught++;
          expect(answer, `${tool.name} ${JSON.stringify(input)}`).toBe(true);
        }
      }
    }
    expect(inputs).toBeGreaterThan(3_000);
    expect(caught).toBeGreaterThan(1_500);
    expect(looked).toBeGreaterThanOrEqual(caught);
  });
});
