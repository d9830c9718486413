// Runs the corpus repair inputs (bench/catalog-inputs.ts) in a loop, every tool in turn, for a
// CPU profile of the repair path over the whole catalog (docs/performance.md, section 13):
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --conditions=@tool-input/source --import tsx \
//     bench/profile-corpus.ts repair      # the pipeline (validateToolInput)
//   ... bench/profile-corpus.ts coercer   # the coercer alone, as the pipeline configures it
//   ... bench/profile-corpus.ts floor,coercer,repair 10  # interleaved, ratios to the first
//   ... checks (bare Ajv rejecting the input, then accepting the valid one), coercer-checks (the
//   coercer between the two)
// The coercer alone reads faster than beside any other call (a trivial one included), and rounds
// of 10 ms favour one side by up to 10% run to run: for a difference of a few percent between
// two checkouts, bench/ab.ts.
import { createCoercer } from "@tool-input/coerce";
import { validateToolInput } from "@tool-input/validate";
import { createBareAjv } from "./bare-ajv.js";
import { catalogInputs } from "./catalog-inputs.js";
import { loadMcpTools } from "./corpus.js";
import { floorRepair } from "./floor.js";

const warn = console.warn;
console.warn = () => {};
// TOOLS=<substring>: only the tools whose name holds it.
const only = process.env.TOOLS ?? "";
const inputs = catalogInputs(loadMcpTools()).flatMap(({ tool, valid, mistaken }) =>
  mistaken === undefined || !tool.name.includes(only) ? [] : [{ tool, valid, mistaken }],
);
const ajv = createBareAjv();
console.warn = warn;
const modes = (process.argv[2] ?? "repair").split(",");
// BASE=<another checkout>: modes `base-coercer` and `base-repair` run its code, in this process.
const base = process.env.BASE;
const baseCoerce: typeof import("@tool-input/coerce") | undefined =
  base === undefined ? undefined : await import(`${base}/packages/coerce/src/index.ts`);
const baseValidate: typeof import("@tool-input/validate") | undefined =
  base === undefined ? undefined : await import(`${base}/packages/validate/src/index.ts`);
function callsFor(mode: string): (() => unknown)[] {
  return inputs.map(({ tool, valid, mistaken }) => {
    if (mode === "floor") {
      const fixture = { label: tool.name, tool, valid, repairable: mistaken };
      const floor = floorRepair(fixture, ajv.compile(tool.inputSchema));
      return () => floor(mistaken);
    }
    if (mode === "coercer" || mode === "base-coercer") {
      const create = mode === "coercer" ? createCoercer : baseCoerce?.createCoercer;
      const coercer = (create ?? createCoercer)(tool.inputSchema, { markup: "split" });
      return () => coercer(mistaken);
    }
    if (mode === "checks" || mode === "coercer-checks") {
      // Bare Ajv rejecting the input and accepting the result, around the coercer or not.
      const check = ajv.compile(tool.inputSchema);
      const coercer = createCoercer(tool.inputSchema, { markup: "split" });
      if (mode === "checks") return () => check(mistaken) || check(valid);
      return () => check(mistaken) || check(coercer(mistaken).value);
    }
    const validate = mode === "base-repair" ? baseValidate?.validateToolInput : validateToolInput;
    return () => (validate ?? validateToolInput)(tool, mistaken);
  });
}
const seconds = Number(process.argv[3] ?? 5);
const all = modes.map(callsFor);
let sink: unknown;
function hotLoop(calls: readonly (() => unknown)[]): void {
  for (let r = 0; r < 2; r++) for (const call of calls) sink = call();
}
const wall = process.env.BENCH_CLOCK === "wall";
const ROUND_MS = Number(process.env.ROUND_MS ?? 10);
// Rounds of about 100 ms per mode, interleaved; CPU time (BENCH_CLOCK=wall: wall time).
const perRound: number[][] = modes.map(() => []);
const end = performance.now() + seconds * 1000;
for (let pass = 0; performance.now() < end; pass++) {
  const order = all.map((calls, m) => ({ calls, m }));
  if (pass % 2 === 1) order.reverse();
  for (const { calls, m } of order) {
    const before = process.cpuUsage();
    const started = performance.now();
    let rounds = 0;
    const stop = started + ROUND_MS;
    while (performance.now() < stop) {
      hotLoop(calls);
      rounds += 2;
    }
    const used = process.cpuUsage(before);
    const ms = wall ? performance.now() - started : (used.user + used.system) / 1e3;
    perRound[m]?.push((ms * 1e6) / (rounds * calls.length));
  }
}
// Each mode's round against the first mode's round just before it: a load spike moves both.
const pairs = modes.map((_, m) =>
  (perRound[m] ?? []).map((ns, r) => ns / (perRound[0]?.[r] ?? Number.NaN)),
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
const first = median(perRound[0] ?? []);
modes.forEach((mode, m) => {
  const ns = median(perRound[m] ?? []);
  const paired = median(pairs[m] ?? []);
  console.log(
    `${mode}: ${ns.toFixed(0)} ns per call (${(ns / first).toFixed(2)}× ${modes[0]}; median of round pairs ${paired.toFixed(2)}×)`,
  );
});
console.log(typeof sink);
