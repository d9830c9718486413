import type { Issue, IssueKind, PathSegment } from "../types.js";

const KINDS: ReadonlySet<string> = new Set(["missing", "unexpected", "type", "enum", "other"]);

function stringField(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * A well-formed `Issue` from anything a caller passed, so that formatting never throws:
 * unknown kinds read as `other`, non-string fields are dropped, path segments become keys.
 */
export function normaliseIssue(raw: unknown): Issue {
  const source = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const kind = (KINDS.has(source.kind as string) ? source.kind : "other") as IssueKind;
  const path: PathSegment[] = Array.isArray(source.path)
    ? source.path.map((segment: unknown) =>
        typeof segment === "number" && Number.isInteger(segment) ? segment : String(segment),
      )
    : [];
  const expected = stringField(source.expected);
  const received = stringField(source.received);
  const message = stringField(source.message);
  const suggestion = stringField(source.suggestion);
  // Fields added one by one, in this order, only when present (no spread of partial objects).
  const issue: { -readonly [K in keyof Issue]: Issue[K] } = { kind, path };
  if (expected !== undefined) issue.expected = expected;
  if (received !== undefined) issue.received = received;
  if (message !== undefined) issue.message = message;
  if (Array.isArray(source.allowed)) issue.allowed = source.allowed as unknown[];
  if (suggestion !== undefined) issue.suggestion = suggestion;
  if (source.looksLikeJson === true) issue.looksLikeJson = true;
  return issue;
}
