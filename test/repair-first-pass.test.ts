import type * as coerceModule from "@tool-input/coerce";
import { createValidator } from "@tool-input/validate";
import { describe, expect, it, vi } from "vitest";
import { corpusAvailable, loadMcpTools } from "./support/corpus.js";
import { malform } from "./support/malform.js";
import { validInputFor } from "./support/valid-input.js";

// The repair path coerces first without rule `markup` and with decoded text left as decoded
// (docs/pipeline.md, "Leaked markup", "On a repaired call") and takes that value only where the
// second check accepts it with no flag raised. Over every corpus tool, with `null`, `""` and
// leaked markup put into nested objects beside a quoted scalar, and with those objects (and
// objects whose scalars are all quoted) sent as JSON text, the pipeline must answer exactly as it
// does when every repair is the full coercion (the first pass made to give the input back, which
// the pipeline never takes).

const state = vi.hoisted(() => ({ full: false, firstPasses: 0, fullCoercions: 0 }));

vi.mock("../packages/coerce/src/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof coerceModule>();
  const createCoercer: typeof real.createCoercer = (schema, options) => {
    const coercer = real.createCoercer(schema, options);
    if (options?.decoded !== "keep") {
      return (value: unknown) => {
        if (!state.full) state.fullCoercions++;
        return coercer(value);
      };
    }
    return (value: unknown) => {
      if (state.full) return { value, coercions: [] };
      state.firstPasses++;
      return coercer(value);
    };
  };
  return { ...real, createCoercer };
});

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Copies of `input` with one nested object (below the root) changed by `change`, one per object. */
function nestedVariants(input: Json, change: (object: Json) => Json[]): Json[] {
  const variants: Json[] = [];
  const visit = (value: unknown, rebuild: (next: unknown) => Json, depth: number) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        visit(item, (next) => rebuild(value.map((v, i) => (i === index ? next : v))), depth + 1);
      }
    } else if (isObject(value)) {
      if (depth > 0) for (const changed of change(value)) variants.push(rebuild(changed));
      for (const [key, item] of Object.entries(value)) {
        visit(item, (next) => rebuild({ ...value, [key]: next }), depth + 1);
      }
    }
  };
  visit(input, (next) => next as Json, 0);
  return variants;
}

/** Each key holding `null`, then `""`; each pair of string keys with the second leaked into the first. */
function keyMistakes(object: Json): Json[] {
  const out: Json[] = [];
  const keys = Object.keys(object);
  for (const key of keys) out.push({ ...object, [key]: null }, { ...object, [key]: "" });
  const strings = keys.filter((k) => typeof object[k] === "string");
  for (const [a, b] of strings.flatMap((a) => strings.map((b) => [a, b] as const))) {
    if (a === b) continue;
    const { [b]: moved, ...rest } = object;
    out.push({ ...rest, [a]: `${object[a]}</parameter>\n<parameter name="${b}">${moved}` });
  }
  return out;
}

/** `input` with each root array or object sent as its JSON text; `undefined` where it has none. */
function rootContainersAsText(input: Json): Json | undefined {
  const entries = Object.entries(input);
  if (!entries.some(([, value]) => typeof value === "object" && value !== null)) return undefined;
  return Object.fromEntries(
    entries.map(([key, value]) => [
      key,
      typeof value === "object" && value !== null ? JSON.stringify(value) : value,
    ]),
  );
}

/**
 * `input` with one root string key moved, as leaked markup, into a string of a root object sent
 * as JSON text: the markup names a parameter of the object around the text, not inside it.
 */
function outerLeaksInText(input: Json): Json[] {
  const out: Json[] = [];
  const strings = Object.keys(input).filter((k) => typeof input[k] === "string");
  for (const [key, value] of Object.entries(input)) {
    if (!isObject(value)) continue;
    for (const inner of Object.keys(value).filter((k) => typeof value[k] === "string")) {
      for (const moved of strings) {
        const { [moved]: text, ...rest } = input;
        // Both spellings: JSON escapes the quotes of the first, not the tags of the second.
        for (const leaked of [
          `${value[inner]}</parameter>\n<parameter name="${moved}">${text}`,
          `${value[inner]}</${inner}> <${moved}>${text}`,
        ]) {
          out.push({ ...rest, [key]: JSON.stringify({ ...value, [inner]: leaked }) });
        }
      }
    }
  }
  return out;
}

