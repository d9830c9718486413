import type { OtherIssue } from "@tool-input/format";
import { textFitsAsTree, textLimit, treeWalkLimit } from "@tool-input/json";
import type { ReportFunction } from "../engine/types.js";
import { UncheckableInput } from "./guard-shapes.js";
import { measureInput, selfReference, tooDeepInput } from "./measure-input.js";

/** The issue of an input whose strings and keys, written out, pass `textLimit`. */
export const longText: OtherIssue = {
  kind: "other",
  path: [],
  message: `would hold more than ${textLimit.toLocaleString("en-US")} characters of strings and keys written out as JSON (it repeats a long string at many places, or is that large), so it cannot be checked`,
};

/**
 * Why the strings of `input` cannot be read at all: it contains itself, or its strings and
 * keys pass `textLimit` written out; `undefined` when they can. Most inputs are cleared by one
 * walk as a tree that stops past the limits; the others are measured, each container once.
 * Throws what reading the input throws.
 */
export function textIssueOf(input: unknown): OtherIssue | undefined {
  if (textFitsAsTree(input)) return undefined;
  const measure = measureInput(input, treeWalkLimit, textLimit);
  if (measure.cycle) return selfReference;
  if (measure.deeperThan !== undefined) return tooDeepInput;
  return measure.characters > textLimit ? longText : undefined;
}

/** Throws an `UncheckableInput` carrying `textIssueOf(value)`, if it has one. */
export function refuseLongText(value: unknown): void {
  const issue = textIssueOf(value);
  if (issue !== undefined) throw new UncheckableInput(issue.message, issue);
}

/**
 * `report` measuring the characters of its input first, on every schema: a report reads every
 * string its keywords apply to, and its messages quote values (written out as JSON, then cut),
 * at every place a shared one appears. It runs only for a rejected input.
 */
export function guardLongText(report: ReportFunction): ReportFunction {
  return (input) => {
    refuseLongText(input);
    return report(input);
  };
}
