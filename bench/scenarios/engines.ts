import { createValidator } from "@tool-input/validate";
import { fixtures } from "../fixtures.js";
import { type Case, measure } from "../measure.js";
import { byName, ratio, summary, times, verdict } from "../report.js";
import { duration, type Table } from "../table.js";

// Issue 9, "pnpm bench": the first call of a tool the validator has never seen (compile included)
// and a warm call, on the Ajv engine (generated code) and on the interpreter (no code
// generation). Targets: the interpreter within 10× Ajv's warm call, and below Ajv's first call.

type EngineName = "ajv" | "interpreter";
const engines: readonly EngineName[] = ["ajv", "interpreter"];

/** Scenario "engines": first and warm calls, Ajv engine against the interpreter. */
export async function enginesScenario(): Promise<Table> {
  const cases: Case[] = [];
  for (const fixture of fixtures) {
    for (const engine of engines) {
      const warm = createValidator({ engine });
      const tool = fixture.tool;
      warm.validateToolInput(tool, fixture.valid);
      cases.push({
        name: `${fixture.label} ${engine} first`,
        // A fresh validator and a fresh copy of the schema: nothing cached, the compile is timed.
        fn: () =>
          createValidator({ engine }).validateToolInput(
            { name: tool.name, inputSchema: structuredClone(tool.inputSchema) },
            fixture.valid,
          ),
      });
      cases.push({
        name: `${fixture.label} ${engine} warm`,
        fn: () => warm.validateToolInput(tool, fixture.valid),
      });
    }
  }
  const results = await measure(cases);
  const rows: string[][] = [];
  let worstWarm = 0;
  let worstFirst = 0;
  for (const fixture of fixtures) {
    const at = (engine: EngineName, call: string) =>
      byName(results, `${fixture.label} ${engine} ${call}`);
    const warmRatio = ratio(at("interpreter", "warm"), at("ajv", "warm"));
    const firstRatio = ratio(at("interpreter", "first"), at("ajv", "first"));
    worstWarm = Math.max(worstWarm, warmRatio);
    worstFirst = Math.max(worstFirst, firstRatio);
    rows.push([
      fixture.label,
      duration(at("ajv", "first").mean),
      duration(at("interpreter", "first").mean),
      times(firstRatio),
      duration(at("ajv", "warm").mean),
      duration(at("interpreter", "warm").mean),
      times(warmRatio),
    ]);
  }
  summary.push(
    {
      scenario: "engines",
      check: "interpreter warm call within 10× Ajv's (worst tool)",
      value: times(worstWarm),
      pass: worstWarm <= 10,
    },
    {
      scenario: "engines",
      check: "interpreter first call below Ajv's, compile included (worst tool)",
      value: times(worstFirst),
      pass: worstFirst < 1,
    },
  );
  return {
    title: "Engines: first call of a fresh tool and warm call, Ajv engine against the interpreter",
    head: [
      "tool",
      "Ajv first",
      "interpreter first",
      "ratio",
      "Ajv warm",
      "interpreter warm",
      "ratio",
    ],
    rows,
    notes: [
      `Warm: ${verdict(worstWarm <= 10)} (worst ${times(worstWarm)}); first: ${verdict(worstFirst < 1)} (worst ${times(worstFirst)}). Valid inputs; a fresh validator and schema copy per first call.`,
    ],
  };
}
