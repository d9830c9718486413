import { describe, expect, it } from "vitest";
import { createAjvEngine } from "../packages/validate/src/engine/ajv/ajv-engine.js";
import { createInterpreter } from "../packages/validate/src/engine/interpreter/create-interpreter.js";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./support/corpus.js";
import { malform } from "./support/malform.js";
import { mutations, schemaProbes } from "./support/mutations.js";
import { validInputFor } from "./support/valid-input.js";

// docs/pipeline.md, "Engines": the interpreter checks every input with closures compiled from
// the schema, and its verdict must be the Ajv engine's. Here over every corpus tool: its valid
// input, its malformed forms, and thousands of inputs near it (each path given wrong types,
// bound values, enum values, removed, an extra key).

const tools = corpusAvailable
  ? [
      ...loadMcpTools().map((t) => ({ id: `${t.server}/${t.name}`, schema: t.inputSchema })),
      ...loadBfclSample(10).map((t) => ({ id: `${t.source}/${t.name}`, schema: t.inputSchema })),
    ]
  : [];

describe.skipIf(!corpusAvailable)(
  "the closure differential over the corpus: the closure check against the Ajv engine (skipped when ../shared/corpus is absent)",
  () => {
    // A hang bound on a shared machine, not a measure of speed.
    it("gives Ajv's verdict on every tool's valid, malformed and mutated inputs", {
      timeout: 180_000,
    }, () => {
      const ajv = createAjvEngine();
      const fallbacks: string[] = [];
      let compared = 0;
      let rejected = 0;
      let withInput = 0;
      for (const { id, schema } of tools) {
        const json = JSON.parse(JSON.stringify(schema));
        const outcome = ajv.compile(json);
        if (!outcome.ok) continue; // a schema Ajv refuses never reaches an engine's check
        const interpreter = createInterpreter(json);
        if (interpreter.checker !== "closures")
          fallbacks.push(`${id}: ${interpreter.fallbackReason}`);
        const valid = validInputFor(schema);
        const inputs =
          valid === undefined
            ? schemaProbes(schema)
            : [
                valid,
                malform(valid, schema).value,
                malform(valid, schema, { keepStructure: true }).value,
                ...mutations(valid, schemaProbes(schema)),
              ];
        if (valid !== undefined) withInput++;
        for (const input of inputs) {
          const verdict = outcome.check(input);
          const closures = interpreter.check(input);
          if (closures !== verdict) {
            expect({ id, input, closures }).toEqual({ id, input, closures: verdict });
          }
          compared++;
          if (!verdict) rejected++;
        }
      }
      expect(fallbacks).toEqual([]);
      expect(withInput).toBeGreaterThan(200);
      expect(compared).toBeGreaterThan(100_000);
      expect(rejected).toBeGreaterThan(compared / 4); // both verdicts occur, often
      expect(compared - rejected).toBeGreaterThan(compared / 20);
    });
  },
);
