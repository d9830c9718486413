import { atLeastOne } from "../issues/at-least-one.js";
import { dedupeIssues } from "../issues/dedupe-issues.js";
import { DeclaredKeys, orderBySchema } from "../issues/order-by-schema.js";
import { suggestKeys } from "../issues/suggest-keys.js";
import { resolvePointer } from "../issues/value-at.js";
import type { Issue, Issues } from "../types.js";
import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";
import { issuesForAjvError } from "./ajv-keywords.js";
import { planAjvErrors } from "./ajv-plan.js";

export type { AjvErrorLike } from "./ajv-error-like.js";

function isErrorLike(error: unknown): error is AjvErrorLike {
  if (typeof error !== "object" || error === null) return false;
  try {
    const candidate = error as Record<string, unknown>;
    return (
      typeof candidate.keyword === "string" &&
      typeof (candidate.instancePath ?? "") === "string" &&
      typeof (candidate.schemaPath ?? "") === "string"
    );
  } catch {
    return false;
  }
}

/** Stands for an error whose fields cannot be read: it still says the input was refused. */
const UNREADABLE: AjvErrorLike = { keyword: "", instancePath: "", schemaPath: "", params: {} };

function normalise(error: AjvErrorLike): AjvErrorLike {
  try {
    return {
      ...error,
      instancePath: error.instancePath ?? "",
      schemaPath: error.schemaPath ?? "",
      params: typeof error.params === "object" && error.params !== null ? error.params : {},
    };
  } catch {
    return UNREADABLE;
  }
}

/** The issues of one error; an error whose fields defeat its handler still gives a line. */
function safeIssuesFor(entry: AjvErrorContext): Issue[] {
  try {
    return issuesForAjvError(entry);
  } catch {
    return [{ kind: "other", path: entry.path, message: "is not valid" }];
  }
}

/**
 * Issues from the Ajv errors of a rejected input; `data` is the validated input, read for the
 * received types. Works on `allErrors` output with or without `verbose` (with it, issues follow
 * the schema's property order and unexpected keys get did-you-mean candidates from the schema).
 * Never empty: errors that say nothing readable give one issue, "The input is not valid".
 * Never throws.
 */
export function issuesFromAjv(
  errors: readonly AjvErrorLike[] | null | undefined,
  data: unknown,
): Issues {
  try {
    const located: AjvErrorContext[] = (Array.isArray(errors) ? errors : [])
      .filter(isErrorLike)
      .map(normalise)
      .map((error) => ({ error, ...resolvePointer(error.instancePath, data) }));
    const plan = planAjvErrors(located);
    const declared = new DeclaredKeys();
    const issues: Issue[] = [];
    located.forEach((entry, index) => {
      if (plan.dropped.has(index)) return;
      declared.learn(entry.path, entry.error.parentSchema);
      issues.push(...(plan.replaced.get(index) ?? safeIssuesFor(entry)));
    });
    const suggested = suggestKeys(issues, (parent) => declared.at(parent), { value: data });
    return atLeastOne(dedupeIssues(orderBySchema(suggested, declared)));
  } catch {
    // Only malformed errors can get here; the rejection still says so.
    return atLeastOne([]);
  }
}
