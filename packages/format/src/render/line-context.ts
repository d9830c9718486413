import type { Issue, PathSegment } from "../types.js";
import { capText, escapeLineBreaks, escapeText } from "./escape-text.js";
import { printedPath } from "./render-path.js";

/** What every sentence renderer needs besides the issue. */
export interface LineContext {
  /** Whether recovery hints are appended. */
  readonly hints: boolean;
  /** Longest parameter path printed before an ellipsis. */
  readonly maxNameLength: number;
}

/** Longest value text (`expected`, `received`, an allowed value) printed before an ellipsis. */
export const MAX_VALUE_LENGTH = 100;

/** Longest sentence fragment (an `other` issue's message, a hint's reason) printed before an ellipsis. */
const MAX_FRAGMENT_LENGTH = 300;

/**
 * A sentence fragment an issue carries (an `other` issue's message, a hint's reason), kept on one
 * line: cut at 300 characters, line breaks escaped, backticks kept since the adapters and decoders
 * write code spans with them (docs/messages.md, "Escaping and long names").
 */
export function fragment(text: string): string {
  return escapeLineBreaks(capText(text, MAX_FRAGMENT_LENGTH));
}

/** `text` as a code span that cannot break the line or the span. */
export function code(text: string, max: number = MAX_VALUE_LENGTH): string {
  return `\`${escapeText(capText(text, max))}\``;
}

/**
 * A value sent or allowed as the sentences print it: a code span cut at `max` characters, or
 * `an empty string` for `""`, never an empty span (docs/messages.md, "Enum and const").
 */
export function valueSpan(text: string, max: number = MAX_VALUE_LENGTH): string {
  return text === "" ? "an empty string" : code(text, max);
}

/** "The parameter `a.b`" for a path, "The input" for the root, "The arguments text" for the raw text. */
export function subject(issue: Issue, context: LineContext): string {
  if (issue.kind === "other" && issue.argumentsText === true) return "The arguments text";
  if (issue.path.length === 0) return "The input";
  return `The parameter \`${printedPath(issue.path, context.maxNameLength)}\``;
}

/** A hint (with a leading space) when hints are on and there is one, "" otherwise. */
export function hint(text: string | undefined, context: LineContext): string {
  return context.hints && text !== undefined ? ` (${text})` : "";
}

/** The did-you-mean hint for `suggestion`, or "" when hints are off or there is none. */
export function didYouMeanHint(suggestion: string | undefined, context: LineContext): string {
  return hint(suggestion === undefined ? undefined : `did you mean ${code(suggestion)}?`, context);
}

/**
 * ``(leave `filter` out rather than sending an empty string)`` for an empty string an optional
 * parameter's own constraints refuse (docs/messages.md, "Hints"), or "".
 */
export function emptyOptionalHint(
  issue: { readonly path: readonly PathSegment[]; readonly emptyOptional?: boolean },
  context: LineContext,
): string {
  const key = issue.path[issue.path.length - 1];
  if (issue.emptyOptional !== true || key === undefined) return "";
  return hint(`leave ${code(String(key))} out rather than sending an empty string`, context);
}
