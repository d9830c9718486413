import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from "@opentelemetry/sdk-metrics";
import { withToolInput } from "@tool-input/ai-sdk";
import { createTelemetry } from "@tool-input/otel";
import { createValidator } from "@tool-input/validate";
import { jsonSchema, type Schema, tool } from "ai";
import { describe, expect, it } from "vitest";

// An instrumented validator given to `withToolInput` counts the AI SDK's checks of the tool's
// input (docs/observability.md, "The pipeline"): they run its `toolInputSchema`.

describe("withToolInput(tools, { validator: telemetry.instrument(validator) })", () => {
  it("counts each check of a tool's input", async () => {
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
    const meterProvider = new MeterProvider({ readers: [reader] });
    const validator = createTelemetry({ meterProvider }).instrument(createValidator());
    const read = tool({
      inputSchema: jsonSchema<{ head: number }>({
        type: "object",
        properties: { head: { type: "number" } },
      }),
      execute: async ({ head }) => head,
    });
    const tools = withToolInput({ read }, { validator });
    const schema = tools.read.inputSchema as Schema<{ head: number }>;
    expect(await schema.validate?.({ head: "5" })).toEqual({ success: true, value: { head: 5 } });
    await reader.forceFlush();
    const calls = exporter.getMetrics().at(-1)?.scopeMetrics[0]?.metrics[0];
    expect(calls?.descriptor.name).toBe("tool_input.calls");
    expect(calls?.dataPoints.map(({ attributes, value }) => ({ attributes, value }))).toEqual([
      { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "repaired" }, value: 1 },
    ]);
    await meterProvider.shutdown();
  });
});
