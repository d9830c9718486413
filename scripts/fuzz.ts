// The project's fuzz run (docs/security.md, "The fuzz run"): seeded and reproducible. Usage:
//   pnpm fuzz [--runs N] [--seconds S] [--seed K] [--from I] [--case-seconds C] [--workers W]
// Case I of seed K is the same on every machine (fuzz/fuzz-case.ts); a failure prints the command
// that repeats it. The cases run in W child processes (one per core by default), each taking the
// next case when it is free: one that has not ended after C seconds (wall time, 30 by default)
// is stopped, reported as a failure with its command, and that worker goes on in a fresh
// process. No case starts after S seconds, so the cases run are always a run of consecutive ones.
import { type ChildProcess, fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { complexityBudget } from "../packages/validate/src/cache/refused-schema.js";
import { type CaseReport, type Invariant, invariantNames } from "./fuzz/fuzz-case.js";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

const runs = option("runs", 1_500);
const seconds = option("seconds", 150);
const seed = option("seed", 25);
const from = option("from", 0);
const caseSeconds = option("case-seconds", 30);
const workers = Math.max(1, Math.floor(option("workers", availableParallelism())));

const counts = Object.fromEntries(invariantNames.map((name) => [name, 0])) as Record<
  Invariant,
  number
>;
const failures: { index: number; line: string }[] = [];
let checks = 0;
let notChecked = 0;
let cases = 0;

function record(index: number, invariant: Invariant, detail: string): void {
  counts[invariant] += 1;
  failures.push({
    index,
    line: `${invariant} (case ${index}): ${detail}\n  repeat: pnpm fuzz --seed ${seed} --from ${index} --runs 1`,
  });
}

/** One child process, started again after a case that passed its bound. */
class Worker {
  #child: Promise<ChildProcess> | undefined;

  /** The child process, once it has loaded the case runner (so its start is not timed). */
  #process(): Promise<ChildProcess> {
    this.#child ??= new Promise((resolve) => {
      const hang = process.argv.indexOf("--hang-case");
      const args = hang === -1 ? [] : ["--hang-case", String(process.argv[hang + 1])];
      const url = new URL("./fuzz/fuzz-worker.ts", import.meta.url);
      const started = fork(fileURLToPath(url), args, {
        execArgv: ["--conditions=@tool-input/source", "--import", "tsx"],
      });
      started.once("message", () => resolve(started));
    });
    return this.#child;
  }

  /** Case `index`, or `undefined` when it did not end within `caseSeconds`. */
  async run(index: number): Promise<CaseReport | undefined> {
    const running = await this.#process();
    return new Promise((resolve) => {
      const done = (report: CaseReport | undefined) => {
        clearTimeout(watchdog);
        running.off("message", answer);
        running.off("exit", exited);
        resolve(report);
      };
      const answer = (report: unknown) => done(report as CaseReport);
      const exited = () => {
        this.#child = undefined;
        done(undefined);
      };
      const watchdog = setTimeout(() => {
        running.kill("SIGKILL");
        exited();
      }, caseSeconds * 1_000);
      running.on("message", answer);
      running.on("exit", exited);
      running.send({ seed, index });
    });
  }

  async stop(): Promise<void> {
    (await this.#child)?.kill("SIGKILL");
  }
}

const deadline = Date.now() + seconds * 1_000;
let next = from;

/** Runs the next case not yet taken until none is left or the deadline has passed. */
async function drain(worker: Worker): Promise<void> {
  while (next < from + runs && Date.now() < deadline) {
    const index = next++;
    const report = await worker.run(index);
    cases += 1;
    if (report === undefined) {
      checks += 1;
      record(
        index,
        "no call over a second",
        `the case had not ended within ${caseSeconds} s: stopped`,
      );
      continue;
    }
    checks += report.checks;
    notChecked += report.notChecked;
    for (const { invariant, detail } of report.failures) record(index, invariant, detail);
  }
  await worker.stop();
}

await Promise.all(Array.from({ length: workers }, () => drain(new Worker())));

const failed = Object.values(counts).reduce((sum, count) => sum + count, 0);
const first = failures.sort((a, b) => a.index - b.index).slice(0, 20);
for (const { line } of first) console.log(line);
for (const [name, count] of Object.entries(counts)) console.log(`  ${name}: ${count} failed`);
console.log(
  `fuzz: seed ${seed}, cases ${from}..${from + cases - 1} (${cases} schemas, ${checks} engine checks; budget ${complexityBudget.size} subschemas)`,
);
console.log(`  inputs the interpreter could not check (rejected, never passed): ${notChecked}`);
console.log(`fuzz: ${checks - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
