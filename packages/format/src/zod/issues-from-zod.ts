import { atLeastOne } from "../build/at-least-one.js";
import { shapesSentence } from "../build/constraint-sentences.js";
import { tagIssue } from "../build/tag-issue.js";
import { typeIssue } from "../build/type-issue.js";
import { dedupeIssues } from "../refine/dedupe-issues.js";
import { withSuggestionBudget } from "../refine/did-you-mean.js";
import { suggestKeys } from "../refine/suggest-keys.js";
import { valueAt } from "../refine/value-at.js";
import type { Issue, Issues, Known, PathSegment } from "../types.js";
import { issuesForZodIssue } from "./zod-codes.js";
import { type ZodIssueContext, type ZodIssueLike, zodIssuesOf, zodPath } from "./zod-issue-like.js";
import { expectedType, receivedType } from "./zod-received.js";

function samePath(a: readonly PathSegment[], b: readonly PathSegment[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/** `issue` at `path`, with the value there. */
function locate(issue: ZodIssueLike, path: PathSegment[], data: Known): ZodIssueContext {
  return { issue, path, known: knownAt(issue, path, data) };
}

/** The branches of an `invalid_union`, with absolute paths (v4 paths are relative to the union). */
function branchesOf({ issue, path }: ZodIssueContext, data: Known): ZodIssueContext[][] {
  if (Array.isArray(issue.unionErrors)) {
    return issue.unionErrors.map((error: unknown) =>
      zodIssuesOf(error).map((inner) => locate(inner, zodPath(inner), data)),
    );
  }
  if (Array.isArray(issue.errors)) {
    return issue.errors.map((branch: unknown) =>
      zodIssuesOf(branch).map((inner) => locate(inner, zodPath(inner, path), data)),
    );
  }
  return [];
}

function knownAt(issue: ZodIssueLike, path: readonly PathSegment[], data: Known): Known {
  if (data !== undefined) return valueAt(data.value, path);
  if ("input" in issue) return { value: issue.input };
  // v3 enum and literal issues carry the value itself.
  if (issue.code === "invalid_enum_value" || issue.code === "invalid_literal") {
    return "received" in issue ? { value: issue.received } : undefined;
  }
  return undefined;
}

function mapAll(located: readonly ZodIssueContext[], data: Known): Issue[] {
  const issues: Issue[] = [];
  for (const entry of located) for (const issue of mapOne(entry, data)) issues.push(issue);
  return issues;
}

function isTypeRejection(entry: ZodIssueContext, path: readonly PathSegment[]): boolean {
  if (entry.issue.code !== "invalid_type" || !samePath(entry.path, path)) return false;
  return receivedType(entry.issue, entry.known) !== "undefined";
}

// As for Ajv (docs/messages.md, "How the combinators read"): a branch that rejects the value by value does not claim it.
function rejectsByValue(entry: ZodIssueContext, path: readonly PathSegment[]): boolean {
  const code = entry.issue.code;
  return (
    samePath(entry.path, path) &&
    (code === "invalid_literal" || code === "invalid_value" || code === "invalid_enum_value")
  );
}

/** A failed union, read as Ajv's anyOf is (docs/messages.md, "How the combinators read"). */
function unionIssues(union: ZodIssueContext, data: Known): Issue[] {
  const { path, known } = union;
  const branches = branchesOf(union, data);
  const rejected = branches.filter((branch) =>
    branch.some((entry) => isTypeRejection(entry, path)),
  );
  if (branches.length > 0 && rejected.length === branches.length) {
    const types = rejected.flatMap((branch) =>
      branch.filter((entry) => isTypeRejection(entry, path)).map((e) => expectedType(e.issue)),
    );
    const type = typeIssue(path, types, known);
    if (known !== undefined) return [type];
    // Without the input, the branches' own issues say what was received.
    const first = rejected[0]?.find((entry) => isTypeRejection(entry, path));
    const received = first === undefined ? undefined : receivedType(first.issue, undefined);
    return [received === undefined ? type : { ...type, received }];
  }
  const open = branches.filter((branch) => !rejected.includes(branch));
  const only = open.length === 1 ? open[0] : undefined;
  if (only !== undefined && !only.some((entry) => rejectsByValue(entry, path))) {
    return mapAll(only, data);
  }
  return [{ kind: "other", path, message: shapesSentence(undefined, branches.length, known) }];
}

function mapOne(entry: ZodIssueContext, data: Known): Issue[] {
  const { issue, path, known } = entry;
  if (
    issue.code === "invalid_union_discriminator" ||
    (issue.code === "invalid_union" && Array.isArray(issue.options))
  ) {
    // A discriminated union whose tag selects no option (v3 invalid_union_discriminator, v4
    // invalid_union with `options`; the path ends at the tag): missing, or one of the options.
    const options = Array.isArray(issue.options) ? issue.options : [];
    const holder = data === undefined ? undefined : valueAt(data.value, path.slice(0, -1));
    return [tagIssue(path, options, holder, known)];
  }
  if (issue.code === "invalid_union") return unionIssues(entry, data);
  return issuesForZodIssue(entry);
}

/**
 * Issues from a zod v3 or v4 `ZodError`, or its `issues` array, without importing zod. Pass the
 * validated input as `data` to read the values zod leaves out (v4 keeps no `received`): the
 * text is then the same as `issuesFromAjv` gives for the same mistakes. Never empty: anything
 * without a readable issue gives one, "The input is not valid". Never throws.
 */
export function issuesFromZod(errorOrIssues: unknown, data?: unknown): Issues {
  try {
    const input: Known = data === undefined ? undefined : { value: data };
    const located = zodIssuesOf(errorOrIssues).map((issue) => locate(issue, zodPath(issue), input));
    return withSuggestionBudget(() =>
      atLeastOne(dedupeIssues(suggestKeys(mapAll(located, input), () => [], input))),
    );
  } catch {
    // The one boundary of "never throws": an error object whose nested reads throw (a hostile
    // Proxy) still gets a rejection that says so.
    return atLeastOne([]);
  }
}
