import { isHoleyArray, presentItems } from "@tool-input/json";
import type { FormatOptions, Issue, IssueKind } from "../types.js";
import { DEFAULT_MAX_LINES, moreLine } from "./cap-lines.js";
import { normaliseIssue } from "./normalise-issue.js";
import { limit, maxNameLengthOf, printedName } from "./printed-name.js";
import { renderLine } from "./render-line.js";

// docs/messages.md, "The shape": all missing, then unexpected, then type mismatches, then the rest.
const RANK: Readonly<Record<IssueKind, number>> = {
  missing: 0,
  unexpected: 1,
  type: 2,
  enum: 3,
  other: 3,
};

/** The line printed when `issues` is empty: the call was rejected, but nothing says why. */
export const NO_ISSUES_LINE = "The input was rejected, but no details were given";

/** The rank of an issue's kind in the order of lines; anything unknown prints as `other`. */
function rankOf(raw: unknown): number {
  const kind =
    typeof raw === "object" && raw !== null ? (raw as { kind?: unknown }).kind : undefined;
  return typeof kind === "string" && Object.hasOwn(RANK, kind) ? RANK[kind as IssueKind] : 3;
}

function lines(issues: readonly Issue[], options: FormatOptions | undefined): string[] {
  const context = {
    hints: options?.hints !== false,
    maxNameLength: maxNameLengthOf(options),
  };
  // One pass into a bucket per rank keeps the order given within a kind, in linear time.
  const buckets: unknown[][] = [[], [], [], []];
  const list: readonly unknown[] = Array.isArray(issues) ? presentItems(issues) : [];
  for (const raw of list) buckets[rankOf(raw)]?.push(raw);
  if (list.length === 0) return [NO_ISSUES_LINE];
  // Only the lines that will be printed are read and rendered; the rest are counted.
  const maxLines = limit(options?.maxLines, DEFAULT_MAX_LINES);
  const shown = buckets
    .flat()
    .slice(0, maxLines)
    .map((raw) => renderLine(normaliseIssue(raw), context));
  const unlisted = options?.unlistedIssues;
  const rest =
    list.length -
    shown.length +
    (typeof unlisted === "number" && unlisted > 0 ? Math.floor(unlisted) : 0);
  return rest > 0 ? [...shown, moreLine(rest)] : shown;
}

/** A name that is not a string by `String`; an array with holes throws at once, as `String` would in the end. */
function toolNameText(toolName: unknown): string {
  if (typeof toolName === "string") return toolName;
  if (Array.isArray(toolName) && isHoleyArray(toolName)) {
    throw new RangeError("the tool name is an array with holes");
  }
  return String(toolName);
}

function text(toolName: string, issues: readonly Issue[], options?: FormatOptions): string {
  const name = toolNameText(toolName);
  const printed = lines(issues, options);
  const noun = printed.length === 1 ? "issue" : "issues";
  return `${printedName(name, options)} failed due to the following ${noun}:\n${printed.join("\n")}`;
}

/** The model-facing text for `issues` of a call to `toolName`. Never throws. */
export function formatIssues(
  toolName: string,
  issues: readonly Issue[],
  options?: FormatOptions,
): string {
  try {
    return text(toolName, issues, options);
  } catch {
    // The one boundary of "never throws": only a hostile caller gets here (a name whose
    // toString throws, a getter or Proxy in the issues or options); the text still says it.
    return `The tool failed due to the following issue:\n${NO_ISSUES_LINE}`;
  }
}

// Any spelling of a tag that could open or close the wrapper (`</TOOL_USE_ERROR>`,
// `</tool_use_error >`, `<tool_use_error>`) is taken apart at its `<`, so a name the model chose
// can neither end the wrapper early nor start a forged one (docs/messages.md, "Escaping").
const WRAPPER_TAG = /<(?=\s*\/?\s*tool_use_error)/gi;

/** `formatIssues` wrapped as `<tool_use_error>InputValidationError: …</tool_use_error>`. Never throws. */
export function toolUseError(
  toolName: string,
  issues: readonly Issue[],
  options?: FormatOptions,
): string {
  return wrapToolUseError(`InputValidationError: ${formatIssues(toolName, issues, options)}`);
}

/**
 * `text` inside `<tool_use_error>…</tool_use_error>`, with every `tool_use_error` tag in it taken
 * apart. For texts built from `formatIssues` (a repeat's added lines, an unknown tool's sentence).
 */
export function wrapToolUseError(text: string): string {
  return `<tool_use_error>${String(text).replace(WRAPPER_TAG, "\\u003c")}</tool_use_error>`;
}
