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
  const shapeIssue =
    (error instanceof UncheckableInput ? error.issue : undefined) ?? tryShapeIssueOf(input);
  if (shapeIssue !== undefined) return buildRejection(toolName, [shapeIssue], {}, noCoercions);
  const message = `could not be checked (${oneLine(error)})`;
  return buildRejection(toolName, [{ kind: "other", path: [], message }], {}, noCoercions);
}
