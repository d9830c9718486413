import { EXIT, fileError, usageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import { loadCatalog } from "./load-catalog.js";
import { parseCommandArgs } from "./parse-command-args.js";
import { parseLog } from "./parse-log.js";
import { createProgressBar, PROGRESS_THRESHOLD } from "./progress-bar.js";
import { readTextFile } from "./read-text-file.js";
import { renderReport } from "./render-report.js";
import { replay } from "./replay.js";
import { samplePaths } from "./sample-path.js";
import type { LogProblem } from "./types.js";
import { REPLAY_USAGE } from "./usage.js";

/** At most this many problem lines are printed; the rest are counted. */
const MAX_PROBLEM_LINES = 20;

/** `tool-input replay`: replays a log (or the bundled sample) and reports; returns the exit code. */
export async function replayCommand(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, { tools: "string", json: "boolean" });
  if (!parsed.ok) return usageError(io, "replay", parsed.error);
  const { values, positionals } = parsed;
  if (values.help === true) {
    io.writeOut(REPLAY_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 1)
    return usageError(io, "replay", `unexpected argument "${positionals[1]}"`);
  const tools = values.tools as string | undefined;
  const log = positionals[0];
  if ((tools === undefined) !== (log === undefined)) {
    const missing = tools === undefined ? "--tools FILE" : "a LOG file";
    return usageError(
      io,
      "replay",
      `${missing} is missing (give both, or neither for the bundled sample)`,
    );
  }
  const sample = log === undefined;
  const catalogLabel = tools ?? "sample/tools.json";
  const logLabel = log ?? "sample/calls.jsonl";

  const catalog = await loadCatalog(tools ?? samplePaths.tools, catalogLabel);
  if (!catalog.ok) return fileError(io, catalog.error);
  const text = await readTextFile(log ?? samplePaths.log, logLabel);
  if (!text.ok) return fileError(io, text.error);
  const { calls, problems } = parseLog(text.value);
  if (calls.length === 0) {
    printProblems(io, logLabel, problems);
    return fileError(io, `${logLabel}: no tool calls in the log`);
  }

  const bar =
    io.stderrIsTTY && calls.length >= PROGRESS_THRESHOLD
      ? createProgressBar(calls.length, (s) => io.writeErr(s))
      : undefined;
  const report = replay(catalog.value, calls, bar && ((done) => bar.update(done)));
  bar?.done();

  const unknown = calls
    .filter((call) => !catalog.value.has(call.tool))
    .map((call) => ({ line: call.line, message: `unknown tool "${call.tool}"` }));
  const allProblems = [...problems, ...unknown].sort((a, b) => a.line - b.line);
  printProblems(io, logLabel, allProblems);

  if (values.json === true) {
    const json = {
      catalog: sample ? null : catalogLabel,
      log: sample ? null : logLabel,
      toolCount: catalog.value.size,
      ...report,
      problems: allProblems,
    };
    io.writeOut(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    const source = sample
      ? { toolCount: catalog.value.size }
      : { log: logLabel, catalog: catalogLabel, toolCount: catalog.value.size };
    io.writeOut(renderReport(report, source));
  }
  return allProblems.length > 0 ? EXIT.problems : EXIT.ok;
}

function printProblems(io: CliIo, label: string, problems: readonly LogProblem[]): void {
  for (const problem of problems.slice(0, MAX_PROBLEM_LINES)) {
    io.writeErr(`${label}:${problem.line}: ${problem.message}\n`);
  }
  const rest = problems.length - MAX_PROBLEM_LINES;
  if (rest > 0)
    io.writeErr(`${label}: ${rest} more ${rest === 1 ? "problem" : "problems"} not shown\n`);
}
