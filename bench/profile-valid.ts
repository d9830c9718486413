// Valid inputs of every corpus tool, each tool in a tight loop of its own (as section 13's
// catalog figure): `floor` (Ajv found by identity and a result object) and `valid` (the pipeline).
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --conditions=@tool-input/source --import tsx \
//     bench/profile-valid.ts floor,valid 10
import { validateToolInput } from "@tool-input/validate";
import { createBareAjv } from "./bare-ajv.js";
import { catalogInputs } from "./catalog-inputs.js";
import { loadMcpTools } from "./corpus.js";

const warn = console.warn;
console.warn = () => {};
const only = process.env.TOOLS ?? "";
const inputs = catalogInputs(loadMcpTools()).filter(({ tool }) => tool.name.includes(only));
const ajv = createBareAjv();
console.warn = warn;
const noCoercions = Object.freeze([]);
const modes = (process.argv[2] ?? "valid").split(",");
const seconds = Number(process.argv[3] ?? 5);
let lastSchema: unknown;
let lastFn: ((x: unknown) => boolean) | undefined;
const fns = new Map<unknown, (x: unknown) => boolean>();
function callsFor(mode: string): (() => unknown)[] {
  return inputs.map(({ tool, valid }) => {
    const schema = tool.inputSchema;
    if (mode === "floor") {
      fns.set(schema, ajv.compile(schema) as (x: unknown) => boolean);
      return () => {
        if (schema !== lastSchema) {
          lastSchema = schema;
          lastFn = fns.get(schema);
        }
        return lastFn?.(valid) ? { ok: true, value: valid, coercions: noCoercions } : 0;
      };
    }
    validateToolInput(tool, valid);
    return () => validateToolInput(tool, valid);
  });
}
const all = modes.map(callsFor);
let sink: unknown;
const REPS = Number(process.env.REPS ?? 200);
function perTool(call: () => unknown): void {
  for (let r = 0; r < REPS; r++) sink = call();
}
const perRound: number[][] = modes.map(() => []);
const end = performance.now() + seconds * 1000;
for (let pass = 0; performance.now() < end; pass++) {
  const order = all.map((calls, m) => ({ calls, m }));
  if (pass % 2 === 1) order.reverse();
  for (const { calls, m } of order) {
    const before = process.cpuUsage();
    for (const call of calls) perTool(call);
    const used = process.cpuUsage(before);
    perRound[m]?.push(((used.user + used.system) * 1e3) / (REPS * calls.length));
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
const first = median(perRound[0] ?? []);
modes.forEach((mode, m) => {
  const ns = median(perRound[m] ?? []);
  console.log(`${mode}: ${ns.toFixed(1)} ns per call (${(ns / first).toFixed(2)}× ${modes[0]})`);
});
console.log(typeof sink);
