import {
  boundSentence,
  formatSentence,
  type LengthUnit,
  lengthSentence,
  multipleOfSentence,
  patternSentence,
} from "../build/constraint-sentences.js";
import { enumIssue } from "../build/enum-issue.js";
import { typeIssue } from "../build/type-issue.js";
import { code } from "../render/line-context.js";
import type { Issue, PathSegment } from "../types.js";
import type { ZodIssueContext } from "./zod-issue-like.js";
import { expectedType, receivedType } from "./zod-received.js";

type Handler = (context: ZodIssueContext) => Issue[];

function other(path: readonly PathSegment[], message: string): Issue[] {
  return [{ kind: "other", path, message }];
}

function fallback({ issue, path }: ZodIssueContext): Issue[] {
  const message = typeof issue.message === "string" ? issue.message : "";
  return other(path, message === "" ? "is not valid" : `is not valid (${message})`);
}

const UNITS: Readonly<Record<string, LengthUnit>> = {
  string: "character",
  array: "item",
  set: "item",
};

function sized(side: "min" | "max"): Handler {
  return (context) => {
    const { issue, path, known } = context;
    const limit = Number(side === "min" ? issue.minimum : issue.maximum);
    const origin = String(issue.origin ?? issue.type);
    const unit = UNITS[origin];
    if (unit !== undefined) {
      const exact = issue.exact === true;
      const words = exact ? "exactly" : side === "min" ? "at least" : "at most";
      // zod's exclusive length limits (`.gt` on a length does not exist) are never produced.
      return other(path, lengthSentence(words, limit, unit, known));
    }
    if (origin === "number" || origin === "int" || origin === "bigint") {
      const inclusive = issue.inclusive !== false;
      const bound =
        side === "min"
          ? inclusive
            ? "minimum"
            : "exclusiveMinimum"
          : inclusive
            ? "maximum"
            : "exclusiveMaximum";
      return other(path, boundSentence(bound, limit, known));
    }
    return fallback(context);
  };
}

const STRING_CHECKS: Readonly<Record<string, string>> = {
  includes: "must include",
  startsWith: "must start with",
  starts_with: "must start with",
  endsWith: "must end with",
  ends_with: "must end with",
};

/**
 * zod 4 writes a pattern as a regular expression literal (`/^[a-z]+$/`); without flags it reads
 * as the JSON Schema pattern Ajv names (`^[a-z]+$`), with flags it stays as written.
 */
function sourceOf(pattern: string): string {
  return pattern.length >= 2 && pattern.startsWith("/") && pattern.endsWith("/")
    ? pattern.slice(1, -1)
    : pattern;
}

function stringFormat(context: ZodIssueContext, format: unknown): Issue[] {
  const { issue, path, known } = context;
  if (format === "regex") {
    const pattern = typeof issue.pattern === "string" ? sourceOf(issue.pattern) : undefined;
    return other(path, patternSentence(pattern, known));
  }
  if (typeof format === "object" && format !== null) {
    // v3: `{ includes: "x" }`, `{ startsWith: "x" }`, `{ endsWith: "x" }`.
    const [name, value] = Object.entries(format)[0] ?? [];
    const words = name === undefined ? undefined : STRING_CHECKS[name];
    return words === undefined ? fallback(context) : other(path, `${words} ${code(String(value))}`);
  }
  if (typeof format === "string") {
    const words = STRING_CHECKS[format];
    const value = issue.prefix ?? issue.suffix ?? issue.includes;
    if (words !== undefined && value !== undefined) {
      return other(path, `${words} ${code(String(value))}`);
    }
    return other(path, formatSentence(format, known));
  }
  return fallback(context);
}

/** The zod v3 and v4 issue codes with a sentence of their own. */
type ZodCode =
  | "invalid_type"
  | "unrecognized_keys"
  | "invalid_enum_value"
  | "invalid_value"
  | "invalid_literal"
  | "too_small"
  | "too_big"
  | "not_multiple_of"
  | "invalid_string"
  | "invalid_format";

// `invalid_union` needs its branches, and a discriminated union's tag the input: both are read in
// issues-from-zod.ts.
const HANDLERS: { readonly [C in ZodCode]: Handler } = {
  invalid_type: ({ issue, path, known }) => {
    const received = receivedType(issue, known);
    if (received === "undefined") return [{ kind: "missing", path }];
    const issueFromType = typeIssue(path, [expectedType(issue)], known);
    return [
      known === undefined && received !== undefined
        ? { ...issueFromType, received }
        : issueFromType,
    ];
  },
  unrecognized_keys: ({ issue, path }) =>
    (Array.isArray(issue.keys) ? issue.keys : []).map(
      (key: unknown): Issue => ({ kind: "unexpected", path: [...path, String(key)] }),
    ),
  invalid_enum_value: ({ issue, path, known }) => [
    enumIssue(path, Array.isArray(issue.options) ? issue.options : [], known),
  ],
  invalid_value: ({ issue, path, known }) => [
    enumIssue(path, Array.isArray(issue.values) ? issue.values : [], known),
  ],
  invalid_literal: ({ issue, path, known }) => [enumIssue(path, [issue.expected], known)],
  too_small: sized("min"),
  too_big: sized("max"),
  not_multiple_of: ({ issue, path, known }) => [
    ...other(path, multipleOfSentence(issue.multipleOf ?? issue.divisor, known)),
  ],
  invalid_string: (context) => stringFormat(context, context.issue.validation),
  invalid_format: (context) => stringFormat(context, context.issue.format),
};

function isZodCode(code: unknown): code is ZodCode {
  return typeof code === "string" && Object.hasOwn(HANDLERS, code);
}

/** The issues one zod issue stands for (not `invalid_union`). */
export function issuesForZodIssue(context: ZodIssueContext): Issue[] {
  const code = context.issue.code;
  return isZodCode(code) ? HANDLERS[code](context) : fallback(context);
}
