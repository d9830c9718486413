import type { Span } from "@opentelemetry/api";
import type { ToolInputResult } from "@tool-input/validate";
import { attempt } from "./attempt.js";
import { ATTRIBUTES } from "./attributes.js";
import type { Recorders } from "./record-wrapper-event.js";

/**
 * How a pipeline run ended: `valid` as sent, `repaired`, `rejected`, or `unchecked` (passed on
 * unvalidated: the tool's schema could not be compiled and `onSchemaError` is `"pass"`).
 */
export type PipelineOutcome = "valid" | "repaired" | "rejected" | "unchecked";

/** The outcome of a pipeline result. */
export function pipelineOutcome(result: ToolInputResult): PipelineOutcome {
  if (!result.ok) return "rejected";
  // Apart from `valid`: a fleet counts the calls no schema checked (docs/observability.md).
  if (result.status === "unchecked") return "unchecked";
  return result.coercions.length > 0 ? "repaired" : "valid";
}

/**
 * Records one pipeline run on its span and the counters: a call with its outcome, each repair of
 * an accepted call by rule, a rejection (docs/observability.md, "What is recorded").
 */
export function recordPipelineRun(
  toolName: string,
  result: ToolInputResult,
  span: Span,
  recorders: Recorders,
): void {
  const { instruments, labels } = recorders;
  const tool = labels.of(toolName, true);
  const outcome = pipelineOutcome(result);
  // Repairs count on accepted calls only: those tried on a rejected call changed nothing sent.
  const repairs = result.ok ? result.coercions : [];
  const rules = [...new Set(repairs.map((coercion) => coercion.rule))].sort();
  attempt(() => {
    instruments.calls.add(1, { [ATTRIBUTES.tool]: tool, [ATTRIBUTES.outcome]: outcome });
    for (const { rule } of repairs) {
      instruments.repairs.add(1, { [ATTRIBUTES.tool]: tool, [ATTRIBUTES.rule]: rule });
    }
    if (!result.ok) {
      instruments.rejections.add(1, {
        [ATTRIBUTES.tool]: tool,
        [ATTRIBUTES.rejectedBy]: "tool-input",
      });
    }
  });
  attempt(() => {
    span.setAttributes({
      [ATTRIBUTES.tool]: tool,
      [ATTRIBUTES.outcome]: outcome,
      [ATTRIBUTES.repairs]: repairs.length,
      [ATTRIBUTES.rules]: rules,
      [ATTRIBUTES.schemaError]: result.schemaError !== undefined,
    });
    if (!result.ok) span.setAttribute(ATTRIBUTES.issues, result.issues.length);
  });
}
