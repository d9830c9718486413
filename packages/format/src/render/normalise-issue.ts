import { presentItems } from "@tool-input/json";
import type { Issue, JsonTextProblem, JsonTextVerdict, PathSegment } from "../types.js";
import { valueSpan } from "./line-context.js";

function stringField(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function pathOf(value: unknown): PathSegment[] {
  return Array.isArray(value)
    ? presentItems(value).map((segment: unknown) =>
        typeof segment === "number" && Number.isInteger(segment) ? segment : String(segment),
      )
    : [];
}

/**
 * The sentence of an `other` issue a caller wrote without a `message`: from its `expected` and
 * `received` when it has them (``must be `a date` but was `soon` ``), else "is not valid".
 */
function otherMessage(expected: string | undefined, received: string | undefined): string {
  const was = valueSpan(received ?? "");
  if (expected !== undefined) {
    return received === undefined
      ? `must be ${valueSpan(expected)}`
      : `must be ${valueSpan(expected)} but was ${was}`;
  }
  return received === undefined ? "is not valid" : `is not valid (was ${was})`;
}

/** A caller's JSON-text problem, kept only when it is well formed. */
function problemOf(value: unknown): JsonTextProblem | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const problem = value as Record<string, unknown>;
  if (problem.reason === "syntax" && typeof problem.detail === "string") {
    return { reason: "syntax", detail: problem.detail };
  }
  if (problem.reason === "nesting" && typeof problem.limit === "number") {
    return { reason: "nesting", limit: problem.limit };
  }
  if (problem.reason === "precision" && typeof problem.literal === "string") {
    return { reason: "precision", literal: problem.literal };
  }
  return problem.reason === "prototype" ? { reason: "prototype" } : undefined;
}

/**
 * A caller's `jsonText` verdict, kept only when it is well formed; the fields of earlier
 * versions (`looksLikeJson: true`, `jsonProblem`) are read as the verdict they stood for.
 */
function jsonTextOf(source: Record<string, unknown>): { jsonText?: JsonTextVerdict } {
  const verdict = source.jsonText as Record<string, unknown> | undefined;
  if (typeof verdict === "object" && verdict !== null) {
    if (verdict.ok === true) return { jsonText: { ok: true } };
    const problem = verdict.ok === false ? problemOf(verdict.problem) : undefined;
    return problem === undefined ? {} : { jsonText: { ok: false, problem } };
  }
  const problem = problemOf(source.jsonProblem);
  if (problem !== undefined) return { jsonText: { ok: false, problem } };
  return source.looksLikeJson === true ? { jsonText: { ok: true } } : {};
}

/**
 * A well-formed `Issue` from anything a caller passed (JavaScript callers are not held to the
 * types), so that formatting never throws: an unknown kind reads as `other`, fields of the wrong
 * type are dropped, path segments become keys, and each kind keeps only its own fields.
 */
export function normaliseIssue(raw: unknown): Issue {
  const source = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const path = pathOf(source.path);
  const expected = stringField(source.expected);
  const received = stringField(source.received);
  const suggestion = stringField(source.suggestion);
  switch (source.kind) {
    case "missing": {
      const sentAs = stringField(source.sentAs);
      return {
        kind: "missing",
        path,
        ...(sentAs === undefined ? {} : { sentAs }),
        ...(Array.isArray(source.allowed) ? { allowed: presentItems(source.allowed) } : {}),
      };
    }
    case "unexpected":
      return suggestion === undefined
        ? { kind: "unexpected", path }
        : { kind: "unexpected", path, suggestion };
    case "type":
      return {
        kind: "type",
        path,
        expected: expected ?? "another type",
        ...(received === undefined ? {} : { received }),
        ...jsonTextOf(source),
        ...(typeof source.pythonProblem === "string"
          ? { pythonProblem: source.pythonProblem }
          : {}),
        ...(source.listLike === true ? { listLike: true } : {}),
        ...(source.requiredNull === true ? { requiredNull: true } : {}),
      };
    case "enum":
      return {
        kind: "enum",
        path,
        allowed: Array.isArray(source.allowed) ? presentItems(source.allowed) : [],
        ...(received === undefined ? {} : { received }),
        ...(typeof source.receivedType === "string" ? { receivedType: source.receivedType } : {}),
        ...(suggestion === undefined ? {} : { suggestion }),
        ...(source.emptyOptional === true ? { emptyOptional: true } : {}),
      };
    default: {
      const message = stringField(source.message);
      return {
        kind: "other",
        path,
        message:
          message === undefined || message === "" ? otherMessage(expected, received) : message,
        ...(source.emptyOptional === true ? { emptyOptional: true } : {}),
        ...(source.argumentsText === true ? { argumentsText: true } : {}),
      };
    }
  }
}
