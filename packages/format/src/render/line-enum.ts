import type { EnumIssue } from "../types.js";
import {
  didYouMeanHint,
  emptyOptionalHint,
  type LineContext,
  subject,
  valueSpan,
} from "./line-context.js";
import { previewValue, typeNameOf } from "./preview-value.js";

/** Allowed values listed before the rest are counted. */
const MAX_ALLOWED = 20;

/**
 * The allowed values as code spans: strings as they are when all are strings (`""` as `an empty
 * string`), JSON otherwise.
 */
export function renderAllowed(allowed: readonly unknown[], asJson = false): string {
  const quote = asJson || !allowed.every((value) => typeof value === "string");
  const shown = allowed.slice(0, MAX_ALLOWED).map((value) => valueSpan(previewValue(value, quote)));
  const rest = allowed.length - shown.length;
  return rest > 0 ? `${shown.join(", ")} (and ${rest} more)` : shown.join(", ");
}

const TYPE_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  string: ["the string", "the strings"],
  number: ["the number", "the numbers"],
  boolean: ["the boolean", "the booleans"],
  array: ["the array", "the arrays"],
  object: ["the object", "the objects"],
};

/** "the string " when every allowed value is a string (and the value sent is not), "" otherwise. */
function allowedType(allowed: readonly unknown[], plural: boolean): string {
  const type = typeNameOf(allowed[0]);
  const words = TYPE_WORDS[type];
  if (words === undefined || !allowed.every((value) => typeNameOf(value) === type)) return "";
  return `${words[plural ? 1 : 0]} `;
}

/**
 * ``The parameter `mode` must be one of `a`, `b` but was `c` ``; a single allowed value reads
 * ``must be `a` but was `c` ``. When the value sent has none of the allowed values' types, both
 * sides name their type: ``must be the string `"5"` but was the number `5` ``.
 */
export function lineEnum(issue: EnumIssue, context: LineContext): string {
  const allowed = issue.allowed;
  const typed = issue.receivedType !== undefined;
  const values = renderAllowed(allowed, typed);
  let body = subject(issue, context);
  if (allowed.length === 0) body += " is not one of the allowed values";
  else if (allowed.length === 1)
    body += ` must be ${typed ? allowedType(allowed, false) : ""}${values}`;
  else body += ` must be one of ${typed ? allowedType(allowed, true) : ""}${values}`;
  if (issue.received !== undefined) {
    const words =
      typed && issue.received !== "" ? TYPE_WORDS[issue.receivedType ?? ""]?.[0] : undefined;
    body += ` but was ${words === undefined ? "" : `${words} `}${valueSpan(issue.received)}`;
  }
  return body + didYouMeanHint(issue.suggestion, context) + emptyOptionalHint(issue, context);
}
