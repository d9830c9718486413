import { isDeepStrictEqual } from "node:util";
import { coerce, createCoercer } from "@tool-input/coerce";
import { manageText } from "../fixtures.js";
import { measure } from "../measure.js";
import { byName, summary, times, timing, verdict } from "../report.js";
import type { Table } from "../table.js";

const target = 5;

const changed = (sent: Record<string, unknown>, valid: Record<string, unknown>): number =>
  Object.keys(sent).filter((key) => !isDeepStrictEqual(sent[key], valid[key])).length;

/** Scenario 4: `coerce` alone on the repair path, with and without reusing the analysis. */
export async function coerceScenario(): Promise<Table> {
  const { tool, repairable, valid } = manageText;
  const schema = tool.inputSchema;
  const coercer = createCoercer(schema);
  const notes: string[] = [];
  if (!isDeepStrictEqual(coercer(repairable).value, valid)) {
    notes.push("createCoercer did not repair the input to the expected value");
  }
  if (!isDeepStrictEqual(coerce(repairable, schema).value, valid)) {
    notes.push("coerce did not repair the input to the expected value");
  }
  const results = await measure([
    { name: "reuse", fn: () => coercer(repairable) },
    { name: "cold", fn: () => coerce(repairable, schema) },
    { name: "fresh", fn: () => createCoercer(schema)(repairable) },
  ]);
  const reuse = byName(results, "reuse");
  const cold = byName(results, "cold");
  const fresh = byName(results, "fresh");
  const speedup = cold.mean / reuse.mean;
  const pass = speedup >= target && notes.length === 0;
  summary.push({
    scenario: "4 coerce",
    check: `createCoercer reuse ≥ ${target}× faster than cold coerce`,
    value: `${times(speedup)} faster`,
    pass,
  });
  notes.push(
    `Schema: ${manageText.label} (${Object.keys((schema as { properties?: object }).properties ?? {}).length} properties); input: ${Object.keys(valid).length} properties, ${changed(repairable, valid)} of them sent as strings to repair.`,
    "speed-up: time of the row over the time of the reused coercer.",
    "`createCoercer(schema)(value)` analyses the schema on every call: the cost a cache inside `coerce` saves.",
  );
  return {
    title: "4. coerce alone on the repair path: createCoercer reuse against a cold coerce",
    head: ["task", "ops/s", "mean", "spread", "speed-up of reuse", "target", "result"],
    rows: [
      ["createCoercer(schema) once, then coercer(value)", ...timing(reuse), "1.00×", "", ""],
      ["coerce(value, schema)", ...timing(cold), times(speedup), `≥ ${target}×`, verdict(pass)],
      [
        "createCoercer(schema)(value) per call",
        ...timing(fresh),
        times(fresh.mean / reuse.mean),
        "",
        "",
      ],
    ],
    notes,
  };
}
