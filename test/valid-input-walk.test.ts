import type { JsonSchema } from "@tool-input/coerce";
import { createValidator } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { createAjvEngine } from "../packages/validate/src/engine/ajv/ajv-engine.js";
import { validInputFlags } from "../packages/validate/src/engine/valid-input/flag-counter.js";
import { needsValidInputChecks } from "../packages/validate/src/pipeline/valid-input/valid-input-checks.js";
import { corpusAvailable, loadMcpTools } from "./support/corpus.js";
import { isValid, validInputFor } from "./support/valid-input.js";

// The checks on a valid input (docs/pipeline.md) are skipped where Ajv's check raised no flag,
// and otherwise where the walk finds nothing (docs/performance.md, "1. Valid input"). Over every
// corpus tool, on its valid input and on variants that lose an optional key, leak markup into a
// string or misspell a key, at the root and one level down (nested objects and the first array
// item): wherever the full pipeline (a first call, which runs every check) does not accept the
// input as sent, Ajv's check raised a flag and the walk answers "look", and a warm call gives
// the first call's result.

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

describe.skipIf(!corpusAvailable)(
  "the valid-input differential over the corpus: the checks on a valid input",
  () => {
    it("raise a flag and look wherever the pipeline does not accept the input as sent", () => {
      const warm = createValidator();
      const cold = createValidator();
      const engine = createAjvEngine();
      let inputs = 0;
      let flagged = 0;
      let looked = 0;
      let caught = 0;
      for (const tool of loadMcpTools()) {
        const valid = validInputFor(tool.inputSchema);
        if (!isRecord(valid)) continue;
        const compiled = engine.compile(structuredClone(tool.inputSchema) as JsonSchema);
        if (!compiled.ok) continue;
        for (const input of variants(valid)) {
          if (!isValid(tool.inputSchema, input)) continue;
          inputs++;
          const before = validInputFlags.raised;
          expect(compiled.check(input)).toBe(true);
          const raised = validInputFlags.raised !== before;
          const walk = needsValidInputChecks(input, tool.inputSchema, undefined, defaults);
          if (raised) flagged++;
          if (walk) looked++;
          // A copy of the schema is one the cache has not met by identity: the full pipeline.
          const first = cold.validateToolInput(
            { ...tool, inputSchema: { ...tool.inputSchema } },
            input,
          );
          warm.validateToolInput(tool, input);
          expect(warm.validateToolInput(tool, input), tool.name).toEqual(first);
          const asSent = first.ok && first.value === input && first.notices === undefined;
          if (!asSent) {
            caught++;
            const label = `${tool.name} ${JSON.stringify(input)}`;
            expect(raised, label).toBe(true);
            expect(walk, label).toBe(true);
          }
        }
      }
      expect(inputs).toBeGreaterThan(3_000);
      expect(caught).toBeGreaterThan(1_500);
      expect(flagged).toBeGreaterThanOrEqual(caught);
      expect(looked).toBeGreaterThanOrEqual(caught);
    });
  },
);
