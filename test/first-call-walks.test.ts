import { type Dialect, dialectsToTry, type JsonSchema } from "@tool-input/json";
import type { SchemaObject } from "ajv";
import { describe, expect, it } from "vitest";
import { contentDigest } from "../packages/validate/src/cache/content-digest.js";
import { estimateCost } from "../packages/validate/src/cache/estimate-cost.js";
import { complexityBudget } from "../packages/validate/src/cache/refused-schema.js";
import { sameContent } from "../packages/validate/src/cache/same-content.js";
import { stableStringify } from "../packages/validate/src/cache/stable-stringify.js";
import { createAjvPool } from "../packages/validate/src/engine/ajv/ajv-pool.js";
import { createAjv } from "../packages/validate/src/engine/ajv/create-ajv.js";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./support/corpus.js";
import { malform } from "./support/malform.js";
import { validInputFor } from "./support/valid-input.js";

// docs/performance.md, section 5: the first call's shortcuts (the cost estimate skipping the
// search for names in a schema whose JSON text writes none; pooled Ajv instances without the
// meta-schemas; checking and meta-checking code without Ajv's tidying pass; the content cache
// keyed by a digest, its hits compared with the entry's copy) answer as the full work does, over
// every corpus schema.

const schemas = corpusAvailable
  ? [...loadMcpTools(), ...loadBfclSample(25)].map((tool) => [tool.name, tool.inputSchema] as const)
  : [];

type Compile = (schema: JsonSchema, dialect: Dialect) => (input: unknown) => boolean;

// Every corpus schema (`$schema` dropped) compiled by `compile` and by `reference`: the same
// verdicts on its valid, malformed and other inputs, and `compile` throws where `reference` does.
function compareVerdicts(compile: Compile, reference: Compile): number {
  let compared = 0;
  for (const [name, full] of schemas) {
    const { $schema: _dropped, ...schema } = full;
    const dialect = dialectsToTry(full)[0] ?? "2020-12";
    let expected: (input: unknown) => boolean;
    try {
      expected = reference(schema, dialect);
    } catch {
      expect(() => compile(schema, dialect), name).toThrow();
      continue;
    }
    const check = compile(schema, dialect);
    const valid = validInputFor(full);
    for (const input of [valid, malform(valid, full).value, {}, null, "x", [valid]]) {
      expect({ name, input, verdict: check(input) }).toEqual({
        name,
        input,
        verdict: expected(input),
      });
      compared++;
    }
  }
  return compared;
}

describe.skipIf(!corpusAvailable)(
  "the first-call differential over the corpus: the first call's shortcuts",
  () => {
    it("estimates every schema's cost from its JSON text as from the schema alone", () => {
      expect(schemas.length).toBeGreaterThan(300);
      for (const [name, schema] of schemas) {
        const withText = estimateCost(schema, complexityBudget, JSON.stringify(schema));
        expect({ name, cost: withText }).toEqual({
          name,
          cost: estimateCost(schema, complexityBudget),
        });
      }
    });

    it("compares contents as their sorted-key texts do, and gives distinct texts distinct digests", () => {
      const texts = schemas.map(([, schema]) => stableStringify(schema));
      const digests = new Map<string, string>();
      for (const [i, [name, schema]] of schemas.entries()) {
        const text = texts[i] as string;
        const known = digests.get(contentDigest(text));
        expect({ name, collides: known !== undefined && known !== text }).toEqual({
          name,
          collides: false,
        });
        digests.set(contentDigest(text), text);
        expect({ name, same: sameContent(schema, JSON.parse(JSON.stringify(schema))) }).toEqual({
          name,
          same: true,
        });
        // Against every other schema's copy: the same answer as comparing the texts.
        for (const [j, [, other]] of schemas.entries()) {
          if (j % 7 !== i % 7) continue;
          const same = sameContent(schema, JSON.parse(JSON.stringify(other)));
          expect({ name, j, same }).toEqual({ name, j, same: text === texts[j] });
        }
      }
    });

    it("a pooled instance without meta-schemas answers as an instance of its own with them", () => {
      const pool = createAjvPool();
      const compared = compareVerdicts(
        (schema, dialect) => pool(schema, dialect, "check"),
        (schema, dialect) => createAjv(dialect, "check", true).compile(schema),
      );
      expect(compared).toBeGreaterThan(1800);
    });

    it("checking code keeps Ajv's tidying pass (without it the fuzz run found wrong verdicts)", () => {
      // `pnpm fuzz --seed 25 --from 925 --runs 1`: `unevaluatedProperties` beside `$defs`.
      expect(createAjv("2020-12", "check", true).opts.code.optimize).toBe(1);
      expect(createAjv("2020-12", "check", true, true).opts.code.optimize).toBe(1);
    });

    it("the meta-schema check without Ajv's tidying pass answers and words its errors as the tidied one", () => {
      const broken: Record<string, unknown>[] = [
        { type: "dict" },
        { minimum: "1" },
        { required: "x" },
        { properties: [] },
        { items: 1 },
        { enum: 1 },
        { $ref: 1 },
        { anyOf: [] },
        { pattern: 1 },
        { additionalProperties: "no" },
        { type: ["string", "string"] },
      ];
      let compared = 0;
      for (const dialect of ["draft-07", "2019-09", "2020-12"] as const) {
        const untidied = createAjv(dialect, "meta");
        const tidied = createAjv(dialect, "meta");
        (tidied.opts.code as { optimize: number }).optimize = 1;
        expect(untidied.opts.code.optimize).toBe(0);
        const cases = [
          ...schemas.map(([, full]) => {
            const { $schema: _dropped, ...schema } = full;
            return schema;
          }),
          ...broken,
          ...schemas
            .slice(0, 40)
            .map(([, full]) => ({ ...full, $schema: undefined, type: "dict" })),
        ];
        for (const schema of cases) {
          const verdict = (ajv: typeof untidied) => {
            const valid = ajv.validateSchema(schema as SchemaObject);
            return { valid, text: valid ? "" : ajv.errorsText(ajv.errors) };
          };
          expect({ schema, ...verdict(untidied) }).toEqual({ schema, ...verdict(tidied) });
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(900);
    });
  },
);
