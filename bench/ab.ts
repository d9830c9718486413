// Another checkout's pipeline against this one's over the corpus inputs, every tool in turn
// (docs/performance.md, section 13), for differences of a few percent:
//   BASE=<another checkout> node --conditions=@tool-input/source --import tsx bench/ab.ts 20
// The floor, BASE's pipeline and this one run in batches of a fraction of a millisecond (wall
// clock), their order turned every round; each figure is the median of per-round ratios, so load
// that comes and goes moves both sides of a ratio alike. Two checkouts of the same code read
// within about 1% of each other. `TOOLS=<a>,<b>`: only the tools whose name holds one of them.
// `AB_INPUTS=valid`: the valid inputs against the valid path's floor (bare Ajv found by identity
// and a result object); by default the repair inputs against the repair path's floor.
import { validateToolInput } from "@tool-input/validate";
import { createBareAjv } from "./bare-ajv.js";
import { catalogInputs } from "./catalog-inputs.js";
import { loadMcpTools } from "./corpus.js";
import { floorRepair } from "./floor.js";

const base = process.env.BASE;
if (base === undefined) throw new Error("BASE=<another checkout> is required");
const warn = console.warn;
console.warn = () => {};
const only = process.env.TOOLS?.split(",") ?? [""];
const valid = process.env.AB_INPUTS === "valid";
const inputs = catalogInputs(loadMcpTools()).flatMap(({ tool, valid: fixed, mistaken }) =>
  (mistaken === undefined && !valid) || !only.some((part) => tool.name.includes(part))
    ? []
    : [{ tool, valid: fixed, sent: valid ? fixed : (mistaken as Record<string, unknown>) }],
);
const ajv = createBareAjv();
console.warn = warn;
const other: typeof import("@tool-input/validate") = await import(
  `${base}/packages/validate/src/index.ts`
);
const noCoercions: readonly never[] = [];
const byIdentity = new Map<unknown, (data: unknown) => boolean>();
let lastSchema: unknown;
let lastCheck: ((data: unknown) => boolean) | undefined;
const sides: readonly (readonly (() => unknown)[])[] = [
  inputs.map(({ tool, valid: fixed, sent }) => {
    const check = ajv.compile(tool.inputSchema);
    if (!valid) {
      const floor = floorRepair({ label: tool.name, tool, valid: fixed, repairable: sent }, check);
      return () => floor(sent);
    }
    const schema = tool.inputSchema;
    byIdentity.set(schema, check);
    // As scenario 13's valid floor: the function found by identity, the last one remembered.
    return () => {
      if (schema !== lastSchema) {
        lastSchema = schema;
        lastCheck = byIdentity.get(schema);
      }
      return lastCheck?.(sent) ? { ok: true, value: sent, coercions: noCoercions } : 0;
    };
  }),
  inputs.map(
    ({ tool, sent }) =>
      () =>
        other.validateToolInput(tool, sent),
  ),
  inputs.map(
    ({ tool, sent }) =>
      () =>
        validateToolInput(tool, sent),
  ),
];
let sink: unknown;
function batch(calls: readonly (() => unknown)[]): number {
  const started = performance.now();
  for (let r = 0; r < 2; r++) for (const call of calls) sink = call();
  return performance.now() - started;
}
for (let i = 0; i < 300; i++) for (const calls of sides) batch(calls);
const times: number[][] = sides.map(() => []);
const end = performance.now() + Number(process.argv[2] ?? 20) * 1000;
for (let round = 0; performance.now() < end; round++) {
  const order = [0, 1, 2].map((i) => (i + round) % 3);
  if (round % 2 === 1) order.reverse();
  for (const side of order) times[side]?.push(batch(sides[side] ?? []));
}
const ratio = (a: number, b: number): number => {
  const pairs = (times[a] ?? []).map((t, r) => t / (times[b]?.[r] ?? Number.NaN));
  return pairs.sort((x, y) => x - y)[pairs.length >> 1] ?? Number.NaN;
};
console.log(
  `${times[0]?.length} rounds: BASE ${ratio(1, 0).toFixed(2)}× the floor, this checkout ${ratio(2, 0).toFixed(2)}×, this checkout / BASE ${ratio(2, 1).toFixed(3)}`,
);
console.log(typeof sink);
