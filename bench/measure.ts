import { Bench } from "tinybench";

/** One benchmarked operation. */
export interface Case {
  /** The row label. */
  readonly name: string;
  /** One call of the operation; its result is kept so the work cannot be optimised away. */
  readonly fn: () => unknown;
}

/** What one case measured, per call. */
export interface Measurement {
  readonly name: string;
  /** Mean time per call, in milliseconds. */
  readonly mean: number;
  /** Calls per second (`1000 / mean`). */
  readonly hz: number;
  /** Relative margin of error of the mean, in percent. */
  readonly rme: number;
  /** Calls per timed sample (one sample times a batch of calls; see {@link batchSize}). */
  readonly batch: number;
}

/** Time per task and per warm-up, in milliseconds; `BENCH_TIME` overrides the task time. */
export const taskTime: number = Number(process.env.BENCH_TIME ?? 400);
const warmupTime = Math.min(150, taskTime / 2);

// Most operations here take well under a microsecond, less than a pair of performance.now()
// calls costs; a sample therefore times a batch of calls lasting about this long.
const targetSampleMs = 0.05;

/** Written by every call, read once at the end, so no result can be dead code. */
export let blackhole: unknown;

function batchSize(fn: () => unknown): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < 5) {
    blackhole = fn();
    calls++;
    elapsed = performance.now() - start;
  }
  return Math.max(1, Math.min(100_000, Math.round(targetSampleMs / (elapsed / calls))));
}

/** Runs `cases` one after another in one tinybench `Bench`, each for {@link taskTime} ms. */
export async function measure(cases: readonly Case[]): Promise<Measurement[]> {
  const bench = new Bench({ time: taskTime, warmupTime, throws: true });
  const batches = new Map<string, number>();
  for (const { name, fn } of cases) {
    const batch = batchSize(fn);
    batches.set(name, batch);
    bench.add(name, () => {
      const start = performance.now();
      for (let i = 0; i < batch; i++) blackhole = fn();
      const elapsed = performance.now() - start;
      return { overriddenDuration: elapsed / batch, overriddenIterationCost: elapsed };
    });
  }
  await bench.run();
  return bench.tasks.map((task) => {
    const result = task.result;
    if (!("latency" in result)) {
      const error = "error" in result ? result.error : undefined;
      throw new Error(`[bench] ${task.name} did not complete: ${result.state}`, { cause: error });
    }
    const mean = result.latency.mean;
    return {
      name: task.name,
      mean,
      hz: 1000 / mean,
      rme: result.latency.rme,
      batch: batches.get(task.name) ?? 1,
    };
  });
}

/** Times one call of `fn` in milliseconds (for one-shot work such as a catalog start-up). */
export function timeOnce(fn: () => unknown): number {
  const start = performance.now();
  blackhole = fn();
  return performance.now() - start;
}
