import { type FormatOptions, printedName } from "@tool-input/format";
import { readField } from "@tool-input/json";

/**
 * The name messages use for `tool`: its `name`, or `(unnamed tool)` when it has none or reading it
 * throws. Never throws.
 */
export function toolNameOf(tool: unknown): string {
  if (typeof tool !== "object" || tool === null) return unnamed;
  return readToolName(tool) || unnamed;
}

/**
 * `tool.name` where it is a string, else `undefined`, also where reading it throws (a getter or
 * Proxy trap: what follows still needs a name). Never throws.
 */
export function readToolName(tool: unknown): string | undefined {
  const name = readField(tool, "name");
  return typeof name === "string" ? name : undefined;
}

const unnamed = "(unnamed tool)";

/**
 * The `schemaError` sentence for a tool whose input schema could not be compiled; the name
 * printed as every message prints it (docs/messages.md, "Escaping and long names").
 */
export function schemaErrorSentence(
  toolName: string,
  problem: string,
  options?: FormatOptions,
): string {
  return `The input schema of tool \`${printedName(toolName, options)}\` could not be compiled: ${problem}; the input was not validated.`;
}

/** The `schemaError` sentence for a tool whose input no engine could check here, named as above. */
export function notCheckedSentence(
  toolName: string,
  problem: string,
  options?: FormatOptions,
): string {
  return `The input of tool \`${printedName(toolName, options)}\` could not be checked: no validation engine could compile its input schema here (${problem}); the input was rejected.`;
}

/** The sentence `Validator#validate` gives for a schema that could not be compiled. */
export function bareSchemaErrorSentence(problem: string, fault?: "schema" | "engine"): string {
  return fault === "engine"
    ? `The input could not be checked: no validation engine could compile the schema here (${problem}).`
    : `The schema could not be compiled: ${problem}.`;
}
