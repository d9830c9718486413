import { codeSpan, printedName } from "@tool-input/format";
import { formatPointer, type JsonSchema } from "@tool-input/json";
import { nameText } from "../call/name-text.js";
import { readToolName } from "../pipeline/describe-tool.js";
import { liftInput } from "./lift-input.js";
import { projectInputSchema } from "./project-input-schema.js";
import { ProjectionRefusal } from "./projection-context.js";
import { providerName } from "./provider-name.js";
import { rulesOf } from "./target-rules.js";
import type { ProjectionChange, ProjectionResult, ProjectionTarget } from "./types.js";

const noNames: ReadonlySet<string> = new Set();

/**
 * `tool` as `target` takes it: the name and input schema to send the provider, what changed,
 * and `lift`, which turns a call made against them back into the original's shape
 * (docs/providers.md). A schema that cannot be projected faithfully is refused with a reason.
 * Never throws. `taken` holds names other tools of the same catalog already use.
 */
export function projectToolSchema(
  tool: { readonly name: string; readonly inputSchema: JsonSchema },
  target: ProjectionTarget,
  taken: ReadonlySet<string> = noNames,
): ProjectionResult {
  const originalName = nameOf(tool);
  const rules = rulesOf(target);
  if (rules === undefined) {
    return {
      ok: false,
      target,
      originalName,
      reason: unknownTargetSentence(target),
    };
  }
  try {
    const projected = projectInputSchema(tool.inputSchema, rules);
    const name = providerName(originalName, rules, taken);
    const changes: ProjectionChange[] =
      name === originalName
        ? projected.changes
        : [{ kind: "renamed", from: originalName, to: name }, ...projected.changes];
    const plan = projected.lift;
    return {
      ok: true,
      target,
      name,
      originalName,
      inputSchema: projected.schema,
      changes,
      lift: (input) => liftInput(plan, input),
    };
  } catch (error) {
    return {
      ok: false,
      target,
      originalName,
      reason: refusalSentence(originalName, target, error),
    };
  }
}

/** The reason for a target that names none: its text escaped and cut, as any name's. */
function unknownTargetSentence(target: unknown): string {
  const text = nameText(target); // "" where it cannot become text
  return text === ""
    ? "No projection target was named."
    : `There is no projection target named ${codeSpan(text)}.`;
}

/** The refusal's one sentence; the tool's name printed as every message prints one (escaped, cut). */
function refusalSentence(originalName: string, target: ProjectionTarget, error: unknown): string {
  const name = printedName(originalName);
  if (error instanceof ProjectionRefusal) {
    const where =
      error.path.length === 0
        ? "Its input schema"
        : `Its input schema at ${codeSpan(`#${formatPointer(error.path)}`, Number.POSITIVE_INFINITY)}`;
    return `${name} cannot be projected for ${target}: ${lowerFirst(where)} ${error.what}.`;
  }
  // A stack overflow or a hostile getter in the schema: refused, never thrown.
  return `${name} cannot be projected for ${target}: its input schema could not be read.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The tool's name, or "" where it is not a string or reading it throws. */
export function nameOf(tool: { readonly name: string } | undefined): string {
  return readToolName(tool) ?? "";
}
