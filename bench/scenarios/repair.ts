import { isDeepStrictEqual } from "node:util";
import { validateToolInput } from "@tool-input/validate";
import { createBareAjv } from "../bare-ajv.js";
import { fixtures } from "../fixtures.js";
import { floorRepair } from "../floor.js";
import { measure } from "../measure.js";
import { byName, ratio, summary, times, timing, verdict } from "../report.js";
import type { Table } from "../table.js";

const target = 4;

/** Scenario 2: a repairable input through the pipeline against bare Ajv on the correct input. */
export async function repairScenario(): Promise<Table> {
  const ajv = createBareAjv();
  const notes: string[] = [];
  const cases = fixtures.flatMap((fixture) => {
    const validate = ajv.compile(fixture.tool.inputSchema);
    const { tool, valid, repairable } = fixture;
    const floor = floorRepair(fixture, validate);
    if (!isDeepStrictEqual(floor(repairable), valid)) {
      notes.push(`${fixture.label}: the hand-written floor repair is wrong (a harness bug)`);
    }
    const result = validateToolInput(tool, repairable);
    if (!result.ok || !isDeepStrictEqual(result.value, valid)) {
      notes.push(`${fixture.label}: the pipeline did not repair the input to the expected value`);
    }
    return [
      { name: `${fixture.label} ajv`, fn: () => validate(valid) },
      { name: `${fixture.label} pipeline`, fn: () => validateToolInput(tool, repairable) },
      { name: `${fixture.label} floor`, fn: () => floor(repairable) },
      { name: `${fixture.label} reject`, fn: () => validate(repairable) },
    ];
  });
  const results = await measure(cases);
  const rows: string[][] = [];
  for (const fixture of fixtures) {
    const base = byName(results, `${fixture.label} ajv`);
    const pipe = byName(results, `${fixture.label} pipeline`);
    const r = ratio(pipe, base);
    const repaired = !notes.some((note) => note.startsWith(`${fixture.label}:`));
    const pass = r <= target && repaired;
    summary.push({
      scenario: "2 repair",
      check: `${fixture.label} pipeline ≤ ${target}× ajv on the correct input`,
      value: times(r),
      pass,
    });
    const floor = byName(results, `${fixture.label} floor`);
    rows.push([fixture.label, "bare Ajv, correct input", ...timing(base), "1.00×", "", "", ""]);
    const reject = byName(results, `${fixture.label} reject`);
    rows.push([
      "",
      "bare Ajv rejecting the repairable input",
      ...timing(reject),
      times(ratio(reject, base)),
      "",
      "",
      "",
    ]);
    rows.push([
      "",
      "floor: Ajv rejects, hand-written fix, Ajv accepts",
      ...timing(floor),
      times(ratio(floor, base)),
      "",
      "",
      "",
    ]);
    rows.push([
      "",
      "validateToolInput, repairable",
      ...timing(pipe),
      times(r),
      repaired ? "yes" : "NO",
      `≤ ${target}×`,
      verdict(pass),
    ]);
  }
  return {
    title: "2. Repairable input: the whole pipeline against bare Ajv on the already-correct input",
    head: ["tool", "task", "ops/s", "mean", "spread", "× Ajv", "repaired", "target", "result"],
    rows,
    notes: [
      ...notes,
      'floor: what any validate-first repair must spend at least: Ajv rejecting the input (stopping at the first error, as the pipeline check does), a fix that already knows which keys to change (JSON.parse / Number / === "true" on a shallow copy), and Ajv accepting the copy.',
    ],
  };
}
