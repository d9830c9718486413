import { type Known, shapesSentence } from "../issues/constraint-sentences.js";
import { dedupeIssues } from "../issues/dedupe-issues.js";
import { enumIssue } from "../issues/enum-issue.js";
import { suggestKeys } from "../issues/suggest-keys.js";
import { typeIssue } from "../issues/type-issue.js";
import { valueAt } from "../issues/value-at.js";
import type { Issue, PathSegment } from "../types.js";
import { issuesForZodIssue } from "./zod-codes.js";
import { type ZodIssueLike, zodIssuesOf, zodPath } from "./zod-issue-like.js";
import { expectedType, receivedType } from "./zod-received.js";

interface Located {
  readonly issue: ZodIssueLike;
  readonly path: PathSegment[];
}

function samePath(a: readonly PathSegment[], b: readonly PathSegment[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/** The branches of an `invalid_union`, with absolute paths (v4 paths are relative to the union). */
function branchesOf(issue: ZodIssueLike, path: readonly PathSegment[]): Located[][] {
  if (Array.isArray(issue.unionErrors)) {
    return issue.unionErrors.map((error: unknown) =>
      zodIssuesOf(error).map((inner) => ({ issue: inner, path: zodPath(inner) })),
    );
  }
  if (Array.isArray(issue.errors)) {
    return issue.errors.map((branch: unknown) =>
      zodIssuesOf(branch).map((inner) => ({ issue: inner, path: zodPath(inner, path) })),
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

function mapAll(located: readonly Located[], data: Known): Issue[] {
  return located.flatMap((entry) => {
    try {
      return mapOne(entry, data);
    } catch {
      // An issue whose fields defeat its handler still says the value was refused.
      return [{ kind: "other", path: entry.path, message: "is not valid" }];
    }
  });
}

function isTypeRejection(entry: Located, path: readonly PathSegment[], data: Known): boolean {
  if (entry.issue.code !== "invalid_type" || !samePath(entry.path, path)) return false;
  return receivedType(entry.issue, knownAt(entry.issue, entry.path, data)) !== "undefined";
}

// As in ajv-plan.ts: a branch that rejects the value by value does not claim it.
function rejectsByValue(entry: Located, path: readonly PathSegment[]): boolean {
  const code = entry.issue.code;
  return (
    samePath(entry.path, path) &&
    (code === "invalid_literal" || code === "invalid_value" || code === "invalid_enum_value")
  );
}

/** A failed union, read as Ajv's anyOf is (see ajv-plan.ts): one issue, or the one branch. */
function unionIssues({ issue, path }: Located, data: Known): Issue[] {
  const known = knownAt(issue, path, data);
  const branches = branchesOf(issue, path);
  const rejected = branches.filter((branch) =>
    branch.some((entry) => isTypeRejection(entry, path, data)),
  );
  if (branches.length > 0 && rejected.length === branches.length) {
    const types = rejected.flatMap((branch) =>
      branch
        .filter((entry) => isTypeRejection(entry, path, data))
        .map((e) => expectedType(e.issue)),
    );
    const type = typeIssue(path, types, known);
    if (known !== undefined) return [type];
    // Without the input, the branches' own issues say what was received.
    const first = rejected[0]?.find((entry) => isTypeRejection(entry, path, data));
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

function mapOne(entry: Located, data: Known): Issue[] {
  const { issue, path } = entry;
  if (issue.code === "invalid_union" && Array.isArray(issue.options)) {
    // v4's discriminated union with no matching tag (path ends at the tag), as v3's
    // invalid_union_discriminator: the tag must be one of the options.
    return [enumIssue(path, issue.options, knownAt(issue, path, data))];
  }
  if (issue.code === "invalid_union") return unionIssues(entry, data);
  const known = knownAt(entry.issue, entry.path, data);
  return issuesForZodIssue({ issue: entry.issue, path: entry.path, known });
}

/**
 * Issues from a zod v3 or v4 `ZodError`, or its `issues` array, without importing zod. Pass the
 * validated input as `data` to read the values zod leaves out (v4 keeps no `received`): the
 * text is then the same as `issuesFromAjv` gives for the same mistakes. Never throws.
 */
export function issuesFromZod(errorOrIssues: unknown, data?: unknown): Issue[] {
  try {
    const input: Known = data === undefined ? undefined : { value: data };
    const located = zodIssuesOf(errorOrIssues).map((issue) => ({ issue, path: zodPath(issue) }));
    return dedupeIssues(suggestKeys(mapAll(located, input), () => [], input));
  } catch {
    return [];
  }
}
