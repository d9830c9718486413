import type { OtherIssue } from "@tool-input/format";
import type { CheckFunction, ReportFunction } from "../engine/types.js";
import { shapeIssueOf } from "./measure-input.js";

/**
 * What a guarded check throws for an input that cannot be checked; the entry points catch it.
 * `issue`: the sentence the model is told instead of "could not be checked (…)", if any.
 */
export class UncheckableInput extends RangeError {
  readonly issue: OtherIssue | undefined;

  constructor(reason: string, issue?: OtherIssue) {
    super(`the input ${reason}`);
    this.name = "UncheckableInput";
    this.issue = issue;
  }
}

/**
 * `check` and `report` that first walk an object input up to the limit and, past it, measure it
 * (linear in its own entries), throwing an `UncheckableInput` for one that contains itself or
 * that shared children or holes inflate past the limit, before the engine walks it once per
 * place it appears. Used for schemas whose checks can multiply such a walk (docs/security.md,
 * "Inputs that are graphs").
 */
export function guardShapes(
  check: CheckFunction,
  report: ReportFunction,
): { check: CheckFunction; report: ReportFunction } {
  return {
    check: (input) => {
      refuseUncheckable(input);
      return check(input);
    },
    report: guardReport(report),
  };
}

/**
 * `report` measuring its input first, on every schema: it runs only for a rejected input, which
 * coercion has walked already, and lists every error, so it walks holes and shared children
 * that the fail-fast check stopped before.
 */
export function guardReport(report: ReportFunction): ReportFunction {
  return (input) => {
    refuseUncheckable(input);
    return report(input);
  };
}

/** Throws an `UncheckableInput` for a value that contains itself or is inflated past the limit. */
export function refuseUncheckable(value: unknown): void {
  const issue = shapeIssueOf(value);
  if (issue !== undefined) throw new UncheckableInput(issue.message);
}
