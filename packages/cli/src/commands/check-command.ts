import {
  type CallResult,
  createToolCatalog,
  type ToolInputResult,
  validateToolInput,
} from "@tool-input/validate";
import { loadCatalog } from "../catalog/load-catalog.js";
import { STDIN } from "../input/open-source.js";
import { readInput } from "../input/read-input.js";
import { EXIT, fileError, usageError } from "../terminal/cli-error.js";
import type { CliIo } from "../terminal/cli-io.js";
import { terminalJson, terminalText } from "../terminal/terminal-text.js";
import { describeRepair } from "./describe-repair.js";
import { readCommandArgs } from "./read-command-args.js";
import { CHECK_USAGE } from "./usage.js";

/** `tool-input check`: runs the pipeline on one call; returns the exit code. */
export async function checkCommand(args: readonly string[], io: CliIo): Promise<number> {
  const read = readCommandArgs(
    args,
    io,
    "check",
    { tools: "string", tool: "string", input: "string", json: "boolean" },
    CHECK_USAGE,
    { required: ["tools", "tool", "input"] },
  );
  if (typeof read === "number") return read;
  const { values } = read;
  const toolsPath = values.tools as string;
  const name = values.tool as string;
  if (toolsPath === STDIN && (values.input === STDIN || values.input === "@-")) {
    return usageError(io, "check", "--tools and --input cannot both be - (standard input)");
  }
  const catalog = await loadCatalog(toolsPath, { io });
  if (!catalog.ok) return fileError(io, catalog.error);
  // A misspelled name is resolved as a harness would (docs/pipeline.md, "Tool names"); an
  // unknown one offers the names the model would be offered.
  const tools = createToolCatalog(catalog.value.values());
  const resolution = tools.resolve(name);
  if (resolution.kind === "unknown") {
    const label = toolsPath === STDIN ? "stdin" : toolsPath;
    const near = resolution.near.map((n) => `"${n}"`).join(" or ");
    const hint = near === "" ? "" : ` (did you mean ${near}?)`;
    return fileError(io, `${label}: unknown tool "${name}"${hint}`);
  }
  const tool = resolution.tool;
  const input = await readInput(values.input as string, io);
  if (!input.ok) return fileError(io, input.error);

  // An object's text is read as a model's arguments text (docs/cli.md, "tool-input check"): a
  // number that would lose digits is said, not rounded. Any other value is checked as it is.
  const { text, value } = input.value;
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  const result = isObject
    ? inputResult(tools.checkCall({ name: tool.name, arguments: text }))
    : validateToolInput(tool, value);
  // The result holds no tool name: under --json too, the name read is told on stderr.
  if (resolution.kind === "repaired") {
    io.writeErr(`${terminalText(`tool "${name}" read as "${tool.name}" (tool-name)`)}\n`);
  }
  if (values.json === true) {
    io.writeOut(`${terminalJson(result)}\n`);
    return result.ok ? EXIT.ok : EXIT.problems;
  }
  if (result.schemaError !== undefined)
    io.writeErr(`warning: ${terminalText(result.schemaError)}\n`);
  if (!result.ok) {
    io.writeOut(`${result.toolUseError}\n`);
    return EXIT.problems;
  }
  for (const repair of result.coercions) io.writeErr(`${terminalText(describeRepair(repair))}\n`);
  io.writeOut(`${terminalJson(result.value)}\n`);
  return EXIT.ok;
}

/** A call's result as `validateToolInput` gives one (`--json`): without the call's own fields. */
function inputResult(call: CallResult): ToolInputResult {
  if (call.ok) {
    const { tool: _tool, ...result } = call;
    return result;
  }
  if (call.reason === "input") {
    const { tool: _tool, reason: _reason, repeats: _repeats, ...result } = call;
    return result;
  }
  // The name was resolved above, so the tool is known; this is the catalog's own answer.
  const { reason: _reason, near: _near, ambiguous: _ambiguous, ...result } = call;
  return result;
}
