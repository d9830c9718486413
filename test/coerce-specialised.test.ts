import { describe, expect, it } from "vitest";
import { coercerWith } from "../packages/coerce/src/test-support/coerce-with-cache.js";
import type { CoerceOptions } from "../packages/coerce/src/types.js";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./support/corpus.js";
import { malform } from "./support/malform.js";
import { validInputFor } from "./support/valid-input.js";

// Issue 24.2: the walk specialised per schema plan against the generic walk, over every corpus
// tool's inputs: valid, malformed (JSON text, quoted scalars, at any depth) and the bench's repair
// input (every number and boolean quoted, every array and object sent as JSON text).

const tools = corpusAvailable
  ? [
      ...loadMcpTools().map((t) => ({ id: `${t.server}/${t.name}`, schema: t.inputSchema })),
      ...loadBfclSample().map((t) => ({ id: `${t.source}/${t.name}`, schema: t.inputSchema })),
    ]
  : [];

/** The bench's repair input (bench/catalog-inputs.ts): each top-level value sent as text. */
function quoted(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    out[key] =
      typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : typeof value === "object" && value !== null
          ? JSON.stringify(value)
          : value;
  }
  return out;
}

const optionSets: readonly [string, CoerceOptions | undefined][] = [
  ["the pipeline's options", { markup: "split" }],
  ["the defaults", undefined],
];

describe.skipIf(!corpusAvailable)("the specialised walk over every corpus tool", () => {
  it("covers the 313 MCP tools and the BFCL sample", () => {
    expect(tools.length).toBeGreaterThan(313);
  });

  it.each(optionSets)("gives the generic walk's results under %s", (_, options) => {
    let compared = 0;
    let changed = 0;
    for (const { id, schema } of tools) {
      const valid = validInputFor(schema);
      if (valid === undefined) continue;
      const inputs = [
        valid,
        quoted(valid),
        malform(valid, schema).value,
        malform(valid, schema, { keepStructure: true }).value,
      ];
      const generic = coercerWith(schema, options, { specialise: false });
      const specialised = coercerWith(schema, options, { specialise: true });
      for (const input of inputs) {
        const expected = generic(input);
        specialised(input); // the first object at a plan is walked generically
        const actual = specialised(input);
        expect(actual.coercions, id).toEqual(expected.coercions);
        expect(actual.value, id).toEqual(expected.value);
        if (expected.value === input) expect(actual.value, id).toBe(input);
        if (expected.coercions !== undefined) changed++;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1_200);
    expect(changed).toBeGreaterThan(500);
  });
});
