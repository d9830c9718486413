import type { Issue, PathSegment } from "../types.js";
import { code } from "./line-context.js";

function stringField(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function pathOf(value: unknown): PathSegment[] {
  return Array.isArray(value)
    ? value.map((segment: unknown) =>
        typeof segment === "number" && Number.isInteger(segment) ? segment : String(segment),
      )
    : [];
}

/**
 * The sentence of an `other` issue a caller wrote without a `message`: from its `expected` and
 * `received` when it has them (``must be `a date` but was `soon` ``), else "is not valid".
 */
function otherMessage(expected: string | undefined, received: string | undefined): string {
  if (expected !== undefined) {
    return received === undefined
      ? `must be ${code(expected)}`
      : `must be ${code(expected)} but was ${code(received)}`;
  }
  return received === undefined ? "is not valid" : `is not valid (was ${code(received)})`;
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
    case "missing":
      return { kind: "missing", path };
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
        ...(source.looksLikeJson === true ? { looksLikeJson: true } : {}),
      };
    case "enum":
      return {
        kind: "enum",
        path,
        allowed: Array.isArray(source.allowed) ? (source.allowed as unknown[]) : [],
        ...(received === undefined ? {} : { received }),
        ...(suggestion === undefined ? {} : { suggestion }),
      };
    default: {
      const message = stringField(source.message);
      return {
        kind: "other",
        path,
        message:
          message === undefined || message === "" ? otherMessage(expected, received) : message,
      };
    }
  }
}
