import type { OtherIssue } from "@tool-input/format";
import { oneLine } from "../engine/one-line.js";
import { UncheckableInput } from "../input/guard-shapes.js";
import { tryShapeIssueOf } from "../input/measure-input.js";
import type { ToolInputRejected } from "../types.js";
import { buildRejection } from "./build-rejection.js";
import { noCoercions } from "./run-pipeline.js";

/**
 * The rejection of an input whose check threw: only a hostile input or tool gets there (a
 * throwing getter, a Proxy, a cycle under a recursive schema, which overflows the stack, an
 * inflated input a guarded check refused). An input that contains itself, is inflated or holds
 * too many characters to read gets its own sentence; anything else says it could not be
 * checked, and why (docs/security.md).
 */
export function thrownRejection(
  toolName: string,
  input: unknown,
  error: unknown,
): ToolInputRejected {
  const shapeIssue = issueOf(error) ?? tryShapeIssueOf(input);
  if (shapeIssue !== undefined) return buildRejection(toolName, [shapeIssue], {}, noCoercions);
  const message = `could not be checked (${oneLine(error)})`;
  return buildRejection(toolName, [{ kind: "other", path: [], message }], {}, noCoercions);
}

/**
 * The issue an `UncheckableInput` carries; `undefined` for any other thrown value, a Proxy whose
 * prototype trap throws included (`instanceof` reads the prototype).
 */
function issueOf(error: unknown): OtherIssue | undefined {
  try {
    return error instanceof UncheckableInput ? error.issue : undefined;
  } catch {
    return undefined;
  }
}
