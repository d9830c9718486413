import type { JsonSchema } from "@tool-input/coerce";
import { createValidator, type Validator } from "@tool-input/validate";
import { createBareAjv } from "../bare-ajv.js";
import { type CorpusTool, loadMcpTools } from "../corpus.js";
import { editFile } from "../fixtures.js";
import { canCollect, settledHeap } from "../heap.js";
import { blackhole, keepAlive, measure, timeOnce } from "../measure.js";
import { summary, verdict } from "../report.js";
import { sampleInput } from "../sample-input.js";
import { bytes, duration, num, type Table } from "../table.js";

const catalogSize = 200;
const rounds = 5;
const copies = 10_000;
// Flat means: less than 256 KiB over 10,000 calls, i.e. under 27 bytes retained per call. One
// schema compiled and kept costs far more (measured below for bare Ajv), so a cache keyed by
// schema object, or anything kept per call, fails this; collector noise after two forced full
// collections stays well under it.
const flatBound = 256 * 1024;

/** `size` tools taken from the corpus servers in turn; past its end, repeated under new names. */
export function buildCatalog(size: number): CorpusTool[] {
  const byServer = new Map<string, CorpusTool[]>();
  for (const tool of loadMcpTools()) {
    const server = tool.name.split("/")[0] ?? "";
    byServer.set(server, [...(byServer.get(server) ?? []), tool]);
  }
  const interleaved: CorpusTool[] = [];
  const queues = [...byServer.values()];
  for (let i = 0; queues.some((queue) => i < queue.length); i++) {
    for (const queue of queues) {
      const tool = queue[i];
      if (tool !== undefined) interleaved.push(tool);
    }
  }
  return Array.from({ length: size }, (_, i) => {
    const tool = interleaved[i % interleaved.length] as CorpusTool;
    const round = Math.floor(i / interleaved.length);
    return round === 0 ? tool : { ...tool, name: `${tool.name}~${round + 1}` };
  });
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Scenario 5: a 200-tool catalog from nothing to the first call of each tool; memory held and flat. */
export async function catalogScenario(): Promise<Table> {
  // Ajv warns on console for unknown formats (strict: false), in both set-ups: count, don't print.
  const warn = console.warn;
  let warnings = 0;
  console.warn = () => {
    warnings++;
  };
  try {
    return await run(() => warnings);
  } finally {
    console.warn = warn;
  }
}

async function run(warnings: () => number): Promise<Table> {
  const catalog = buildCatalog(catalogSize);
  const inputs = catalog.map((tool) => sampleInput(tool.inputSchema));
  const checker = createBareAjv();
  let validFirstCalls = 0;
  let uncompilable = 0;
  for (const [i, tool] of catalog.entries()) {
    try {
      if (checker.compile(tool.inputSchema)(inputs[i])) validFirstCalls++;
    } catch {
      uncompilable++;
    }
  }
  const startPipeline = (): Validator => {
    const validator = createValidator();
    for (const [i, tool] of catalog.entries()) validator.validateToolInput(tool, inputs[i]);
    return validator;
  };
  const startAjv = () => {
    const ajv = createBareAjv();
    const compiled = [];
    for (const [i, tool] of catalog.entries()) {
      try {
        const validate = ajv.compile(tool.inputSchema);
        validate(inputs[i]);
        compiled.push(validate);
      } catch {
        compiled.push(undefined);
      }
    }
    return compiled;
  };
  const pipelineTimes: number[] = [];
  const ajvTimes: number[] = [];
  let pipelineWarnings = 0;
  for (let round = 0; round < rounds; round++) {
    const before = warnings();
    pipelineTimes.push(timeOnce(startPipeline));
    pipelineWarnings = warnings() - before;
    ajvTimes.push(timeOnce(startAjv));
  }

  // Heap held: three times each, alternating, the median (one collection more or less of
  // flushed bytecode moves a single figure by hundreds of KiB).
  const pipelineHelds: number[] = [];
  const ajvHelds: number[] = [];
  // The live catalog is kept in `live`, read after the measure: a local never read again
  // could be collected before the measure (V8 ends its life at its last use).
  const live: unknown[] = [];
  for (let round = 0; round < 3; round++) {
    const pipelineBase = settledHeap();
    live.push(startPipeline());
    pipelineHelds.push(settledHeap() - pipelineBase);
    keepAlive(live.pop());
    const ajvBase = settledHeap();
    live.push(startAjv());
    ajvHelds.push(settledHeap() - ajvBase);
    keepAlive(live.pop());
  }
  const pipelineHeld = median(pipelineHelds);
  const ajvHeld = median(ajvHelds);

  // Flat memory: 10,000 calls, each with a fresh deep copy of the same schema.
  const { tool, valid } = editFile;
  const freshCall = (validator: Validator) =>
    validator.validateToolInput(
      { name: tool.name, inputSchema: structuredClone(tool.inputSchema) as JsonSchema },
      valid,
    );
  const warm = createValidator();
  for (let i = 0; i < 1000; i++) freshCall(warm); // warm the JIT on another validator
  const validator = createValidator();
  freshCall(validator);
  const before = settledHeap();
  const copiesTime = timeOnce(() => {
    for (let i = 0; i < copies; i++) freshCall(validator);
  });
  const after = settledHeap();
  const delta = after - before;
  const perCall = await measure([
    { name: "fresh", fn: () => freshCall(validator) },
    { name: "same", fn: () => validator.validateToolInput(tool, valid) },
    { name: "clone", fn: () => structuredClone(tool.inputSchema) },
  ]);

  // What one retained compile of that schema costs, for scale: bare Ajv compiles each copy anew.
  const ajv = createBareAjv();
  const compiles = 200;
  const ajvBefore = settledHeap();
  const kept = Array.from({ length: compiles }, () =>
    ajv.compile(structuredClone(tool.inputSchema)),
  );
  const perCompile = (settledHeap() - ajvBefore) / compiles;
  void kept.length;
  void blackhole;

  const flat = delta < flatBound;
  if (canCollect) {
    summary.push({
      scenario: "5 catalog",
      check: `heap flat over ${num(copies)} calls with fresh schema copies (Δ < ${bytes(flatBound)})`,
      value: bytes(delta),
      pass: flat,
    });
  }
  const gcNote = canCollect ? "" : " (no --expose-gc: heap figures unreliable)";
  return {
    title: `5. Catalog start-up (${catalogSize} tools) and memory`,
    head: ["measure", "tool-input", "bare Ajv", "ratio", "target", "result"],
    rows: [
      [
        "start-up, first run (cold process)",
        duration(pipelineTimes[0] ?? Number.NaN),
        duration(ajvTimes[0] ?? Number.NaN),
        `${((pipelineTimes[0] ?? 0) / (ajvTimes[0] ?? 1)).toFixed(2)}×`,
        "",
        "",
      ],
      [
        `start-up, median of ${rounds}`,
        duration(median(pipelineTimes)),
        duration(median(ajvTimes)),
        `${(median(pipelineTimes) / median(ajvTimes)).toFixed(2)}×`,
        "",
        "",
      ],
      [
        "start-up per tool (median)",
        duration(median(pipelineTimes) / catalogSize),
        duration(median(ajvTimes) / catalogSize),
        "",
        "",
        "",
      ],
      [
        `heap held by the warmed catalog, median of 3${gcNote}`,
        bytes(pipelineHeld),
        bytes(ajvHeld),
        `${(pipelineHeld / ajvHeld).toFixed(2)}×`,
        "",
        "",
      ],
      [`heap before ${num(copies)} fresh-copy calls`, bytes(before), "", "", "", ""],
      [`heap after ${num(copies)} fresh-copy calls`, bytes(after), "", "", "", ""],
      [
        "heap delta",
        bytes(delta),
        "",
        "",
        `< ${bytes(flatBound)}`,
        canCollect ? verdict(flat) : "n/a",
      ],
      [`${num(copies)} fresh-copy calls, in all`, duration(copiesTime), "", "", "", ""],
      ...perCall.map((m) => [
        {
          fresh: "per call with a fresh schema copy (structuredClone included)",
          same: "per call with the same schema object",
          clone: "structuredClone of the schema alone",
        }[m.name] ?? m.name,
        duration(m.mean),
        "",
        "",
        "",
        "",
      ]),
      ["one retained compile of that schema (bare Ajv)", "", bytes(perCompile), "", "", ""],
    ],
    notes: [
      `Catalog: ${catalogSize} MCP tools from the corpus, taken from each server in turn (the corpus holds ${loadMcpTools().length}, so none is repeated; a larger catalog repeats them under new names).`,
      `First call of each tool: a minimal input built from its schema; ${validFirstCalls} of ${catalogSize} are valid${validFirstCalls < catalogSize ? " (the others take the reject path: coerce, validate again, format)" : ""}${uncompilable > 0 ? `; ${uncompilable} schemas do not compile in bare Ajv` : ""}.`,
      `Ajv's console.warn calls during one pipeline start-up (unknown formats in the schemas): ${pipelineWarnings}; silenced during this scenario, for both set-ups.`,
      "Start-up: from `createValidator()` (or new Ajv instances) to the first validated call of every tool. Heap held: after two forced full collections, with the validator still referenced.",
      `Fresh copies: ${tool.name} with its schema passed through structuredClone on every call; heap measured after the first call (its compile) and after the ${num(copies)} calls.`,
    ],
  };
}
