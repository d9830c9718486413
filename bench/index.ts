import { spawnSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { corpusDir, corpusExists } from "./corpus.js";
import type { Table } from "./table.js";

// Heap figures need global.gc: re-run this same script (with tsx's loader flags, which are in
// process.execArgv) under --expose-gc, once.
if (
  typeof (globalThis as { gc?: unknown }).gc !== "function" &&
  !process.env.TOOL_INPUT_BENCH_CHILD
) {
  const script = process.argv[1] ?? "";
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, "--expose-gc", script, ...process.argv.slice(2)],
    { stdio: "inherit", env: { ...process.env, TOOL_INPUT_BENCH_CHILD: "1" } },
  );
  process.exit(child.status ?? 1);
}

const scenarios: Record<string, () => Promise<Table>> = {
  valid: async () => (await import("./scenarios/valid.js")).validScenario(),
  repair: async () => (await import("./scenarios/repair.js")).repairScenario(),
  alternatives: async () => (await import("./scenarios/alternatives.js")).alternativesScenario(),
  coerce: async () => (await import("./scenarios/coerce.js")).coerceScenario(),
  catalog: async () => (await import("./scenarios/catalog.js")).catalogScenario(),
  errors: async () => (await import("./scenarios/errors.js")).errorsScenario(),
  proxy: async () => (await import("./scenarios/proxy.js")).proxyScenario(),
  bundle: async () => (await import("./scenarios/bundle.js")).bundleScenario(),
  engine: async () => (await import("./scenarios/engine.js")).engineScenario(),
  engines: async () => (await import("./scenarios/engines.js")).enginesScenario(),
  corpus: async () => (await import("./scenarios/corpus.js")).corpusScenario(),
  names: async () => (await import("./scenarios/names.js")).namesScenario(),
  projection: async () => (await import("./scenarios/projection.js")).projectionScenario(),
};
// Scenarios that measure no call, and so need no corpus.
const withoutCorpus = new Set(["bundle"]);

const names = Object.keys(scenarios);
const asked = process.argv.slice(2).filter((arg) => arg !== "--");
const unknown = asked.filter((arg) => !names.includes(arg));
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(", ")}. Scenarios: ${names.join(", ")}.`);
  process.exit(2);
}
const selected = asked.length > 0 ? asked : names;
if (selected.some((name) => !withoutCorpus.has(name)) && !corpusExists()) {
  console.error(
    `The benchmarks run over the real tool schemas of the shared corpus, expected at ${corpusDir} (../shared/corpus beside the repository); it is absent.`,
  );
  process.exit(1);
}

const { render } = await import("./table.js");
const { summary } = await import("./report.js");
const { clock, rounds, taskTime } = await import("./measure.js");
const { checkFixtures } = await import("./check-fixtures.js");

const cpu = cpus();
console.log("# tool-input benchmarks\n");
console.log(
  `- machine: ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
);
console.log(
  `- runtime: Node ${process.version} (${process.platform} ${process.arch}), V8 ${process.versions.v8}`,
);
console.log(`- date: ${new Date().toISOString()}`);
console.log(
  `- tinybench: ${taskTime} ms per task in ${rounds} interleaved rounds; clock: ${clock === "cpu" ? "process CPU time" : "wall time"}; times are per call`,
);
console.log(`- corpus: ${corpusDir}\n`);

const problems = checkFixtures();
for (const problem of problems) console.log(`fixture problem: ${problem}`);

for (const name of selected) {
  const run = scenarios[name];
  if (run === undefined) continue;
  console.log(render(await run()));
}

if (summary.length > 0) {
  const { render: renderTable } = await import("./table.js");
  console.log(
    renderTable({
      title: "Targets",
      head: ["scenario", "check", "measured", "result"],
      rows: summary.map((s) => [s.scenario, s.check, s.value, s.pass ? "PASS" : "MISS"]),
    }),
  );
  const missed = summary.filter((s) => !s.pass).length;
  console.log(`${summary.length - missed} of ${summary.length} targets met.`);
}
