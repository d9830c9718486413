import { createValidator, type EngineChoice, type JsonSchema } from "@tool-input/validate";
import { createBareAjv } from "../bare-ajv.js";
import { loadMcpTools, mcpTool } from "../corpus.js";
import { fixtures } from "../fixtures.js";
import { canCollect, settledHeap } from "../heap.js";
import { measure, timeOnce } from "../measure.js";
import { ratio, summary, times, timing, verdict } from "../report.js";
import { sampleInput } from "../sample-input.js";
import { bytes, duration, num, type Table } from "../table.js";

// docs/performance.md, section 9, "Engines and hostile schemas" (the interpreter is compared in section 10).
const engines: readonly EngineChoice[] = ["ajv"];
const hostileTarget = 100; // ms, first call with compile
const largeInputTarget = 1_000; // ms
const heapTarget = 2; // heap after 20,000 distinct schemas / after 500

/** Scenario 8: engines (first and warm call), hostile schemas, large inputs, heap over many schemas. */
export async function engineScenario(): Promise<Table> {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const engine of engines) {
    const cases = fixtures.flatMap(({ label, tool, valid, repairable }) => {
      const warm = createValidator({ engine });
      warm.validateToolInput(tool, valid);
      const options = { booleans: "caseless" as const };
      return [
        // A fresh validator per call: the first call of a tool, compile included.
        {
          name: `${engine} ${label} first`,
          fn: () => createValidator({ engine }).validateToolInput(tool, valid),
        },
        { name: `${engine} ${label} warm`, fn: () => warm.validateToolInput(tool, valid) },
        {
          name: `${engine} ${label} repair, call options`,
          fn: () => warm.validateToolInput(tool, repairable, options),
        },
      ];
    });
    for (const m of await measure(cases)) rows.push([m.name, ...timing(m)]);
  }

  // A tool whose schema can multiply a walk over shared children (three levels of `items`): its
  // check measures the input first on every call (docs/security.md, "Inputs that are graphs");
  // bare Ajv alongside.
  const guarded = mcpTool("antv-chart", "generate_mind_map");
  const guardedInput = {
    data: {
      name: "release",
      children: [
        { name: "code", children: [{ name: "tests" }, { name: "docs" }] },
        { name: "publish", children: [{ name: "changesets" }] },
      ],
    },
  };
  const guardedValidator = createValidator();
  guardedValidator.validateToolInput(guarded, guardedInput);
  const bareCheck = createBareAjv().compile(guarded.inputSchema);
  const [pipelineWarm, bareWarm] = await measure([
    {
      name: "guarded antv-chart/generate_mind_map warm",
      fn: () => guardedValidator.validateToolInput(guarded, guardedInput),
    },
    { name: "bare Ajv antv-chart/generate_mind_map", fn: () => bareCheck(guardedInput) },
  ]);
  for (const m of [pipelineWarm, bareWarm]) {
    if (m !== undefined) rows.push([m.name, ...timing(m)]);
  }
  if (pipelineWarm !== undefined && bareWarm !== undefined) {
    notes.push(
      `guarded tool, warm valid call: ${times(ratio(pipelineWarm, bareWarm))} bare Ajv (the input measured, then checked)`,
    );
  }

  for (const [name, inputSchema] of Object.entries(hostileSchemas())) {
    const ms = timeOnce(() => createValidator().validateToolInput({ name, inputSchema }, {}));
    const pass = ms < hostileTarget;
    rows.push([`hostile: ${name}, first call`, "", duration(ms), verdict(pass)]);
    summary.push({ scenario: "engine", check: `${name} < 100 ms`, value: duration(ms), pass });
  }

  let slowest = { name: "", ms: 0 };
  const validator = createValidator();
  for (const tool of loadMcpTools()) {
    const input = megabyteInput(sampleInput(tool.inputSchema));
    const ms = timeOnce(() => validator.validateToolInput(tool, input));
    if (ms > slowest.ms) slowest = { name: tool.name, ms };
  }
  const largePass = slowest.ms < largeInputTarget;
  rows.push([
    `1 MB strings, slowest corpus tool (${slowest.name})`,
    "",
    duration(slowest.ms),
    verdict(largePass),
  ]);
  summary.push({
    scenario: "engine",
    check: "1 MB strings, every corpus tool < 1 s",
    value: duration(slowest.ms),
    pass: largePass,
  });

  for (const { name, tool, input, target } of hostileInputs()) {
    const validator = createValidator();
    validator.validateToolInput(tool, {});
    const ms = timeOnce(() => validator.validateToolInput(tool, input));
    const pass = ms < target;
    rows.push([`input: ${name}, warm tool`, "", duration(ms), verdict(pass)]);
    summary.push({
      scenario: "engine",
      check: `${name} < ${duration(target)}`,
      value: duration(ms),
      pass,
    });
  }

  if (canCollect) {
    const few = heapAfter(500);
    const many = heapAfter(20_000);
    const r = many / few;
    rows.push(["heap after 500 distinct schemas", "", bytes(few), ""]);
    rows.push([
      "heap after 20,000 distinct schemas",
      "",
      bytes(many),
      `${num(r)}× (${verdict(r <= heapTarget)})`,
    ]);
    summary.push({
      scenario: "engine",
      check: "heap, 20,000 schemas / 500 ≤ 2×",
      value: `${num(r)}×`,
      pass: r <= heapTarget,
    });
  } else {
    notes.push("heap rows skipped: run through `pnpm bench` (it adds --expose-gc)");
  }

  return {
    title: "Scenario 8: engines, hostile schemas, large inputs, heap over many schemas",
    head: ["case", "ops/s", "time", "±% / check"],
    rows,
    notes,
  };
}

