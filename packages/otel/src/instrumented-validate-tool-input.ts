import { INVALID_SPAN_CONTEXT, type Span, type Tracer, trace } from "@opentelemetry/api";
import { toolNameOf } from "@tool-input/validate";
import { VALIDATE_SPAN } from "./attributes.js";
import type { PipelineRunner } from "./pipeline-runner.js";
import { recordPipelineRun } from "./record-pipeline-run.js";
import type { Recorders } from "./record-wrapper-event.js";

/**
 * `runner.validateToolInput` run in a span and counted. Telemetry never reaches the call
 * (docs/observability.md, "Bounds"): whatever the tracer or the meter throws, starting the span,
 * recording or ending it, the caller gets exactly what `runner` returned (or threw).
 */
export function instrumentedValidateToolInput(
  runner: PipelineRunner,
  recorders: Recorders,
): PipelineRunner["validateToolInput"] {
  return (tool, input, options) => {
    const span = startSpan(recorders.tracer);
    try {
      const result = runner.validateToolInput(tool, input, options);
      try {
        recordPipelineRun(toolNameOf(tool), result, span, recorders);
      } catch {
        // A throwing counter or span, or a hostile result: the call goes on without its record.
      }
      return result;
    } finally {
      try {
        span.end();
      } catch {
        // A span processor's `onEnd` may throw; the run's result stands.
      }
    }
  };
}

/** The run's span, or a span that records nothing when the tracer throws (the counters still count). */
function startSpan(tracer: Tracer): Span {
  try {
    return tracer.startSpan(VALIDATE_SPAN);
  } catch {
    return trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
  }
}
