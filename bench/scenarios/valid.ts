import { validateToolInput } from "@tool-input/validate";
import { createBareAjv } from "../bare-ajv.js";
import { fixtures } from "../fixtures.js";
import { measure } from "../measure.js";
import { byName, ratio, summary, times, timing, verdict } from "../report.js";
import type { Table } from "../table.js";

const target = 1.15;

/** Scenario 1: a valid input through the pipeline against bare compiled Ajv on the same schema. */
export async function validScenario(): Promise<Table> {
  const ajv = createBareAjv();
  const cases = fixtures.flatMap((fixture) => {
    const validate = ajv.compile(fixture.tool.inputSchema);
    const { tool, valid } = fixture;
    validateToolInput(tool, valid); // compile outside the timed loop, like Ajv above
    return [
      { name: `${fixture.label} ajv`, fn: () => validate(valid) },
      { name: `${fixture.label} pipeline`, fn: () => validateToolInput(tool, valid) },
    ];
  });
  const results = await measure(cases);
  const rows: string[][] = [];
  for (const fixture of fixtures) {
    const base = byName(results, `${fixture.label} ajv`);
    const pipe = byName(results, `${fixture.label} pipeline`);
    const r = ratio(pipe, base);
    summary.push({
      scenario: "1 valid",
      check: `${fixture.label} pipeline ≤ ${target}× ajv`,
      value: times(r),
      pass: r <= target,
    });
    rows.push([fixture.label, "bare Ajv validate", ...timing(base), "1.00×", "", ""]);
    rows.push([
      "",
      "validateToolInput",
      ...timing(pipe),
      times(r),
      `≤ ${target}×`,
      verdict(r <= target),
    ]);
  }
  return {
    title: "1. Valid input: validateToolInput against bare compiled Ajv",
    head: ["tool", "task", "ops/s", "mean", "spread", "× Ajv", "target", "result"],
    rows,
  };
}
