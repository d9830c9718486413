import { createValidator, validateToolInput } from "@tool-input/validate";
import { createBareAjv } from "../bare-ajv.js";
import { fixtures } from "../fixtures.js";
import { measure } from "../measure.js";
import { byName, ratio, summary, times, timing, verdict } from "../report.js";
import type { Table } from "../table.js";

const target = 1.15;

/** Scenario 1: a valid input through the pipeline against bare compiled Ajv on the same schema. */
export async function validScenario(): Promise<Table> {
  const ajv = createBareAjv();
  const own = createValidator();
  const noCoercions = Object.freeze([]);
  const cases = fixtures.flatMap((fixture) => {
    const validate = ajv.compile(fixture.tool.inputSchema);
    const { tool, valid } = fixture;
    validateToolInput(tool, valid); // compile outside the timed loop, like Ajv above
    own.validateToolInput(tool, valid);
    return [
      { name: `${fixture.label} ajv`, fn: () => validate(valid) },
      {
        name: `${fixture.label} floor`,
        fn: () =>
          validate(valid) ? { ok: true, value: valid, coercions: noCoercions } : undefined,
      },
      { name: `${fixture.label} own`, fn: () => own.validateToolInput(tool, valid) },
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
      value: `${r.toFixed(3)}×`,
      pass: r <= target,
    });
    const floor = byName(results, `${fixture.label} floor`);
    const ownRun = byName(results, `${fixture.label} own`);
    rows.push([fixture.label, "bare Ajv validate", ...timing(base), "1.00×", "", ""]);
    rows.push([
      "",
      "floor: Ajv + a result object",
      ...timing(floor),
      times(ratio(floor, base)),
      "",
      "",
    ]);
    rows.push([
      "",
      "createValidator().validateToolInput",
      ...timing(ownRun),
      times(ratio(ownRun, base)),
      "",
      "",
    ]);
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
    notes: [
      "floor: bare Ajv plus allocating `{ ok, value, coercions }`, the least any wrapper that returns a result object adds.",
      "validateToolInput uses the module's shared validator; createValidator().validateToolInput is an instance of the harness's own.",
    ],
  };
}