/** `input` with one root boolean or number quoted, so that the repair path runs; else `input`. */
function quoteOneScalar(input: Json): Json {
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === "boolean" || typeof value === "number") {
      return { ...input, [key]: String(value) };
    }
  }
  return input;
}

describe.skipIf(!corpusAvailable)("the repair path's first pass over the corpus", () => {
  it("answers as the full coercion does, and settles most repairs alone", () => {
    const tools = loadMcpTools();
    const validator = createValidator();
    // The same options as the validator's own: a warm call runs the first pass on the hot path.
    const byDefaults = {
      reject: createValidator({ markup: "reject" }),
      split: createValidator({ markup: "split" }),
    };
    let compared = 0;
    const groupNames = ["plain", "validText", "mistakesInText", "outerMarkupInText"] as const;
    const settledBy = Object.fromEntries(
      groupNames.map((name) => [name, { settled: 0, not: 0 }]),
    ) as Record<(typeof groupNames)[number], { settled: number; not: number }>;
    for (const tool of tools) {
      const valid = validInputFor(tool.inputSchema);
      if (!isObject(valid)) continue;
      const quoted = malform(valid, tool.inputSchema, { keepStructure: true }).value as Json;
      const nested = nestedVariants(valid, keyMistakes);
      const validAsText = rootContainersAsText(valid);
      const groups = {
        plain: [quoted, ...nested.map(quoteOneScalar)],
        // Sent as JSON text: a valid structure (the first pass settles it, nothing inside walked)
        // and ones with mistakes inside (the first pass keeps them as decoded, the check refuses).
        validText: validAsText === undefined ? [] : [validAsText],
        mistakesInText: [quoted, ...nested].flatMap((input) => rootContainersAsText(input) ?? []),
        // Markup inside the text naming a parameter outside it: never the first pass's to settle.
        outerMarkupInText: outerLeaksInText(valid),
      };
      for (const [group, inputs] of Object.entries(groups)) {
        for (const input of inputs) {
          for (const markup of ["reject", "split"] as const) {
            const definition = { name: tool.name, inputSchema: tool.inputSchema };
            state.full = false;
            const fullBefore = state.fullCoercions;
            const first = validator.validateToolInput(definition, input, { markup });
            const settled = state.fullCoercions === fullBefore;
            state.full = true;
            const full = validator.validateToolInput(definition, input, { markup });
            const label = `${tool.server}/${tool.name} ${JSON.stringify(input)}`;
            expect(first, label).toEqual(full);
            compared++;
            // Without call options, once the tool's first-pass coercer is made: the same answer,
            // and a first pass that did not settle the call is not run again.
            state.full = false;
            const passesBefore = state.firstPasses;
            const own = byDefaults[markup].validateToolInput(definition, input);
            expect(own, label).toEqual(full);
            expect(state.firstPasses - passesBefore, label).toBeLessThanOrEqual(1);
            const counts = settledBy[group as keyof typeof groups];
            if (settled) counts.settled++;
            else counts.not++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
    // Where the first pass settled a repair, the full coercion did not run: on most plain inputs
    // and on every valid structure sent as text. Text with a mistake inside needs the full one
    // (some of these "mistakes" are valid as sent: `""` for a string, `null` where it is allowed).
    const { plain, validText, mistakesInText, outerMarkupInText } = settledBy;
    expect(plain.settled).toBeGreaterThan(plain.not);
    expect(validText.settled).toBeGreaterThan(100);
    expect(validText.not).toBe(0);
    expect(mistakesInText.not).toBeGreaterThan(500);
    expect(outerMarkupInText.not).toBeGreaterThan(20);
    expect(outerMarkupInText.settled).toBe(0);
  });
});

if (!corpusAvailable) {
  describe("the repair path's first pass over the corpus", () => {
    it.skip("needs ../shared/corpus beside the checkout", () => {});
  });
}
