import { SpanStatusCode, type Tracer } from "@opentelemetry/api";
import { toolNameOf } from "@tool-input/validate";
import { attempt } from "./attempt.js";
import { ATTRIBUTES } from "./attributes.js";
import type { Instruments } from "./instruments.js";
import type { ToolLabels } from "./tool-label.js";
import type { WrapperEvent } from "./wrapper-event.js";

/** What an event is recorded with. */
export interface Recorders {
  readonly instruments: Instruments;
  readonly tracer: Tracer;
  readonly labels: ToolLabels;
}

/**
 * Records one event of the MCP wrapper or the proxy: counters for repairs, rejections, retries,
 * learned fields, calls and unknown tools, and a span per answered call, from the client's
 * request to the answer (docs/observability.md, "What is recorded").
 */
export function recordWrapperEvent(event: WrapperEvent, recorders: Recorders): void {
  const { instruments, tracer, labels } = recorders;
  // Every event says whether the server listed the tool (older versions of @tool-input/mcp leave
  // it out: listed); the name of one it did not list is bounded (docs/observability.md, "Bounds").
  const known = !("known" in event) || event.known !== false;
  // A call without a name is labelled as messages name it, `(unnamed tool)`.
  const tool = labels.of(toolNameOf({ name: event.tool }), known);
  switch (event.kind) {
    case "repaired":
      for (const { rule } of event.coercions) {
        instruments.repairs.add(1, { [ATTRIBUTES.tool]: tool, [ATTRIBUTES.rule]: rule });
      }
      return;
    case "invalid":
      instruments.rejections.add(1, {
        [ATTRIBUTES.tool]: tool,
        [ATTRIBUTES.rejectedBy]: "tool-input",
      });
      return;
    case "rejection":
      instruments.rejections.add(1, { [ATTRIBUTES.tool]: tool, [ATTRIBUTES.rejectedBy]: "server" });
      return;
    case "retry":
      instruments.retries.add(1, { [ATTRIBUTES.tool]: tool });
      return;
    case "learned":
      instruments.learnedFields.add(Object.keys(event.fields).length, { [ATTRIBUTES.tool]: tool });
      return;
    case "call": {
      attempt(() => {
        instruments.calls.add(1, { [ATTRIBUTES.tool]: tool, [ATTRIBUTES.outcome]: event.outcome });
        if (!known) instruments.unknownTools.add(1, { [ATTRIBUTES.tool]: tool });
      });
      const end = Date.now();
      const span = tracer.startSpan(`tools/call ${tool}`, {
        startTime: end - durationOf(event.durationMs),
        attributes: {
          [ATTRIBUTES.method]: "tools/call",
          [ATTRIBUTES.tool]: tool,
          [ATTRIBUTES.outcome]: event.outcome,
          [ATTRIBUTES.repairs]: event.repairs,
          [ATTRIBUTES.retried]: event.retried,
          [ATTRIBUTES.known]: known,
        },
      });
      if (event.outcome !== "ok")
        span.setStatus({ code: SpanStatusCode.ERROR, message: event.outcome });
      span.end(end);
      return;
    }
  }
}

// A duration that is not a finite number of milliseconds (an event made by hand) starts the
// span at its end rather than at `NaN`.
function durationOf(durationMs: unknown): number {
  return typeof durationMs === "number" && Number.isFinite(durationMs)
    ? Math.max(0, durationMs)
    : 0;
}
