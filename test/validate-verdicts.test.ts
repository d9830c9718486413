import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SchemaCache } from "../packages/validate/src/cache/schema-cache.js";
import { createAjvEngine } from "../packages/validate/src/engine/ajv/ajv-engine.js";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./support/corpus.js";
import { malform } from "./support/malform.js";
import { randomEdits } from "./support/random-edits.js";
import { validInputFor } from "./support/valid-input.js";

// docs/pipeline.md, "Dialects": the pipeline decides valid-or-not with a fail-fast function
// (`allErrors: false`, no `verbose`) and asks the reporting one (`allErrors: true`,
// `verbose: true`) only for the errors of a rejected input. Both must give the same verdict on
// every input: here over every corpus tool, on its valid input, its malformed forms, and
// random edits of it.

const schemas = corpusAvailable
  ? [
      ...loadMcpTools().map((t) => ({ id: `${t.server}/${t.name}`, schema: t.inputSchema })),
      ...loadBfclSample().map((t) => ({ id: `${t.source}/${t.name}`, schema: t.inputSchema })),
    ]
  : [];

describe.skipIf(!corpusAvailable)(
  "fail-fast and reporting functions agree (skipped when ../shared/corpus is absent)",
  () => {
    // About 12 s of CPU (every corpus schema compiled twice): the default 30 s is not enough on
    // a shared, loaded machine, and this is a hang bound, not a measure of speed.
    it("give the same verdict on every corpus tool's valid, malformed and randomly edited inputs", {
      timeout: 180_000,
    }, () => {
      const cache = new SchemaCache(1_000, [createAjvEngine()]);
      let compared = 0;
      let rejected = 0;
      for (const { id, schema } of schemas) {
        const entry = cache.lookup(schema);
        if (entry.state !== "compiled") continue;
        const { check, report } = entry;
        const valid = validInputFor(schema);
        if (typeof valid !== "object" || valid === null || Array.isArray(valid)) continue;
        const agree = (input: unknown) => {
          const verdict = check(input);
          expect({ id, input, verdict: report(input).length === 0 }).toEqual({
            id,
            input,
            verdict,
          });
          compared++;
          if (!verdict) rejected++;
        };
        agree(valid);
        agree(malform(valid, schema).value);
        agree(malform(valid, schema, { keepStructure: true }).value);
        fc.assert(fc.property(randomEdits(valid as Record<string, unknown>), agree), {
          numRuns: 20,
          seed: 42,
        });
      }
      expect(compared).toBeGreaterThan(5_000);
      expect(rejected).toBeGreaterThan(1_000); // both verdicts occur
    });
  },
);
