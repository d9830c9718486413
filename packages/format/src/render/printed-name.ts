import type { FormatOptions, PathSegment } from "../types.js";
import { capText, escapeText } from "./escape-text.js";
import { printedPath } from "./render-path.js";

/** Default longest tool name or parameter path printed. */
const DEFAULT_MAX_NAME_LENGTH = 100;

/** `value` floored where it is a number of at least 1, else `fallback`: how a count option is read. */
export function limit(value: unknown, fallback: number): number {
  return typeof value === "number" && value >= 1 ? Math.floor(value) : fallback;
}

/** The longest tool name or parameter path `options` lets a message print. */
export function maxNameLengthOf(options: FormatOptions | undefined): number {
  return limit(options?.maxNameLength, DEFAULT_MAX_NAME_LENGTH);
}

/**
 * A tool name as every message prints it (docs/messages.md, "Escaping and long names"): cut to
 * `maxNameLength` characters, the last an ellipsis, then escaped. Bare: a code span adds backticks.
 */
export function printedName(name: string, options?: FormatOptions): string {
  return escapeText(capText(name, maxNameLengthOf(options)));
}

/**
 * A parameter path as every message prints it (docs/messages.md, "Escaping and long names"):
 * `renderPath`'s text cut to `maxNameLength` characters, the last an ellipsis. Bare: a code span
 * adds backticks.
 */
export function printedParameterPath(
  path: readonly PathSegment[],
  options?: FormatOptions,
): string {
  return printedPath(path, maxNameLengthOf(options));
}
