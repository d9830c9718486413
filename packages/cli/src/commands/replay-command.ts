import { type ProjectionTarget, projectionTargets } from "@tool-input/validate";
import { loadCatalog } from "../catalog/load-catalog.js";
import { samplePaths } from "../catalog/sample-path.js";
import { STDIN } from "../input/open-source.js";
import { callsFromLine } from "../log/calls-from-line.js";
import { MAX_LINE_LENGTH, readLogLines } from "../log/read-log-lines.js";
import { renderReport } from "../log/render-report.js";
import { createReplayer } from "../log/replay.js";
import { unknownToolName } from "../log/unknown-tools.js";
import { EXIT, fileError, usageError } from "../terminal/cli-error.js";
import type { CliIo } from "../terminal/cli-io.js";
import { formatCount } from "../terminal/format-count.js";
import {
  createProgressBar,
  PROGRESS_THRESHOLD,
  type ProgressBar,
} from "../terminal/progress-bar.js";
import { terminalJson, terminalText } from "../terminal/terminal-text.js";
import type { LogProblem } from "../types.js";
import { readCommandArgs } from "./read-command-args.js";
import { REPLAY_USAGE } from "./usage.js";

/** At most this many problem lines are printed; the rest are counted. */
const MAX_PROBLEM_LINES = 20;
/** At most this many problems are kept for `--json`; the rest are counted in `problemCount`. */
export const MAX_KEPT_PROBLEMS = 1000;

/** `tool-input replay`: replays a log (or the bundled sample) as it reads it, and reports; returns the exit code. */
export async function replayCommand(args: readonly string[], io: CliIo): Promise<number> {
  const read = readCommandArgs(
    args,
    io,
    "replay",
    { tools: "string", json: "boolean", projection: "string" },
    REPLAY_USAGE,
    { positionals: 1 },
  );
  if (typeof read === "number") return read;
  const { values, positionals } = read;
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
  const projection = values.projection as string | undefined;
  if (projection !== undefined && !(projectionTargets as readonly string[]).includes(projection)) {
    const known = projectionTargets.join(", ");
    return usageError(io, "replay", `unknown projection "${projection}" (one of ${known})`);
  }
  const sample = log === undefined;
  const catalogLabel = tools === STDIN ? "stdin" : (tools ?? "sample/tools.json");
  const logLabel = log === STDIN ? "stdin" : (log ?? "sample/calls.jsonl");

  if (tools === STDIN && log === STDIN) {
    return usageError(io, "replay", "--tools and LOG cannot both be - (standard input)");
  }
  const catalog = await loadCatalog(tools ?? samplePaths.tools, { io, label: catalogLabel });
  if (!catalog.ok) return fileError(io, catalog.error);
  const lines = await readLogLines(log ?? samplePaths.log, logLabel, io);
  if (!lines.ok) return fileError(io, lines.error);

  const replayer = createReplayer(catalog.value, projection as ProjectionTarget | undefined);
  const problems: LogProblem[] = [];
  let problemCount = 0;
  const noteProblem = (problem: LogProblem): void => {
    problemCount += 1;
    if (problems.length < MAX_KEPT_PROBLEMS) problems.push(problem);
  };
  let calls = 0;
  let bar: ProgressBar | undefined;
  for await (const { line, text } of lines.value) {
    const found =
      text === undefined
        ? { line, message: `longer than ${MAX_LINE_LENGTH} characters, not read` }
        : callsFromLine(text, line);
    if ("message" in found) {
      noteProblem(found);
      continue;
    }
    for (const call of found) {
      replayer.add(call);
      calls += 1;
      if (!replayer.known(call.tool)) {
        noteProblem({ line, message: `unknown tool "${unknownToolName(call.tool)}"` });
      }
    }
    if (io.stderrIsTTY && bar === undefined && calls >= PROGRESS_THRESHOLD) {
      bar = createProgressBar(
        lines.value.size,
        (s) => io.writeErr(s),
        () => io.stderrColumns,
      );
    }
    bar?.update(lines.value.bytesRead(), calls);
  }
  bar?.done();

  printProblems(io, logLabel, problems, problemCount);
  const failure = lines.value.failure();
  if (failure !== undefined) return fileError(io, failure);
  if (calls === 0) return fileError(io, `${logLabel}: no tool calls in the log`);
  const report = replayer.report();
  if (values.json === true) {
    const json = {
      catalog: sample ? null : catalogLabel,
      log: sample ? null : logLabel,
      toolCount: catalog.value.size,
      ...report,
      problems,
      problemCount,
    };
    io.writeOut(`${terminalJson(json)}\n`);
  } else {
    const source = sample
      ? { toolCount: catalog.value.size }
      : { log: logLabel, catalog: catalogLabel, toolCount: catalog.value.size };
    io.writeOut(renderReport(report, source));
  }
  return problemCount > 0 ? EXIT.problems : EXIT.ok;
}

function printProblems(
  io: CliIo,
  label: string,
  problems: readonly LogProblem[],
  count: number,
): void {
  for (const problem of problems.slice(0, MAX_PROBLEM_LINES)) {
    io.writeErr(`${terminalText(label)}:${problem.line}: ${terminalText(problem.message)}\n`);
  }
  const rest = count - Math.min(problems.length, MAX_PROBLEM_LINES);
  if (rest > 0)
    io.writeErr(
      `${terminalText(label)}: ${formatCount(rest)} more ${rest === 1 ? "problem" : "problems"} not shown\n`,
    );
}
