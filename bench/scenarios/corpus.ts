import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { validateToolInput } from "@tool-input/validate";
import type { ValidateFunction } from "ajv";
import { createBareAjv, reportingAjvOptions } from "../bare-ajv.js";
import { type CatalogInputs, catalogInputs } from "../catalog-inputs.js";
import {
  type Check,
  coerceTypesRepair,
  tryBuild,
  typeboxRepair,
  validators,
} from "../contenders.js";
import { loadMcpTools } from "../corpus.js";
import { floorRepair } from "../floor.js";
import { type Case, measure } from "../measure.js";
import { measureGroups } from "../measure-groups.js";
import { summary, times } from "../report.js";
import type { Table } from "../table.js";

const noCoercions = Object.freeze([]);

/** One path's contenders on one tool: case names to calls; `floor` is the baseline. */
interface Group {
  readonly tool: string;
  readonly cases: Case[];
  /** Repair path: the contenders whose repair of this tool's input is exactly its valid input. */
  readonly exact?: ReadonlySet<string>;
}

/** Per contender: the catalog's ratio (sum of times over the tools it ran, against the floor's sum over the same tools), the median and worst tool. */
interface Row {
  readonly name: string;
  readonly tools: number;
  readonly catalog: number;
  readonly median: number;
  readonly worst: number;
  /** Tools where it takes longer than the pipeline. */
  readonly slowerThanPipeline: number;
  /** Repair path: the tools where it repairs exactly, and of those, where it takes longer than the pipeline. */
  readonly exactTools: number;
  readonly slowerWhereExact: number;
  /** The three tools with the highest ratio, with it. */
  readonly worstTools: string;
}

function summarise(groups: readonly Group[], means: readonly number[][]): Row[] {
  const names = [...new Set(groups.flatMap((g) => g.cases.map((c) => c.name)))];
  return names.map((name) => {
    let sum = 0;
    let floorSum = 0;
    let slower = 0;
    let exactTools = 0;
    let slowerWhereExact = 0;
    const ratios: number[] = [];
    const byTool: [string, number][] = [];
    groups.forEach((group, g) => {
      const at = group.cases.findIndex((c) => c.name === name);
      const floorAt = group.cases.findIndex((c) => c.name === "floor");
      const pipeAt = group.cases.findIndex((c) => c.name === "tool-input");
      if (at < 0) return;
      const mean = means[g]?.[at] ?? Number.NaN;
      const floor = means[g]?.[floorAt] ?? Number.NaN;
      sum += mean;
      floorSum += floor;
      ratios.push(mean / floor);
      byTool.push([group.tool, mean / floor]);
      const slowerHere = mean > (means[g]?.[pipeAt] ?? Number.NaN);
      if (slowerHere) slower++;
      if (group.exact?.has(name)) {
        exactTools++;
        if (slowerHere) slowerWhereExact++;
      }
    });
    ratios.sort((a, b) => a - b);
    return {
      name,
      tools: ratios.length,
      catalog: sum / floorSum,
      median: ratios[ratios.length >> 1] ?? Number.NaN,
      worst: ratios[ratios.length - 1] ?? Number.NaN,
      slowerThanPipeline: slower,
      exactTools,
      slowerWhereExact,
      worstTools: byTool
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([tool, r]) => `${tool} ${times(r)}`)
        .join(", "),
    };
  });
}

/**
 * The floors' way to find a schema's function: by identity, remembering the last one found, as
 * the pipeline's cache does (a harness calling one tool many times in a row finds it at once).
 */
function identityLookup() {
  const functions = new Map<unknown, ValidateFunction>();
  let lastSchema: unknown;
  let lastFunction: ValidateFunction | undefined;
  return {
    set: (schema: unknown, validate: ValidateFunction) => functions.set(schema, validate),
    get(schema: unknown): ValidateFunction | undefined {
      if (schema !== lastSchema) {
        lastSchema = schema;
        lastFunction = functions.get(schema);
      }
      return lastFunction;
    },
  };
}

function accepts(check: Check, input: unknown): boolean {
  try {
    return check(input);
  } catch {
    return false;
  }
}

function validGroups(inputs: readonly CatalogInputs[]): Group[] {
  const ajv = createBareAjv();
  const byIdentity = identityLookup();
  return inputs.map(({ tool, valid }) => {
    const schema = tool.inputSchema;
    const validate = ajv.compile(schema);
    byIdentity.set(schema, validate);
    validateToolInput(tool, valid);
    const cases: Case[] = [
      {
        name: "floor",
        fn: () =>
          byIdentity.get(schema)?.(valid) ? { ok: true, value: valid, coercions: noCoercions } : 0,
      },
      { name: "tool-input", fn: () => validateToolInput(tool, valid) },
      { name: "bare Ajv", fn: () => validate(valid) },
    ];
    for (const [name, build] of Object.entries(validators)) {
      const check: Check | undefined = tryBuild(build, schema);
      if (check !== undefined && accepts(check, valid))
        cases.push({ name, fn: () => check(valid) });
    }
    return { tool: tool.name, cases };
  });
}

