import { writeFile } from "node:fs/promises";
import { precompileTools } from "@tool-input/validate";
import { loadCatalog } from "../catalog/load-catalog.js";
import { EXIT, fileError } from "../terminal/cli-error.js";
import type { CliIo } from "../terminal/cli-io.js";
import { terminalText } from "../terminal/terminal-text.js";
import { readCommandArgs } from "./read-command-args.js";
import { PRECOMPILE_USAGE } from "./usage.js";

/**
 * `tool-input precompile`: writes an ES module with Ajv standalone code for every tool of a
 * catalog, for `createValidator({ precompiled })` where code generation is refused; returns the
 * exit code (docs/cli.md, "precompile").
 */
export async function precompileCommand(args: readonly string[], io: CliIo): Promise<number> {
  const read = readCommandArgs(
    args,
    io,
    "precompile",
    { tools: "string", out: "string" },
    PRECOMPILE_USAGE,
    { required: ["tools", "out"] },
  );
  if (typeof read === "number") return read;
  const { values } = read;
  const catalog = await loadCatalog(values.tools as string, { io });
  if (!catalog.ok) return fileError(io, catalog.error);
  const tools = [...catalog.value.values()];
  const out = values.out as string;
  let module: string;
  const leftOut: string[] = [];
  try {
    module = precompileTools(tools, {
      onLeftOut: (name, reason) =>
        leftOut.push(
          `${terminalText(out)}: tool ${terminalText(name)} left out (${terminalText(reason)})\n`,
        ),
    });
  } catch (error) {
    return fileError(
      io,
      `tool-input precompile: the validators could not be generated (it needs code generation: run it at build time): ${reasonOf(error)}`,
    );
  }
  try {
    await writeFile(out, module, "utf8");
  } catch (error) {
    return fileError(io, `${out}: could not be written: ${reasonOf(error)}`);
  }
  // A tool left out goes to the validator's engines, which reject its inputs as not checked.
  for (const line of leftOut) io.writeErr(line);
  const count = tools.length - leftOut.length;
  io.writeErr(`${terminalText(out)}: ${count} ${count === 1 ? "tool" : "tools"} precompiled\n`);
  return EXIT.ok;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
