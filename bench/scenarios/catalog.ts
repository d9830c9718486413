import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { JsonSchema } from "@tool-input/coerce";
import { createValidator, type Validator } from "@tool-input/validate";
import { createBareAjv } from "../bare-ajv.js";
import { type CorpusTool, loadMcpTools } from "../corpus.js";
import { editFile } from "../fixtures.js";
import { canCollect, settledHeap } from "../heap.js";
import { blackhole, keepAlive, measure, timeOnce } from "../measure.js";
import { summary, times, verdict } from "../report.js";
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

interface ColdRun {
  readonly perTool: readonly number[];
  readonly total: number;
  readonly heap: number;
}

const child = fileURLToPath(new URL("../catalog-child.ts", import.meta.url));

function coldRun(which: "pipeline" | "ajv"): ColdRun {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, "--expose-gc", child, which, String(catalogSize)],
    { encoding: "utf8", maxBuffer: 1 << 24 },
  );
  if (result.status !== 0) throw new Error(`[bench] catalog child failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as ColdRun;
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
  // Each start-up in a fresh process, alternating (see bench/catalog-child.ts).
  const pipelineRuns: ColdRun[] = [];
  const ajvRuns: ColdRun[] = [];
  for (let round = 0; round < rounds; round++) {
    pipelineRuns.push(coldRun("pipeline"));
    ajvRuns.push(coldRun("ajv"));
  }
  const pipelineTimes = pipelineRuns.map((r) => r.total);
  const ajvTimes = ajvRuns.map((r) => r.total);
  const pipelineHelds = pipelineRuns.map((r) => r.heap);
  const ajvHelds = ajvRuns.map((r) => r.heap);
  // Per tool: the median of its first calls over the runs, pipeline against bare Ajv.
  const perTool = catalog.map((_, i) => {
    const ours = median(pipelineRuns.map((r) => r.perTool[i] ?? Number.NaN));
    const theirs = median(ajvRuns.map((r) => r.perTool[i] ?? Number.NaN));
    return ours / theirs;
  });
  const toolRatio = median(perTool);
  const within = perTool.filter((r) => r <= 1.3).length;
  const warningsBefore = warnings();
  keepAlive(startPipeline());
  const pipelineWarnings = warnings() - warningsBefore;
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
  const heapRatio = pipelineHeld / ajvHeld;
  summary.push({
    scenario: "5 catalog",
    check: "first call per tool ≤ 1.3× bare Ajv (median of the tools' ratios)",
    value: times(toolRatio),
    pass: toolRatio <= 1.3,
  });
  if (canCollect) {
    summary.push({
      scenario: "5 catalog",
      check: `heap of the live ${catalogSize}-tool catalog ≤ 1.3× bare Ajv's`,
      value: times(heapRatio),
      pass: heapRatio <= 1.3,
    });
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
        `start-up, cold process, median of ${rounds}`,
        duration(median(pipelineTimes)),
        duration(median(ajvTimes)),
        times(median(pipelineTimes) / median(ajvTimes)),
        "",
        "",
      ],
      [
        "first call per tool (compile included): median of the tools' ratios",
        "",
        "",
        times(toolRatio),
        "≤ 1.30×",
        verdict(toolRatio <= 1.3),
      ],
      [
        `tools whose first call is within 1.30× bare Ajv's`,
        `${within} of ${catalogSize}`,
        "",
        "",
        "",
        "",
      ],
      [
        `heap held by the live catalog, cold process, median of ${rounds}${gcNote}`,
        bytes(pipelineHeld),
        bytes(ajvHeld),
        times(heapRatio),
        "≤ 1.30×",
        canCollect ? verdict(heapRatio <= 1.3) : "n/a",
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
      "Start-up and heap: each in a fresh process (bench/catalog-child.ts; V8 reuses the code of a `new Function` whose source it has compiled before, so a second start-up in one process measures neither fairly), from `createValidator()` (or new Ajv instances) to the first validated call of every tool; heap after two forced full collections, with the catalog still referenced.",
      `Fresh copies: ${tool.name} with its schema passed through structuredClone on every call; heap measured after the first call (its compile) and after the ${num(copies)} calls.`,
    ],
  };
}
