import type { CheckFunction, ReportFunction } from "../engine/types.js";
import { shapeIssueOf } from "./measure-input.js";

/** What a guarded check throws for an input that cannot be checked; the entry points catch it. */
class UncheckableInput extends RangeError {
  constructor(reason: string) {
    super(`the input ${reason}`);
    this.name = "UncheckableInput";
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
  const admit = (input: unknown) => {
    const issue = shapeIssueOf(input);
    if (issue !== undefined) throw new UncheckableInput(issue.message);
  };
  return {
    check: (input) => {
      admit(input);
      return check(input);
    },
    report: (input) => {
      admit(input);
      return report(input);
    },
  };
}
