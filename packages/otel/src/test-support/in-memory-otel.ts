import type { HrTime } from "@opentelemetry/api";
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

/** One counter's value for one set of attributes. */
export interface Point {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly value: number;
}

/** A finished span as the tests compare it. */
export interface SpanRecord {
  readonly name: string;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly status: { readonly code: number; readonly message?: string };
  readonly durationMs: number;
}

/** Providers whose metrics and spans stay in memory, as the OpenTelemetry SDK's tests keep them. */
export function inMemoryOtel() {
  const metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({
    exporter: metricExporter,
    exportIntervalMillis: 3_600_000,
  });
  const meterProvider = new MeterProvider({ readers: [reader] });
  const spanExporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(spanExporter)],
  });

  /** Every counter's points, by metric name, points in the SDK's order, sorted for comparison. */
  async function counters(): Promise<Record<string, Point[]>> {
    await reader.forceFlush();
    const out: Record<string, Point[]> = {};
    const last = metricExporter.getMetrics().at(-1);
    for (const scope of last?.scopeMetrics ?? []) {
      for (const metric of scope.metrics) {
        const points = metric.dataPoints.map((point) => ({
          attributes: { ...point.attributes },
          value: point.value as number,
        }));
        out[metric.descriptor.name] = points.sort((a, b) =>
          JSON.stringify(a.attributes).localeCompare(JSON.stringify(b.attributes)),
        );
      }
    }
    return out;
  }

  function spans(): SpanRecord[] {
    return spanExporter.getFinishedSpans().map((span) => ({
      name: span.name,
      attributes: { ...span.attributes },
      status: { ...span.status },
      durationMs: millis(span.duration),
    }));
  }

  async function shutdown(): Promise<void> {
    await meterProvider.shutdown();
    await tracerProvider.shutdown();
  }

  return { meterProvider, tracerProvider, counters, spans, shutdown };
}

function millis([seconds, nanos]: HrTime): number {
  return seconds * 1000 + nanos / 1e6;
}

/** The span the MCP wrapper's telemetry makes for one answered `tools/call`, as `spans()` gives it without `durationMs`. */
export function callSpan(
  tool: string,
  outcome: string,
  repairs: number,
  retried: boolean,
  known = true,
) {
  return {
    name: `tools/call ${tool}`,
    attributes: {
      "mcp.method.name": "tools/call",
      "gen_ai.tool.name": tool,
      "tool_input.outcome": outcome,
      "tool_input.repairs": repairs,
      "tool_input.retried": retried,
      "tool_input.known": known,
    },
    status: outcome === "ok" ? { code: 0 } : { code: 2, message: outcome },
  };
}