/**
 * `BENCH_BASE=<another checkout>`: that checkout's pipeline as one more contender on the repair
 * path, in this process, for an A/B of the catalog figures (docs/performance.md, "Reproduce").
 */
async function baseValidate(): Promise<typeof validateToolInput | undefined> {
  const base = process.env.BENCH_BASE;
  if (base === undefined) return undefined;
  const entry = pathToFileURL(resolve(base, "packages/validate/src/index.ts")).href;
  const module: typeof import("@tool-input/validate") = await import(entry);
  return module.validateToolInput;
}

function repairGroups(
  inputs: readonly CatalogInputs[],
  base: typeof validateToolInput | undefined,
): Group[] {
  const ajv = createBareAjv();
  const coercing = createBareAjv({ coerceTypes: true });
  const byIdentity = identityLookup();
  return inputs.flatMap(({ tool, valid, mistaken }) => {
    if (mistaken === undefined) return [];
    const exact = new Set<string>();
    const count = (name: string, value: unknown, valid: unknown) => {
      if (isDeepStrictEqual(value, valid)) exact.add(name);
    };
    const schema = tool.inputSchema;
    const validate = ajv.compile(schema);
    byIdentity.set(schema, validate);
    const floor = floorRepair({ label: tool.name, tool, valid, repairable: mistaken }, validate);
    const pipeline = repairWith(validateToolInput, tool, mistaken);
    const coerceTypes = coerceTypesRepair(coercing.compile(schema));
    const typebox = typeboxRepair(schema);
    const cases: Case[] = [
      { name: "floor", fn: () => byIdentity.get(schema) !== undefined && floor(mistaken) },
      { name: "tool-input", fn: pipeline },
      { name: "Ajv coerceTypes + copy", fn: () => coerceTypes(mistaken) },
      { name: "TypeBox Convert + Check", fn: () => typebox(mistaken) },
    ];
    count("tool-input", pipeline(), valid);
    count("floor", floor(mistaken), valid);
    count("Ajv coerceTypes + copy", coerceTypes(mistaken), valid);
    try {
      count("TypeBox Convert + Check", typebox(mistaken), valid);
    } catch {
      cases.pop();
    }
    if (base !== undefined) {
      const other = repairWith(base, tool, mistaken);
      cases.push({ name: "BENCH_BASE", fn: other });
      count("BENCH_BASE", other(), valid);
    }
    return [{ tool: tool.name, cases, exact }];
  });
}

/** A pipeline's repair of `mistaken` as a contender: the repaired value, or `undefined`. */
function repairWith(
  validate: typeof validateToolInput,
  tool: CatalogInputs["tool"],
  mistaken: unknown,
): () => unknown {
  return () => {
    const result = validate(tool, mistaken);
    return result.ok ? result.value : undefined;
  };
}

function errorGroups(inputs: readonly CatalogInputs[]): Group[] {
  const ajv = createBareAjv();
  const reporting = createBareAjv(reportingAjvOptions);
  return inputs.flatMap(({ tool, wrong }) => {
    if (wrong === undefined) return [];
    const check = ajv.compile(tool.inputSchema);
    const report = reporting.compile(tool.inputSchema);
    const cases: Case[] = [
      // The least a rejection with a message costs: the check, every error, Ajv's own text.
      { name: "floor", fn: () => check(wrong) || reportText(report, wrong) },
      { name: "tool-input", fn: () => validateToolInput(tool, wrong) },
      { name: "bare Ajv", fn: () => check(wrong) },
    ];
    return [{ tool: tool.name, cases }];
  });
}

/**
 * `BENCH_DUMP=<directory>`: each path's times per tool and contender (ns a call) as
 * `<path>.json` there, to see which tools a summary figure comes from.
 */
function dumpMeans(path: string, groups: readonly Group[], means: readonly number[][]): void {
  const directory = process.env.BENCH_DUMP;
  if (directory === undefined) return;
  const tools = groups.map((group, g) => ({
    tool: group.tool,
    exact: group.exact === undefined ? undefined : [...group.exact],
    ns: Object.fromEntries(group.cases.map((c, at) => [c.name, means[g]?.[at]])),
  }));
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${path}.json`), `${JSON.stringify(tools, null, 1)}\n`);
}

function reportText(report: ValidateFunction, input: unknown): string {
  report(input);
  return (report.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`).join("; ");
}

