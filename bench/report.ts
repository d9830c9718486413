import type { Measurement } from "./measure.js";
import { duration, num } from "./table.js";

/** PASS or MISS, for a check that has a target. */
export function verdict(pass: boolean): string {
  return pass ? "PASS" : "MISS";
}

/** The ops/s, mean and ±% cells of a measurement. */
export function timing(m: Measurement): string[] {
  return [num(m.hz), duration(m.mean), `±${num(m.rme, 2)}%`];
}

/** `m` relative to `baseline` as a time ratio (`2.00×` = twice as slow as the baseline). */
export function ratio(m: Measurement, baseline: Measurement): number {
  return m.mean / baseline.mean;
}

/** A ratio as printed. */
export function times(r: number): string {
  return `${r.toFixed(2)}×`;
}

/** Finds the measurement named `name`: throws when missing (a harness bug). */
export function byName(results: readonly Measurement[], name: string): Measurement {
  const found = results.find((m) => m.name === name);
  if (found === undefined) throw new Error(`[bench] no measurement named ${name}`);
  return found;
}

/** Collected PASS/MISS lines for the summary at the end of the run. */
export const summary: { scenario: string; check: string; value: string; pass: boolean }[] = [];
