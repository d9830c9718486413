import { type ProjectionTarget, projectionTargets, projectTools } from "@tool-input/validate";
import { loadCatalog } from "../catalog/load-catalog.js";
import { EXIT, fileError, usageError } from "../terminal/cli-error.js";
import type { CliIo } from "../terminal/cli-io.js";
import { terminalJson, terminalText } from "../terminal/terminal-text.js";
import { readCommandArgs } from "./read-command-args.js";
import { PROJECT_USAGE } from "./usage.js";

/**
 * `tool-input project`: prints a catalog's tools as a provider takes them (an MCP `tools/list`
 * result, names mapped where the provider refuses them), one line per refused tool on stderr;
 * returns the exit code: 1 when a tool was refused (docs/cli.md, "project").
 */
export async function projectCommand(args: readonly string[], io: CliIo): Promise<number> {
  const read = readCommandArgs(
    args,
    io,
    "project",
    { tools: "string", target: "string" },
    PROJECT_USAGE,
    { required: ["tools", "target"] },
  );
  if (typeof read === "number") return read;
  const { values } = read;
  const target = values.target as string;
  if (!(projectionTargets as readonly string[]).includes(target)) {
    const known = projectionTargets.join(", ");
    return usageError(io, "project", `unknown target "${target}" (one of ${known})`);
  }
  const catalog = await loadCatalog(values.tools as string, { io });
  if (!catalog.ok) return fileError(io, catalog.error);
  const projected = projectTools([...catalog.value.values()], target as ProjectionTarget);
  const tools = projected.tools.flatMap((result) =>
    result.ok ? [{ name: result.name, inputSchema: result.inputSchema }] : [],
  );
  io.writeOut(`${terminalJson({ tools })}\n`);
  let refused = 0;
  for (const result of projected.tools) {
    if (result.ok) {
      if (result.name !== result.originalName) {
        io.writeErr(`${terminalText(result.originalName)}: sent as ${result.name}\n`);
      }
      continue;
    }
    refused += 1;
    io.writeErr(`${terminalText(result.reason)}\n`);
  }
  const count = tools.length;
  io.writeErr(
    `${count} ${count === 1 ? "tool" : "tools"} projected for ${target}, ${refused} refused\n`,
  );
  return refused === 0 ? EXIT.ok : EXIT.problems;
}