/** Scenario 13: every corpus tool, valid, repair and error paths, against floors and alternatives. */
export async function corpusScenario(): Promise<Table> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const tools = loadMcpTools();
    const inputs = catalogInputs(tools);
    const base = await baseValidate();
    // `BENCH_PATHS=valid,repair` measures only those paths (default: all three).
    const only = process.env.BENCH_PATHS?.split(",");
    const paths = [
      { path: "valid", build: () => validGroups(inputs) },
      { path: "repair", build: () => repairGroups(inputs, base) },
      { path: "error", build: () => errorGroups(inputs) },
    ]
      .filter(({ path }) => only === undefined || only.includes(path))
      .map(({ path, build }) => ({ path, groups: build() }));
    const rows: string[][] = [];
    const worst: string[] = [];
    for (const { path, groups } of paths) {
      const means = measureGroups(groups.map((g) => g.cases));
      dumpMeans(path, groups, means);
      for (const row of summarise(groups, means)) {
        const repairs = path === "repair" ? String(row.exactTools) : "";
        rows.push([
          path,
          row.name,
          String(row.tools),
          times(row.catalog),
          times(row.median),
          times(row.worst),
          row.name === "tool-input" ? "" : String(row.slowerThanPipeline),
          repairs,
        ]);
        pushTargets(path, row, groups.length);
        if (row.name === "tool-input") worst.push(`${path} path, worst tools: ${row.worstTools}.`);
      }
      for (const [name, r] of await roundRobin(groups, path)) {
        rows.push([
          path,
          `${name}, every tool in turn`,
          String(groups.length),
          times(r),
          "",
          "",
          "",
          "",
        ]);
      }
    }
    return {
      title: `13. Every corpus tool (${inputs.length} of ${tools.length}): valid, repair and error paths against their floors`,
      head: [
        "path",
        "contender",
        "tools",
        "catalog × floor",
        "median tool",
        "worst tool",
        "tools slower than tool-input",
        "repaired exactly",
      ],
      rows,
      notes: [
        ...worst,
        "catalog × floor: the sum of a contender's times over the tools it runs (each tool called once) against the floor's sum over the same tools. A contender that refuses a schema or rejects its valid input is left out on that tool.",
        "valid floor: the bare Ajv function found by the schema's identity and a result object. repair floor: Ajv rejects, a hand-written fix of exactly the mistaken keys, Ajv accepts the copy. error floor: Ajv rejects, an allErrors + verbose Ajv lists every error, joined into a text.",
        "Inputs are built from each schema (bench/catalog-inputs.ts); repair inputs quote every number and boolean and send every array and object as JSON text, on the tools that have one.",
      ],
    };
  } finally {
    console.warn = warn;
  }
}

/**
 * The catalog called as a harness calls it, each tool in turn (so no contender's memory of the
 * last schema helps): one call of every tool per operation, against the floor's.
 */
async function roundRobin(groups: readonly Group[], path: string): Promise<[string, number][]> {
  const names = ["floor", "tool-input", ...(path === "repair" ? ["Ajv coerceTypes + copy"] : [])];
  const calls = names.map((name) =>
    groups.map((g) => g.cases.find((c) => c.name === name)?.fn ?? (() => undefined)),
  );
  const measured = await measure(
    names.map((name, i) => ({
      name,
      fn: () => {
        let last: unknown;
        for (const call of calls[i] ?? []) last = call();
        return last;
      },
    })),
  );
  const floor = measured[0]?.mean ?? Number.NaN;
  const result = measured.slice(1).map((m): [string, number] => [m.name, m.mean / floor]);
  const ours = result.find(([name]) => name === "tool-input")?.[1] ?? Number.NaN;
  const bound = floorBounds[path];
  if (bound !== undefined) {
    summary.push({
      scenario: "13 corpus",
      check: `${path} path, every tool in turn, ≤ ${bound}× its floor`,
      value: times(ours),
      pass: ours <= bound,
    });
  }
  const coerceTypes = result.find(([name]) => name === "Ajv coerceTypes + copy")?.[1];
  if (coerceTypes !== undefined) {
    summary.push({
      scenario: "13 corpus",
      check: "repair path, every tool in turn, faster than Ajv coerceTypes + copy",
      value: `coerceTypes takes ${times(coerceTypes / ours)} tool-input's time`,
      pass: coerceTypes > ours,
    });
  }
  return result;
}

const floorBounds: Readonly<Record<string, number>> = { valid: 1.15, repair: 2 };

function pushTargets(path: string, row: Row, tools: number): void {
  const bound = floorBounds[path];
  if (bound !== undefined && row.name === "tool-input") {
    summary.push({
      scenario: "13 corpus",
      check: `${path} path ≤ ${bound}× its floor (catalog)`,
      value: times(row.catalog),
      pass: row.catalog <= bound,
    });
  }
  if (path === "repair" && row.name === "Ajv coerceTypes + copy") {
    const faster = tools - row.slowerThanPipeline;
    summary.push({
      scenario: "13 corpus",
      check: "repair path faster than Ajv coerceTypes + copy on ≥ 90% of tools",
      value: `coerceTypes faster on ${faster} of ${tools}`,
      pass: row.slowerThanPipeline >= 0.9 * tools,
    });
    // What bounds that target: where `coerceTypes` is faster, it mostly leaves JSON text unparsed.
    summary.push({
      scenario: "13 corpus",
      check: "… on ≥ 90% of the tools it repairs exactly",
      value: `coerceTypes faster on ${row.exactTools - row.slowerWhereExact} of ${row.exactTools}`,
      pass: row.slowerWhereExact >= 0.9 * row.exactTools,
    });
  }
}