function hostileSchemas(): Record<string, JsonSchema> {
  const defs = (count: number, make: (i: number, last: boolean) => unknown) =>
    Object.fromEntries(
      Array.from({ length: count + 1 }, (_, i) => [`d${i}`, make(i, i === count)]),
    );
  const diamond = (levels: number) => ({
    $defs: defs(levels, (i, last) =>
      last
        ? { type: "object" }
        : { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] },
    ),
    $ref: "#/$defs/d0",
  });
  return {
    "allOf/$ref diamond, 40 levels": diamond(40),
    "anyOf 10,000 wide": { anyOf: Array.from({ length: 10_000 }, (_, i) => ({ const: i })) },
    "100,000 properties": {
      type: "object",
      properties: Object.fromEntries(
        Array.from({ length: 100_000 }, (_, i) => [`p${i}`, { type: "string" }]),
      ),
    },
    "10,000-deep $ref chain": {
      $defs: defs(10_000, (i, last) => (last ? { type: "object" } : { $ref: `#/$defs/d${i + 1}` })),
      $ref: "#/$defs/d0",
    },
    "$ref cycle with no schema between": {
      $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
      $ref: "#/$defs/a",
    },
    "pattern ^(a+)+$": {
      type: "object",
      properties: { a: { type: "string", pattern: "^(a+)+$" } },
    },
  };
}

/** Inputs a harness or a model can send that Ajv alone would take seconds or more to answer. */
function hostileInputs() {
  const recursive = {
    name: "tree",
    inputSchema: {
      type: "object",
      properties: { l: { $ref: "#" }, r: { $ref: "#" }, n: { type: "number" } },
    },
  };
  let shared: Record<string, unknown> = { n: 1 };
  for (let level = 0; level < 40; level++) shared = { l: shared, r: shared, n: 2 };
  const list = {
    name: "list",
    inputSchema: {
      type: "object",
      properties: { value: { type: "array", items: { type: "string" } } },
    },
  };
  return [
    {
      name: "40 shared levels, recursive schema",
      tool: recursive,
      input: shared,
      target: hostileTarget,
    },
    {
      name: "1 MB array of 250,000 wrong items",
      tool: list,
      input: { value: Array.from({ length: 250_000 }, (_, i) => i % 10) },
      target: largeInputTarget,
    },
  ];
}

/** `sample` with every string grown to 1 MB (patterns, formats and lengths meet a large text). */
function megabyteInput(sample: unknown): unknown {
  if (typeof sample === "string") return sample.padEnd(1_000_000, "a");
  if (Array.isArray(sample)) return sample.map(megabyteInput);
  if (sample !== null && typeof sample === "object") {
    return Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, megabyteInput(v)]));
  }
  return sample;
}

/** The settled heap after `count` distinct schemas went through one validator. */
function heapAfter(count: number): number {
  const validator = createValidator();
  for (let i = 0; i < count; i++) {
    const schema = {
      type: "object",
      properties: { [`p${i}`]: { type: "string", minLength: 1 }, n: { type: "number" } },
      required: [`p${i}`],
    };
    validator.validateToolInput({ name: "t", inputSchema: schema }, { [`p${i}`]: 1 });
  }
  // The validator is still in scope here, so its cache is part of what is measured.
  return settledHeap();
}
