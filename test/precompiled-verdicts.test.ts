import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { JsonSchema } from "@tool-input/coerce";
import { type PrecompiledTools, precompileTools } from "@tool-input/validate";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createAjvEngine } from "../packages/validate/src/engine/ajv/ajv-engine.js";
import { createPrecompiledEngine } from "../packages/validate/src/engine/precompiled/precompiled-engine.js";
import type { CompileOutcome } from "../packages/validate/src/engine/types.js";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./support/corpus.js";
import { malform } from "./support/malform.js";
import { randomEdits } from "./support/random-edits.js";
import { validInputFor } from "./support/valid-input.js";

// docs/pipeline.md, "Precompiled validators": the code `precompileTools` writes is Ajv's, so the
// precompiled engine answers every input as the Ajv engine does (issue 25, item 4): here over
// every corpus tool and the shapes the fuzz run found answered differently, on each one's valid
// input, its malformed forms and random edits of it.

const root = fileURLToPath(new URL("..", import.meta.url));
// Inside the repository (in the ignored .tmp/), so the module's `import "@tool-input/validate"`
// resolves as the tests' own imports do.
const folder = join(root, ".tmp", `precompiled-verdicts-${process.pid}`);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const proto = (text: string): Record<string, unknown> => JSON.parse(text);
const shapes = [
  {
    name: "uniqueItems",
    inputSchema: {
      type: "object",
      properties: { tags: { type: "array", items: { type: "string" }, uniqueItems: true } },
      required: ["tags"],
    },
  },
  {
    name: "uniqueItems of objects",
    inputSchema: {
      type: "object",
      properties: {
        rows: {
          type: "array",
          items: { type: "object", properties: { id: { type: "integer" } } },
          uniqueItems: true,
        },
      },
    },
  },
  {
    name: "format url",
    inputSchema: {
      type: "object",
      properties: { link: { type: "string", format: "url" } },
      required: ["link"],
    },
  },
  {
    name: "__proto__ in const",
    inputSchema: proto(
      '{"type":"object","properties":{"a":{"const":{"__proto__":{"x":1}}}},"required":["a"]}',
    ),
  },
  {
    name: "__proto__ in enum",
    inputSchema: proto(
      '{"type":"object","properties":{"b":{"enum":[{"__proto__":{"x":1}},{"k":{"__proto__":[]}}]}},"required":["b"]}',
    ),
  },
];

const tools = [
  ...shapes,
  ...(corpusAvailable
    ? [
        ...loadMcpTools().map((t) => ({
          name: `${t.server}/${t.name}`,
          inputSchema: t.inputSchema,
        })),
        ...loadBfclSample().map((t) => ({
          name: `${t.source}/${t.name}`,
          inputSchema: t.inputSchema,
        })),
      ]
    : []),
];

/** The verdict and every error, as plain data. */
function answer(outcome: CompileOutcome, input: unknown): unknown {
  if (!outcome.ok) return { fault: outcome.fault };
  return JSON.parse(JSON.stringify({ check: outcome.check(input), report: outcome.report(input) }));
}

describe("the precompiled differential over the corpus: precompiled code answers as the Ajv engine does", () => {
  it("on each tool's valid, malformed and randomly edited inputs (the shapes alone when ../shared/corpus is absent)", {
    timeout: 300_000,
  }, async () => {
    mkdirSync(folder, { recursive: true });
    const file = join(folder, "validators.js");
    writeFileSync(file, precompileTools(tools));
    const { precompiled } = (await import(pathToFileURL(file).href)) as {
      precompiled: PrecompiledTools;
    };
    const module = createPrecompiledEngine(precompiled);
    const ajv = createAjvEngine();
    let compared = 0;
    let rejected = 0;
    let precompiledTools = 0;
    for (const { name, inputSchema } of tools) {
      const schema = JSON.parse(JSON.stringify(inputSchema)) as JsonSchema;
      const fromAjv = ajv.compile(schema);
      const fromModule = module.compile(schema);
      expect({ name, ok: fromModule.ok }).toEqual({ name, ok: fromAjv.ok });
      if (!fromModule.ok) continue;
      precompiledTools++;
      const agree = (input: unknown) => {
        const expected = answer(fromAjv, input) as { check: boolean };
        expect({ name, input, answer: answer(fromModule, input) }).toEqual({
          name,
          input,
          answer: expected,
        });
        compared++;
        if (!expected.check) rejected++;
      };
      const valid = validInputFor(inputSchema);
      agree(valid);
      agree(malform(valid, inputSchema).value);
      agree(malform(valid, inputSchema, { keepStructure: true }).value);
      if (typeof valid !== "object" || valid === null || Array.isArray(valid)) continue;
      fc.assert(fc.property(randomEdits(valid as Record<string, unknown>), agree), {
        numRuns: 20,
        seed: 42,
      });
    }
    if (corpusAvailable) {
      expect(precompiledTools).toBeGreaterThan(300);
      expect(compared).toBeGreaterThan(5_000);
    }
    expect(rejected).toBeGreaterThan(0); // both verdicts occur
    expect(rejected).toBeLessThan(compared);
  });
});
