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
  /** Mean time per call, in milliseconds (the median of the per-round means). */
  readonly mean: number;
  /** Calls per second (`1000 / mean`). */
  readonly hz: number;
  /** Half the range of the per-round means, relative to {@link mean}, in percent. */
  readonly rme: number;
  /** Calls per timed sample (one sample times a batch of calls; see {@link batchSize}). */
  readonly batch: number;
}

/** Total time per task, in milliseconds, split over {@link rounds}; `BENCH_TIME` overrides it. */
export const taskTime: number = Number(process.env.BENCH_TIME ?? 500);

/** Rounds per scenario: the cases run in turn, reversed every other round, `rounds` times. */
export const rounds = 5;

const roundTime = taskTime / rounds;

/**
 * The clock: `cpu` (default) reads the process's CPU time (user + system, `process.cpuUsage`),
 * so time the process spends waiting for a core another process holds is not counted; `wall`
 * (`BENCH_CLOCK=wall`) reads `performance.now()`. On a quiet machine the two agree.
 */
export const clock: "cpu" | "wall" = process.env.BENCH_CLOCK === "wall" ? "wall" : "cpu";

/** Reads {@link clock}, in milliseconds. */
export const now: () => number =
  clock === "wall"
    ? () => performance.now()
    : () => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1000;
      };

// Most operations here take well under a microsecond, far less than one clock read costs; a
// sample therefore times a batch of calls lasting about this long (1 µs clock resolution).
const targetSampleMs = 0.25;

/** Written by every call, read once at the end, so no result can be dead code. */
export let blackhole: unknown;

/** Makes `value` reachable from the module until the next call, so it is live up to this point. */
export function keepAlive(value: unknown): void {
  blackhole = value;
}

function batchSize(fn: () => unknown): number {
  // Warm up for 50 ms, then find the time per call: double the calls until they last 1 ms,
  // five times, keeping the fastest (a background compile, a collection or another process
  // only slows a trial down). One clock read per batch: the clock's cost is not the operation's.
  const warmUntil = performance.now() + 50;
  while (performance.now() < warmUntil) for (let i = 0; i < 100; i++) blackhole = fn();
  let perCall = Number.POSITIVE_INFINITY;
  for (let trial = 0; trial < 5; trial++) {
    for (let calls = 1; calls <= 1 << 24; calls *= 2) {
      const start = now();
      for (let i = 0; i < calls; i++) blackhole = fn();
      const elapsed = now() - start;
      if (elapsed >= 1) {
        perCall = Math.min(perCall, elapsed / calls);
        break;
      }
    }
  }
  return Math.max(1, Math.min(1_000_000, Math.round(targetSampleMs / perCall)));
}

/** The median of `values` (the mean of the middle two for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
};

/**
 * Runs `cases` side by side: {@link rounds} tinybench runs of every case, in turn (reversed
 * every other round, so no case always runs first), each for `taskTime / rounds` ms after a
 * warm-up. A case's mean is the median of its per-round means: every round's mean includes the
 * garbage collection its calls cause, and one round disturbed by another process does not move
 * the median.
 */
export async function measure(cases: readonly Case[]): Promise<Measurement[]> {
  const batches = cases.map(({ fn }) => batchSize(fn));
  const perRound: number[][] = cases.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time: roundTime, warmupTime: roundTime / 2, throws: true });
    const order = cases.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const { name, fn } = cases[i] as Case;
      const batch = batches[i] ?? 1;
      bench.add(name, () => {
        const start = now();
        for (let j = 0; j < batch; j++) blackhole = fn();
        const elapsed = now() - start;
        return { overriddenDuration: elapsed / batch, overriddenIterationCost: elapsed };
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (!("latency" in result)) {
        const error = "error" in result ? result.error : undefined;
        throw new Error(`[bench] ${task.name} did not complete: ${result.state}`, { cause: error });
      }
      const i = cases.findIndex((c) => c.name === task.name);
      perRound[i]?.push(result.latency.mean);
    }
  }
  return cases.map(({ name }, i) => {
    const means = perRound[i] ?? [];
    const mean = median(means);
    // Spread of the round means around their median, in percent: how stable the figure is.
    const spread = (Math.max(...means) - Math.min(...means)) / 2 / mean;
    return { name, mean, hz: 1000 / mean, rme: spread * 100, batch: batches[i] ?? 1 };
  });
}

/** Times one call of `fn` in milliseconds (for one-shot work such as a catalog start-up). */
export function timeOnce(fn: () => unknown): number {
  const start = now();
  blackhole = fn();
  return now() - start;
}
