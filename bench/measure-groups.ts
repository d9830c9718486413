import { blackhole, type Case, keepAlive, median, now } from "./measure.js";

/** How {@link measureGroups} spends its time. */
export interface GroupOptions {
  /**
   * Calls of every case before any is timed, at least, unless `warmMaxMs` passes first (default
   * 12,000: V8 optimises a function after a number of calls that grows with its size, not with
   * time, and the largest corpus checks, 45 KB of Ajv code, take about 9,000 repairs).
   */
  readonly warmCalls?: number;
  /** Milliseconds of calls per case before any is timed, at least (default 10). */
  readonly warmMs?: number;
  /** Milliseconds after which a case's warm-up stops, its calls made or not (default 40). */
  readonly warmMaxMs?: number;
  /** Interleaved rounds; a case's figure is the median of its rounds (default 7). */
  readonly rounds?: number;
  /** Milliseconds per timed batch (default 0.3). */
  readonly batchMs?: number;
}

/**
 * Mean time per call, in ms, of every case of every group: many small groups (one per tool)
 * measured side by side. Every case is first warmed for `warmCalls` calls and `warmMs`, long
 * enough for the hand-written floors to be optimised too; then in each round every group runs
 * one batch of each of its cases, in turn (groups and cases reversed every other round), so a
 * disturbance hits a tool's cases alike. A figure is the median of its rounds.
 */
export function measureGroups(
  groups: readonly (readonly Case[])[],
  options: GroupOptions = {},
): number[][] {
  const { warmCalls = 12_000, warmMs = 10, warmMaxMs = 40, rounds = 7, batchMs = 0.3 } = options;
  const batches = groups.map((cases) =>
    cases.map(({ fn }) => {
      const start = now();
      let calls = 0;
      // By calls as well as time: a warm-up by time alone gives a fast case more calls, and so
      // optimised code sooner, than a slow one calling the same functions.
      while ((calls < warmCalls || now() - start < warmMs) && now() - start < warmMaxMs) {
        for (let i = 0; i < 100; i++) keepAlive(fn());
        calls += 100;
      }
      const perCall = Math.max((now() - start) / calls, 1e-6);
      return Math.max(1, Math.round(batchMs / perCall));
    }),
  );
  const perRound = groups.map((cases) => cases.map((): number[] => []));
  for (let round = 0; round < rounds; round++) {
    const groupOrder = groups.map((_, i) => i);
    if (round % 2 === 1) groupOrder.reverse();
    for (const g of groupOrder) {
      const cases = groups[g] ?? [];
      const order = cases.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const c of order) {
        const fn = (cases[c] as Case).fn;
        const batch = batches[g]?.[c] ?? 1;
        const start = now();
        for (let i = 0; i < batch; i++) keepAlive(fn());
        perRound[g]?.[c]?.push((now() - start) / batch);
      }
    }
  }
  void blackhole;
  return perRound.map((cases) => cases.map(median));
}
