import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateCost } from "../packages/validate/src/cache/estimate-cost.js";
import { complexityBudget } from "../packages/validate/src/cache/refused-schema.js";
import { createAjvEngine } from "../packages/validate/src/engine/ajv/ajv-engine.js";
import { createInterpreter } from "../packages/validate/src/engine/interpreter/create-interpreter.js";
import { createInterpreterEngine } from "../packages/validate/src/engine/interpreter/create-interpreter-engine.js";
import type { CompileOutcome } from "../packages/validate/src/engine/types.js";
import { guardShapes } from "../packages/validate/src/input/guard-shapes.js";
import { walksWithin } from "../packages/validate/src/input/measure-input.js";
import { hostileCases, hostileInputs } from "./support/hostile-cases.js";
import { inputArbitrary, toolSchemaArbitrary } from "./support/random-schemas.js";

// docs/pipeline.md, "Engines", and docs/security.md, "Fail closed": over random schemas in every
// dialect and the hostile shapes of issue 25, the interpreter accepts exactly what the Ajv
// engine accepts, and never takes a schema Ajv compiles for a broken one (which would pass its
// inputs unchecked). Where the interpreter cannot run a schema it says so (an engine fault: the
// input is rejected as not checked), which fails closed and is counted, not compared. Under
// `unevaluated*` too (the closures track what was evaluated as Ajv does): 0 differences.
// (The corpus half of the differential is test/interpreter-closures.test.ts.)

const ajv = createAjvEngine();
const interpreter = createInterpreterEngine();

/**
 * Whether `outcome`'s check accepts `input`; a throw (a hostile input) is a rejection. The
 * input is measured first, as the cache's guard does for a schema that multiplies work.
 */
function accepts(outcome: CompileOutcome & { ok: true }, input: unknown): boolean {
  try {
    return guardShapes(outcome.check, outcome.report).check(input);
  } catch {
    return false;
  }
}

/**
 * Whether the report lists an error for an input the check rejects (it runs only on those), or
 * throws, which rejects it as not checked.
 */
function reportAgrees(outcome: CompileOutcome & { ok: true }, input: unknown, ok: boolean) {
  if (ok) return true;
  try {
    return guardShapes(outcome.check, outcome.report).report(input).length > 0;
  } catch {
    return true;
  }
}

/** A short text of `input` for a failure message (in-memory inputs by what they are). */
function inputText(input: unknown): string {
  try {
    return walksWithin(input, 1_000) ? String(JSON.stringify(input)).slice(0, 200) : "(large)";
  } catch {
    return "(unreadable)";
  }
}

interface Tally {
  schemas: number;
  compared: number;
  rejected: number;
  notCheckedByInterpreter: number;
  refusedByAjvOnly: number;
  onFallback: number;
  /** Schemas with `unevaluatedProperties` or `unevaluatedItems` that both engines compiled. */
  underUnevaluated: number;
  refusedBeforeCompiling: number;
  /** Rejected inputs whose interpreter report lists no error (the message is then generic). */
  emptyReports: number;
  differences: unknown[];
}

function compare(tally: Tally, id: string, schema: unknown, inputs: readonly unknown[]): void {
  tally.schemas += 1;
  // What the cache refuses before any engine compiles it (docs/security.md, "Complexity budget").
  const cost = estimateCost(schema, complexityBudget);
  if (
    cost.referenceCycle !== undefined ||
    cost.size > complexityBudget.size ||
    cost.depth > complexityBudget.depth
  ) {
    tally.refusedBeforeCompiling += 1;
    return;
  }
  const onAjv = ajv.compile(schema as never);
  const onInterpreter = interpreter.compile(schema as never);
  if (!onAjv.ok) {
    if (onInterpreter.ok) tally.refusedByAjvOnly += 1;
    return;
  }
  if (!onInterpreter.ok) {
    if (onInterpreter.fault === "schema") {
      tally.differences.push({ id, schema, interpreter: `broken: ${onInterpreter.reason}` });
    } else tally.notCheckedByInterpreter += 1;
    return;
  }
  const fallback = createInterpreter(schema).checker !== "closures";
  if (fallback) tally.onFallback += 1;
  if (/"unevaluated(?:Properties|Items)"/.test(JSON.stringify(schema))) tally.underUnevaluated += 1;
  for (const input of inputs) {
    const verdict = accepts(onAjv, input);
    const other = accepts(onInterpreter, input);
    tally.compared += 1;
    if (!verdict) tally.rejected += 1;
    if (!reportAgrees(onInterpreter, input, other)) tally.emptyReports += 1;
    if (other !== verdict) {
      tally.differences.push({
        id,
        schema,
        input: inputText(input),
        ajv: verdict,
        interpreter: other,
      });
    }
  }
}

const tally = (): Tally => ({
  schemas: 0,
  compared: 0,
  rejected: 0,
  notCheckedByInterpreter: 0,
  refusedByAjvOnly: 0,
  onFallback: 0,
  underUnevaluated: 0,
  refusedBeforeCompiling: 0,
  emptyReports: 0,
  differences: [],
});

describe("the engine differential over random and hostile schemas", () => {
  it("gives the Ajv engine's verdict on 2,000 random schemas in every dialect", {
    timeout: 180_000,
  }, () => {
    const counts = tally();
    const cases = fc.sample(
      fc.tuple(toolSchemaArbitrary(), fc.array(inputArbitrary(), { minLength: 8, maxLength: 8 })),
      { numRuns: 2_000, seed: 25 },
    );
    cases.forEach(([schema, inputs], index) => {
      compare(counts, `random #${index}`, schema, inputs);
    });
    expect(counts.differences.slice(0, 3)).toEqual([]);
    // No random schema has a dynamic anchor: every one is checked by the closures.
    expect(counts.onFallback).toBe(0);
    expect(counts.underUnevaluated).toBeGreaterThan(200);
    expect(counts.schemas).toBe(2_000);
    expect(counts.compared).toBeGreaterThan(8_000);
    expect(counts.rejected).toBeGreaterThan(counts.compared / 10);
    expect(counts.compared - counts.rejected).toBeGreaterThan(counts.compared / 10);
  });

  it("gives the Ajv engine's verdict under unevaluated* on 1,000 random schemas that use it", {
    timeout: 180_000,
  }, () => {
    const counts = tally();
    const cases = fc
      .sample(
        fc.tuple(toolSchemaArbitrary(), fc.array(inputArbitrary(), { minLength: 8, maxLength: 8 })),
        { numRuns: 6_000, seed: 7 },
      )
      .filter(([schema]) => /"unevaluated(?:Properties|Items)"/.test(JSON.stringify(schema)))
      .slice(0, 1_000);
    cases.forEach(([schema, inputs], index) => {
      compare(counts, `unevaluated #${index}`, schema, inputs);
    });
    expect(counts.differences.slice(0, 3)).toEqual([]);
    expect(counts.onFallback).toBe(0);
    expect(counts.underUnevaluated).toBeGreaterThan(700);
    expect(counts.rejected).toBeGreaterThan(counts.compared / 10);
  });

  it("gives the Ajv engine's verdict on the hostile shapes, with JSON and in-memory inputs", {
    timeout: 120_000,
  }, () => {
    const counts = tally();
    for (const { name, schema, inputs } of hostileCases) {
      const memory = hostileInputs().map(({ value }) => value);
      compare(counts, name, schema, [...inputs, ...memory]);
    }
    expect(counts.differences).toEqual([]);
    expect(counts.compared).toBeGreaterThan(100);
  });
});
