import { presentItems } from "@tool-input/json";
import { atLeastOne } from "../build/at-least-one.js";
import { dedupeIssues } from "../refine/dedupe-issues.js";
import { withSuggestionBudget } from "../refine/did-you-mean.js";
import { DeclaredKeys, orderBySchema } from "../refine/order-by-schema.js";
import { suggestKeys } from "../refine/suggest-keys.js";
import { withPreviewMemo } from "../render/preview-value.js";
import type { Issue, Issues } from "../types.js";
import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";
import { issuesForAjvError } from "./ajv-keywords.js";
import { planAjvErrors } from "./ajv-plan.js";
import { LocatedError } from "./located-error.js";

export type { AjvErrorLike } from "./ajv-error-like.js";

/** Stands for an error whose fields cannot be read: it still says the input was refused. */
const UNREADABLE: AjvErrorLike = { keyword: "", instancePath: "", schemaPath: "", params: {} };

function text(value: unknown): string | undefined {
  return value === undefined || value === null ? "" : typeof value === "string" ? value : undefined;
}

/**
 * A plain copy of one error the caller passed, its fields checked for type, or `undefined` when it
 * is not an error at all. The one place the errors are read: a getter or Proxy in them that throws
 * makes that error unreadable, and the others are kept (docs/messages.md, "issuesFromAjv").
 */
function readError(error: unknown): AjvErrorLike | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  try {
    const source = error as Record<string, unknown>;
    const instancePath = text(source.instancePath);
    const schemaPath = text(source.schemaPath);
    if (typeof source.keyword !== "string" || instancePath === undefined) return undefined;
    if (schemaPath === undefined) return undefined;
    const params = source.params;
    // Only the fields this package reads (not `data`), each read once.
    const read: { -readonly [K in keyof AjvErrorLike]: AjvErrorLike[K] } = {
      keyword: source.keyword,
      instancePath,
      schemaPath,
      params: typeof params === "object" && params !== null ? paramsOf(params) : {},
    };
    if (typeof source.message === "string") read.message = source.message;
    if ("schema" in source) read.schema = listOrValue(source.schema);
    if ("parentSchema" in source) read.parentSchema = source.parentSchema;
    if (typeof source.propertyName === "string") read.propertyName = source.propertyName;
    return read;
  } catch {
    return UNREADABLE;
  }
}

/** A value as this package reads it: an array by the items it has (a sparse one skips its holes). */
function listOrValue(value: unknown): unknown {
  return Array.isArray(value) ? presentItems(value) : value;
}

/** A plain copy of an error's `params`, its lists (`allowedValues`, `type`) read as above. */
function paramsOf(params: object): Record<string, unknown> {
  const read: Record<string, unknown> = { ...params };
  for (const [name, value] of Object.entries(read)) read[name] = listOrValue(value);
  return read;
}

/** Options for `issuesFromAjv`. */
export interface IssuesFromAjvOptions {
  /** The schema the input was validated against, read for the `$ref`s of union branches. */
  readonly schema?: unknown;
  /**
   * Set when the input was coerced before it was validated (as `@tool-input/validate` does), with
   * the coercion's `maxDepth` (default 64): a string of JSON text sent for an array or object that
   * coercion refused is then told why (docs/messages.md, "Hints").
   */
  readonly coercion?: { readonly maxDepth?: number | undefined } | undefined;
}

// coerce's default `maxDepth`: a JSON text at depth d is decoded up to `maxDepth - d` levels.
const DEFAULT_MAX_DEPTH = 64;

function coercedDepthOf(options: IssuesFromAjvOptions | undefined): number | undefined {
  if (options?.coercion === undefined) return undefined;
  const depth = options.coercion.maxDepth;
  return typeof depth === "number" && depth >= 1 ? depth : DEFAULT_MAX_DEPTH;
}

/** Issues of `cappedIssuesFromAjv`: at most the cap, and how many more there were. */
export interface CappedIssues {
  /** The issues of the first errors, in the order of the full list. */
  readonly issues: Issues;
  /** Issues left out past the cap: an upper bound (each error left out counts as one). */
  readonly unlisted: number;
}

/**
 * Issues from the Ajv errors of a rejected input; `data` is the validated input, read for the
 * received types. Works on `allErrors` output with or without `verbose` (with it, issues follow
 * the schema's property order, unexpected keys get did-you-mean candidates from the schema and a
 * discriminated union reads as the branch its tag selects). Never empty: errors that say nothing
 * readable give one issue, "The input is not valid". Never throws.
 */
export function issuesFromAjv(
  errors: readonly AjvErrorLike[] | null | undefined,
  data: unknown,
  options?: IssuesFromAjvOptions,
): Issues {
  return cappedIssuesFromAjv(errors, data, Number.POSITIVE_INFINITY, options).issues;
}

/**
 * `issuesFromAjv` for at most `maxIssues` issues: unions are still read from every error, but
 * issues are built only for the first errors, and the others are counted (docs/messages.md,
 * "The cap"). A 1 MB input with 250,000 errors costs Ajv's report and one cheap pass, not
 * 250,000 issues. Never throws.
 */
export function cappedIssuesFromAjv(
  errors: readonly AjvErrorLike[] | null | undefined,
  data: unknown,
  maxIssues: number,
  options?: IssuesFromAjvOptions,
): CappedIssues {
  try {
    return withSuggestionBudget(() =>
      withPreviewMemo(() => issuesOfErrors(errors, data, maxIssues, options)),
    );
  } catch {
    // The one boundary of "never throws": an input or schema whose reads throw (a hostile
    // Proxy) still gets a rejection that says so.
    return { issues: atLeastOne([]), unlisted: 0 };
  }
}

function issuesOfErrors(
  errors: readonly AjvErrorLike[] | null | undefined,
  data: unknown,
  maxIssues: number,
  options: IssuesFromAjvOptions | undefined,
): CappedIssues {
  const located: AjvErrorContext[] = [];
  const coercedDepth = coercedDepthOf(options);
  for (const raw of Array.isArray(errors) ? presentItems(errors) : []) {
    const error = readError(raw);
    if (error !== undefined) located.push(new LocatedError(error, data, coercedDepth));
  }
  const plan = planAjvErrors(located, options?.schema);
  const declared = new DeclaredKeys();
  const issues: Issue[] = [];
  let unlisted = 0;
  located.forEach((entry, index) => {
    if (plan.dropped.has(index)) return;
    const replaced = plan.replaced.get(index);
    if (issues.length >= maxIssues) {
      unlisted += replaced?.length ?? 1;
      return;
    }
    declared.learn(entry.path, entry.error.parentSchema);
    for (const issue of replaced ?? issuesForAjvError(entry)) issues.push(issue);
  });
  const suggested = suggestKeys(issues, (parent) => declared.allowedAt(parent), { value: data });
  return { issues: atLeastOne(dedupeIssues(orderBySchema(suggested, declared))), unlisted };
}
